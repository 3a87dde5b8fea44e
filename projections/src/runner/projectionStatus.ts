import type { EventStore } from '@lorewright/commands/eventStore/eventStore';
import type { ReadStore } from '../readStore/readStore';
import type { Projection } from './projection';
import { PROJECTIONS_COLLECTION, buildTag, emptyProjectionState, type ProjectionState } from './projectionState';

export interface ProjectionStatus {
  name: string;
  codeVersion: number;
  activeBuild: string | null;
  checkpoint: number;
  lag: number;
  rebuilding: { build: string; checkpoint: number } | null;
  rebuildRequested: boolean;
  leaseOwner: string | null;
}

const readState = async (readStore: ReadStore, name: string) =>
  ((await readStore.collection(PROJECTIONS_COLLECTION).get(name)) as ProjectionState | null) ?? emptyProjectionState(name);

// Each projection's checkpoint and lag behind the log head, from the stored bookkeeping, so it
// is true whichever process runs the projections.
export const projectionStatus = async (
  eventStore: EventStore,
  readStore: ReadStore,
  projections: readonly Projection[],
  now = Date.now(),
): Promise<{ head: number; projections: ProjectionStatus[] }> => {
  const head = await eventStore.headPosition();
  const rows = await Promise.all(
    projections.map(async (projection): Promise<ProjectionStatus> => {
      const state = await readState(readStore, projection.name);
      const checkpoint = state.active?.position ?? 0;
      return {
        name: projection.name,
        codeVersion: projection.version,
        activeBuild: state.active ? buildTag(state.active) : null,
        checkpoint,
        lag: head - checkpoint,
        rebuilding: state.next ? { build: buildTag(state.next), checkpoint: state.next.position } : null,
        rebuildRequested: state.rebuildRequested,
        leaseOwner: state.lease && state.lease.expiresAt > now ? state.lease.owner : null,
      };
    }),
  );
  return { head, projections: rows };
};

// Asks whichever process runs the projection to rebuild it from zero beside the live build.
export const requestRebuild = (readStore: ReadStore, name: string): Promise<void> =>
  readStore.transaction(async (unit) => {
    const states = unit.collection(PROJECTIONS_COLLECTION);
    const state = ((await states.get(name)) as ProjectionState | null) ?? emptyProjectionState(name);
    await states.put({ ...state, rebuildRequested: true });
  });

// Drops every build of these projections that reads are no longer served from (retired ones
// still waiting out their grace, and builds of older code versions), without waiting for their
// runner to restart. For `ops forget`: an old build still holds what was erased. Whoever runs
// the projection finds them gone and has nothing left to drop.
export const dropStaleBuilds = async (readStore: ReadStore, projections: readonly Projection[]): Promise<number> => {
  const collections = await readStore.listCollections();
  let dropped = 0;
  for (const projection of projections) {
    const state = await readState(readStore, projection.name);
    const live = new Set([state.active, state.next].flatMap((build) => (build ? [buildTag(build)] : [])));
    for (const name of collections) {
      const tag = /_(v\d+b\d+)$/.exec(name)?.[1];
      if (!name.startsWith(`${projection.name}__`) || !tag || live.has(tag)) continue;
      await readStore.dropCollection(name);
      dropped++;
    }
  }
  return dropped;
};
