import { REACTOR_NAMES } from '@lorewright/api/reactors';
import { rewindReactor } from '@lorewright/projections/runner/reactorWorker';
import type { Stores } from '@lorewright/api/composition';

// `ops replay --from <position> [--reactor <name>]`: deliver the events after a position to the
// reactors again (e.g. mails lost by a mail server). Projections are rebuilt, not replayed:
// their state is a fold from zero.
export const replay = async ({ readStore, eventStore }: Stores, from: number, reactorName?: string) => {
  const head = await eventStore.headPosition();
  if (!Number.isInteger(from) || from < 0 || from > head) throw new Error(`--from must be a position from 0 to the log head (${head}).`);
  const reactors = reactorName ? REACTOR_NAMES.filter((name) => name === reactorName) : REACTOR_NAMES;
  if (reactorName && reactors.length === 0) throw new Error(`Unknown reactor ${reactorName}. Known: ${REACTOR_NAMES.join(', ') || 'none'}.`);
  for (const name of reactors) await rewindReactor({ readStore }, name, from);
  return reactors.length
    ? `Rewound ${reactors.join(', ')} to position ${from}; the running server delivers the ${head - from} events after it again.`
    : 'No reactors are registered: nothing to replay.';
};
