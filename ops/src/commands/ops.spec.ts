import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createAccessCommands } from '@lorewright/commands/access/accessCommands';
import { createCommandHandler } from '@lorewright/commands/pipeline/handleCommand';
import { systemClock, uuidGenerator } from '@lorewright/commands/shared/clock';
import { eventRegistry } from '@lorewright/domain/events/allEvents';
import { openStores, type Stores } from '@lorewright/api/composition';
import { loadConfig } from '@lorewright/api/config';
import { allProjections } from '@lorewright/projections/allProjections';
import { ProjectionViews } from '@lorewright/projections/runner/projectionViews';
import { rebuild } from './rebuild';
import { replay } from './replay';
import { status } from './status';

let stores: Stores | undefined;
afterEach(async () => {
  await stores?.eventStore.close();
  await stores?.readStore.close();
});

const seeded = async (visits: number) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lorewright-ops-'));
  stores = await openStores(loadConfig({ DATA_DIR: dataDir }));
  const access = createAccessCommands(
    createCommandHandler({ eventStore: stores.eventStore, registry: eventRegistry, clock: systemClock, ids: uuidGenerator }),
    uuidGenerator,
  );
  const { aId } = await access.recordAccess({ url: '/' }, { actorId: null, correlationId: 'ops-spec' });
  for (let i = 1; i < visits; i++) await access.recordAccess({ aId, url: `/p${i}` }, { actorId: null, correlationId: 'ops-spec' });
  return { stores, aId };
};

describe('ops CLI', () => {
  it('rebuild builds a projection from zero (first build, then a new build beside it) and switches reads', async () => {
    const { stores, aId } = await seeded(25);
    const lines: string[] = [];
    await rebuild(stores, ['visitors'], (line) => lines.push(line));
    expect(lines[0]).toMatch(/^visitors: rebuilt 26 events in .* reads now use v1b1\.$/);
    const views = new ProjectionViews(stores.readStore, allProjections, 0);
    expect(await views.collection('visitors', 'visitors').get(aId)).toMatchObject({ pageViews: 25, lastUrl: '/p24' });

    await rebuild(stores, ['visitors'], (line) => lines.push(line));
    expect(lines[1]).toContain('reads now use v1b2');
    // The replaced builds are dropped: only the live one is left.
    expect((await stores.readStore.listCollections()).filter((c) => c.startsWith('visitors__'))).toEqual(['visitors__visitors_v1b2']);
  });

  it('status shows each projection with its checkpoint and lag behind the log head', async () => {
    const { stores } = await seeded(3);
    expect(await status(stores)).toMatch(/log head: +4/);
    await rebuild(stores, ['visitors'], () => {});
    expect(await status(stores)).toMatch(/visitors +1 +v1b1 +4 +0 +- +-/);
  });

  it('refuses unknown projections and positions outside the log', async () => {
    const { stores } = await seeded(2);
    await expect(rebuild(stores, ['nope'])).rejects.toThrow(`Unknown projection nope. Known: ${allProjections.map((p) => p.name).join(', ')}.`);
    await expect(replay(stores, 99)).rejects.toThrow('--from must be a position from 0 to the log head (3).');
    await expect(replay(stores, 1, 'nope')).rejects.toThrow('Unknown reactor nope.');
  });
});
