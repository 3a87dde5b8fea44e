import { allProjections } from '@lorewright/projections/allProjections';
import { REACTOR_NAMES } from '@lorewright/api/reactors';
import { projectionStatus } from '@lorewright/projections/runner/projectionStatus';
import { REACTORS_COLLECTION, type ReactorState } from '@lorewright/projections/runner/reactorWorker';
import type { Stores } from '@lorewright/api/composition';
import { formatTable } from '../table';

// `ops status`: every projection's checkpoint, lag and version, and every reactor's checkpoint.
export const status = async ({ eventStore, readStore, describe }: Stores): Promise<string> => {
  const { head, projections } = await projectionStatus(eventStore, readStore, allProjections);
  const reactorRows = await Promise.all(
    REACTOR_NAMES.map(async (name) => {
      const state = (await readStore.collection(REACTORS_COLLECTION).get(name)) as ReactorState | null;
      const position = state?.position ?? 0;
      return [name, position, head - position];
    }),
  );
  return [
    `event store: ${describe.eventStore}`,
    `read store:  ${describe.readStore}`,
    `log head:    ${head}`,
    '',
    formatTable(
      ['projection', 'version', 'active build', 'checkpoint', 'lag', 'rebuilding', 'running in'],
      projections.map((p) => [
        p.name,
        p.codeVersion,
        p.activeBuild ?? '-',
        p.checkpoint,
        p.lag,
        p.rebuilding ? `${p.rebuilding.build} at ${p.rebuilding.checkpoint}` : p.rebuildRequested ? 'requested' : '-',
        p.leaseOwner ?? '-',
      ]),
    ),
    '',
    reactorRows.length ? formatTable(['reactor', 'checkpoint', 'lag'], reactorRows) : 'reactors: none registered',
  ].join('\n');
};
