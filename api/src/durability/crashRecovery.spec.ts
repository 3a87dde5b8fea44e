import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openSqliteEventStore } from '@lorewright/commands/eventStore/sqliteEventStore';
import { eventRegistry } from '@lorewright/domain/events/allEvents';
import { allProjections } from '@lorewright/projections/allProjections';
import { openEmbeddedReadStore } from '@lorewright/projections/readStore/embeddedReadStore';
import { ProjectionRunner } from '@lorewright/projections/runner/projectionRunner';
import { ProjectionViews } from '@lorewright/projections/runner/projectionViews';
import { startServerProcess } from '../testing/serverProcess';

// The promise of the write side: an answered command is durable. Kill -9 the server in the
// middle of a burst, restart it, and check that nothing acknowledged is missing and that the
// projections it kept equal a rebuild from zero.

interface Visit {
  aId: string;
  url: string;
}

const burst = async (baseUrl: string, clients: number, acknowledged: Visit[], failures: { count: number }) => {
  const client = async (n: number) => {
    let aId: string | undefined;
    for (let i = 0; ; i++) {
      const url = `/client-${n}/page-${i}`;
      try {
        const res = await fetch(`${baseUrl}/api/v1/access`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ aId, url }),
        });
        if (res.status !== 200) throw new Error(`status ${res.status}`);
        aId = ((await res.json()) as { aId: string }).aId;
        acknowledged.push({ aId, url });
      } catch {
        failures.count++;
        return;
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, n) => client(n)));
};

// Every collection of every projection, as the reads see them (the active build).
const dumpProjections = async (readStoreFile: string) => {
  const readStore = openEmbeddedReadStore(readStoreFile);
  const views = new ProjectionViews(readStore, allProjections, 0);
  const dump: Record<string, unknown[]> = {};
  for (const projection of allProjections) {
    for (const collection of Object.keys(projection.collections)) {
      dump[`${projection.name}.${collection}`] = await views.collection(projection.name, collection).find({}, { sort: { _id: 1 } });
    }
  }
  await readStore.close();
  return dump;
};

describe('crash recovery', () => {
  it('SIGKILL mid-burst loses no acknowledged event, and projections equal a rebuild from zero', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lorewright-crash-'));
    const first = await startServerProcess({ dataDir });
    const acknowledged: Visit[] = [];
    const failures = { count: 0 };
    const load = burst(first.baseUrl, 8, acknowledged, failures);
    await expect.poll(() => acknowledged.length, { timeout: 30_000, interval: 20 }).toBeGreaterThan(300);
    await first.kill('SIGKILL');
    await load;
    expect(failures.count).toBeGreaterThan(0); // the kill really hit requests in flight

    const second = await startServerProcess({ dataDir });
    await expect
      .poll(async () => ((await (await fetch(`${second.baseUrl}/api/v1/ready`)).json()) as { projections: { lag: number }[] }).projections[0]?.lag, {
        timeout: 20_000,
      })
      .toBe(0);
    expect(await second.kill('SIGTERM')).toBe(0); // graceful stop: projections checkpoint

    const eventStore = openSqliteEventStore(path.join(dataDir, 'events.db'));
    const logged = new Set(
      (await eventStore.readAll({ maxCount: 1_000_000 }))
        .filter((e) => e.type === 'PageVisited')
        .map((e) => `${(e.data as Visit).aId} ${(e.data as Visit).url}`),
    );
    const lost = acknowledged.filter((v) => !logged.has(`${v.aId} ${v.url}`));
    expect(lost).toEqual([]);

    const rebuiltFile = path.join(dataDir, 'rebuilt.db');
    const rebuiltStore = openEmbeddedReadStore(rebuiltFile);
    const rebuild = new ProjectionRunner({ eventStore, readStore: rebuiltStore, registry: eventRegistry, projections: allProjections });
    for (const worker of rebuild.workers) await worker.runToHead();
    await rebuiltStore.close();
    await eventStore.close();

    const live = await dumpProjections(path.join(dataDir, 'read.db'));
    expect(live['visitors.visitors']).toHaveLength(8);
    expect(live).toEqual(await dumpProjections(rebuiltFile));
  }, 120_000);
});
