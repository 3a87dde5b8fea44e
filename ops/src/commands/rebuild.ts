import { eventRegistry } from '@lorewright/domain/events/allEvents';
import { allProjections } from '@lorewright/projections/allProjections';
import { LeaseLostError } from '@lorewright/projections/runner/leaseLost';
import { ProjectionRunner } from '@lorewright/projections/runner/projectionRunner';
import { projectionStatus, requestRebuild } from '@lorewright/projections/runner/projectionStatus';
import type { Stores } from '@lorewright/api/composition';
import { positionProgress } from '../progress';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// `ops rebuild <projection>|--all`: rebuild from zero into a new build beside the live one; reads
// switch when it has caught up. When the server is running it does the work (this command shows
// its progress); otherwise the work happens here.
export const rebuild = async (stores: Stores, names: string[], log: (line: string) => void = console.log) => {
  const { eventStore, readStore } = stores;
  const unknown = names.filter((name) => !allProjections.some((p) => p.name === name));
  if (unknown.length) throw new Error(`Unknown projection ${unknown.join(', ')}. Known: ${allProjections.map((p) => p.name).join(', ')}.`);
  const runner = new ProjectionRunner({
    eventStore,
    readStore,
    registry: eventRegistry,
    projections: allProjections,
    owner: `ops-${process.pid}`,
    retireGraceMs: 0,
  });

  // Every request first: a running server notices them at its next heartbeat and rebuilds them
  // side by side, rather than one heartbeat after another.
  const before = new Map<string, string | null>();
  for (const name of names) {
    const worker = runner.workers.find((w) => w.name === name)!;
    before.set(name, (await projectionStatus(eventStore, readStore, [worker.projection])).projections[0].activeBuild);
    await requestRebuild(readStore, name);
  }
  for (const name of names) {
    const worker = runner.workers.find((w) => w.name === name)!;
    const head = await eventStore.headPosition();
    const progress = positionProgress(name, head);
    const started = Date.now();
    for (;;) {
      try {
        await worker.runToHead((position) => progress.update(position));
        break;
      } catch (error) {
        if (!(error instanceof LeaseLostError)) throw error;
      }
      // The server holds the projection: follow the rebuild it now runs. If that process dies,
      // its lease expires and the loop takes the work over here.
      const now = (await projectionStatus(eventStore, readStore, [worker.projection])).projections[0];
      if (now.rebuilding) progress.update(now.rebuilding.checkpoint);
      if (!now.rebuilding && !now.rebuildRequested && now.activeBuild !== before.get(name)) break;
      await sleep(200);
    }
    progress.finish();
    const after = (await projectionStatus(eventStore, readStore, [worker.projection])).projections[0];
    const seconds = (Date.now() - started) / 1000;
    log(
      `${name}: rebuilt ${head} events in ${seconds.toFixed(2)} s (${Math.round(head / Math.max(seconds, 0.001))} events/s); reads now use ${after.activeBuild}.`,
    );
  }
};
