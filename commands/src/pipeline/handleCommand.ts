import { evolveWith, foldEvents, type Decider } from '@lorewright/domain/shared/decider';
import { carriesLongList } from '@lorewright/domain/shared/bulkAdds';
import { conflict } from '@lorewright/domain/shared/errors';
import type { DomainEvent } from '@lorewright/domain/events/eventDefinition';
import type { EventRegistry } from '@lorewright/domain/events/eventRegistry';
import { WrongExpectedRevisionError, type EventStore, type NewEvent } from '../eventStore/eventStore';
import { readEvents } from '../eventStore/streamReader';
import type { Clock, IdGenerator } from '../shared/clock';
import type { CommandContext } from './commandContext';
import { runStepsInSlices } from './stepsInSlices';

export interface CommandDeps {
  eventStore: EventStore;
  registry: EventRegistry;
  clock: Clock;
  ids: IdGenerator;
  // Attempts after the first when another writer got to the stream first.
  maxRetries?: number;
  // How many streams' folded state this process keeps (most recently used first).
  cachedStreams?: number;
  // How a large decision takes a turn of the event loop between its slices (the server shares
  // its turns with the projections: Precedence.requestTurn); the next turn by default.
  nextTurn?: () => Promise<void>;
}

export interface CommandResult<E extends DomainEvent, S = unknown> {
  events: E[];
  // Global position of the last appended event, or null when the decision changed nothing.
  position: number | null;
  // The stream's revision after the command: of the last event appended, or the one decided on
  // when nothing changed (null: the stream does not exist). A client that names the revision it
  // saw, as a writing's save does, continues from this one.
  revision: number | null;
  // The stream's folded state after the command (what the next command on it decides on), so a
  // caller can answer with what it stored without reading a projection back. A decider that
  // evolves in place (evolveOwned) changes this object with the stream's next command: read it
  // before sending another.
  state: S;
}

export const CONFLICT_MESSAGE = 'This was changed by someone else at the same time. Please try again.';

// From this many events a decision's steps (checking each event, appending, folding) each get
// a turn of the event loop of their own, and the checks yield every SLICE_MS.
const LARGE_DECISION = 500;
const SLICE_MS = 20;
const immediateTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

// Folded a run of FOLD_RUN events at a time with a turn between (each run copies the state's
// large records once, so a few runs cost a few copies more than one).
const FOLD_RUN = 2_500;
const evolveInSlices = async <E extends DomainEvent, S>(
  decider: Pick<Decider<unknown, E, S>, 'evolve' | 'evolveAll'>,
  state: S,
  events: readonly E[],
  nextTurn: () => Promise<void>,
) => {
  let folded = state;
  for (let from = 0; from < events.length; from += FOLD_RUN) {
    if (from > 0) await nextTurn();
    folded = evolveWith(decider, folded, events.slice(from, from + FOLD_RUN));
  }
  return folded;
};

const mapInSlices = async <T, U>(items: readonly T[], map: (item: T) => U | Promise<U>, nextTurn: () => Promise<void>): Promise<U[]> => {
  const mapped: U[] = [];
  let sliceStarted = performance.now();
  for (const item of items) {
    mapped.push(await map(item));
    if (performance.now() - sliceStarted < SLICE_MS) continue;
    await nextTurn();
    sliceStarted = performance.now();
  }
  return mapped;
};

// A bulk event's list (many parts added at once), if it has one: its longest list field.
const longListOf = (event: DomainEvent): { field: string; length: number } | null => {
  let longest: { field: string; length: number } | null = null;
  for (const [field, value] of Object.entries(event.data as Record<string, unknown>)) {
    if (Array.isArray(value) && value.length > (longest?.length ?? 0)) longest = { field, length: value.length };
  }
  return longest;
};
// Whether a decision is large: its events, plus one per item of a bulk event's list (a decision
// of many events is large already, and its events' lists are not looked into).
const isLarge = (events: readonly DomainEvent[]) =>
  events.length >= LARGE_DECISION || events.reduce((sum, event) => sum + 1 + (longListOf(event)?.length ?? 0), 0) >= LARGE_DECISION;
const CHECK_CHUNK = 500;

// read stream → evolve → decide → append with the expected revision. A concurrent append to the
// same stream makes the append fail; the whole decision is then re-run on fresh state.
//
// Within this process, commands on one stream run one after another (StreamQueue below): twenty
// people reacting to one post at once would otherwise mostly lose the race to each other and
// exhaust the retries on a slow store. Different streams stay parallel; the retries remain for
// the appends of other processes, which only the expected revision can see.
//
// The folded state of recently used streams is kept with its revision, and only the events after
// it are read: events never change, so the state stays exact, and the expected revision still
// guards every append (another process's appends are simply the events read next). It spares
// re-reading and re-folding a long stream — a writing autosaved hundreds of times — per command.
export const createCommandHandler = (deps: CommandDeps) => {
  const maxRetries = deps.maxRetries ?? 3;
  const folded = new FoldedStates(deps.cachedStreams ?? 256);
  const nextTurn = deps.nextTurn ?? immediateTurn;

  // `timestamp`: one for all the events of a decision, so they read as one change (a save's
  // events update a writing's lastUpdated once, not once per millisecond they took to build).
  const toNewEvent = (event: DomainEvent, data: unknown, context: CommandContext, timestamp: string): NewEvent => ({
    id: deps.ids.newId(),
    type: event.type,
    data,
    metadata: {
      actorId: context.actorId,
      ...(context.coActorIds?.length ? { coActorIds: [...context.coActorIds] } : {}),
      correlationId: context.correlationId,
      causationId: context.causationId ?? null,
      timestamp,
      schemaVersion: deps.registry.currentVersion(event.type),
    },
  });

  const attempt = async <C, E extends DomainEvent, S>(
    stream: string,
    decider: Decider<C, E, S>,
    command: C,
    context: CommandContext,
  ): Promise<CommandResult<E, S>> => {
    const known = folded.get<S>(stream, decider);
    const history = await readEvents<E>(deps, stream, known ? { fromRevision: known.revision + 1 } : undefined);
    const state = known ? evolveWith(decider, known.state, history) : foldEvents(decider, history);
    const revision = history.at(-1)?.revision ?? known?.revision ?? null;
    if (revision !== null) folded.set(stream, decider, revision, state);
    // A decision over a long list lets other requests in between its items, from a turn of its
    // own: the turn the command came in on has just read its body (10,000 points copied from the
    // thread that checked them).
    if (decider.decideInSteps && carriesLongList(command)) await nextTurn();
    const events = decider.decideInSteps ? await runStepsInSlices(decider.decideInSteps(command, state), SLICE_MS, nextTurn) : decider.decide(command, state);
    if (events.length === 0) return { events, position: null, revision, state };
    const timestamp = deps.clock.now().toISOString();
    // A large decision (10,000 points sent at once) lets other requests in between its steps.
    const large = isLarge(events);
    if (large) await nextTurn();
    // A bulk event's list is checked a chunk at a time, so 10,000 points never hold the loop.
    const checked = (event: DomainEvent) => {
      const list = large ? longListOf(event) : null;
      return list && list.length > CHECK_CHUNK ? deps.registry.validateInChunks(event, list.field, CHECK_CHUNK, nextTurn) : deps.registry.validate(event);
    };
    const appended = await mapInSlices(events, async (event) => toNewEvent(event, (await checked(event)).data, context, timestamp), nextTurn);
    const { position, nextExpectedRevision } = await deps.eventStore.append(stream, appended, { expectedRevision: revision ?? 'no_stream' });
    if (large) await nextTurn();
    // The state after it, folded from the events as stored (validated), as a later read would.
    const stored = appended.map(({ type, data }) => ({ type, data }) as E);
    const after = large ? await evolveInSlices(decider, state, stored, nextTurn) : evolveOwnedState(stream, decider, state, stored);
    folded.set(stream, decider, nextExpectedRevision, after);
    return { events, position, revision: nextExpectedRevision, state: after };
  };

  // The folded state is this handler's alone (made by its own folds, never read elsewhere but
  // through a command's result), so a decider that can evolves it in place. A fold that fails
  // half-way leaves it unusable: it is forgotten, and the next command folds the stream again.
  const evolveOwnedState = <E extends DomainEvent, S>(
    stream: string,
    decider: Pick<Decider<unknown, E, S>, 'evolve' | 'evolveAll' | 'evolveOwned'>,
    state: S,
    events: readonly E[],
  ): S => {
    if (!decider.evolveOwned) return evolveWith(decider, state, events);
    try {
      return decider.evolveOwned(state, events);
    } catch (error) {
      folded.forget(stream);
      throw error;
    }
  };

  const retrying = async <C, E extends DomainEvent, S>(stream: string, decider: Decider<C, E, S>, command: C, context: CommandContext) => {
    for (let tries = 0; ; tries++) {
      try {
        return await attempt(stream, decider, command, context);
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError)) throw error;
        if (tries >= maxRetries) throw conflict(CONFLICT_MESSAGE);
      }
    }
  };

  const queue = new StreamQueue();
  return <C, E extends DomainEvent, S>(stream: string, decider: Decider<C, E, S>, command: C, context: CommandContext): Promise<CommandResult<E, S>> =>
    queue.run(stream, () => retrying(stream, decider, command, context));
};

export type HandleCommand = ReturnType<typeof createCommandHandler>;

// Folded stream states by stream name, least recently used evicted first. A state is only
// reused with the decider that folded it (one stream is always decided by one decider).
class FoldedStates {
  readonly #entries = new Map<string, { decider: unknown; revision: number; state: unknown }>();

  constructor(private readonly capacity: number) {}

  get<S>(stream: string, decider: unknown): { revision: number; state: S } | null {
    const entry = this.#entries.get(stream);
    if (!entry || entry.decider !== decider) return null;
    this.#entries.delete(stream);
    this.#entries.set(stream, entry);
    return { revision: entry.revision, state: entry.state as S };
  }

  forget(stream: string): void {
    this.#entries.delete(stream);
  }

  set(stream: string, decider: unknown, revision: number, state: unknown): void {
    this.#entries.delete(stream);
    this.#entries.set(stream, { decider, revision, state });
    if (this.#entries.size > this.capacity) this.#entries.delete(this.#entries.keys().next().value!);
  }
}

// Work queued per stream name: one at a time on a stream, in call order, while other streams run
// beside it. A failure does not stop the work queued after it. The last one out forgets the
// stream, so the map holds only streams with work queued.
export class StreamQueue {
  readonly #tails = new Map<string, Promise<unknown>>();

  run<T>(stream: string, work: () => Promise<T>): Promise<T> {
    const result = (this.#tails.get(stream) ?? Promise.resolve()).then(work);
    const tail = result.catch(() => undefined);
    this.#tails.set(stream, tail);
    void tail.then(() => {
      if (this.#tails.get(stream) === tail) this.#tails.delete(stream);
    });
    return result;
  }

  // Streams with work running or queued (for specs).
  get busyStreams(): number {
    return this.#tails.size;
  }
}
