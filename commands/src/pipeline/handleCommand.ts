import { foldEvents, type Decider } from '@lorewright/domain/shared/decider';
import { conflict } from '@lorewright/domain/shared/errors';
import type { DomainEvent } from '@lorewright/domain/events/eventDefinition';
import type { EventRegistry } from '@lorewright/domain/events/eventRegistry';
import { WrongExpectedRevisionError, type EventStore, type NewEvent } from '../eventStore/eventStore';
import type { Clock, IdGenerator } from '../shared/clock';
import type { CommandContext } from './commandContext';

export interface CommandDeps {
  eventStore: EventStore;
  registry: EventRegistry;
  clock: Clock;
  ids: IdGenerator;
  // Attempts after the first when another writer got to the stream first.
  maxRetries?: number;
}

export interface CommandResult<E extends DomainEvent> {
  events: E[];
  // Global position of the last appended event, or null when the decision changed nothing.
  position: number | null;
  // The stream's revision after the command: of the last event appended, or the one decided on
  // when nothing changed (null: the stream does not exist). A client that names the revision it
  // saw, as a writing's save does, continues from this one.
  revision: number | null;
}

export const CONFLICT_MESSAGE = 'This was changed by someone else at the same time. Please try again.';

// read stream → evolve → decide → append with the expected revision. A concurrent append to the
// same stream makes the append fail; the whole decision is then re-run on fresh state.
export const createCommandHandler = (deps: CommandDeps) => {
  const maxRetries = deps.maxRetries ?? 3;

  const toNewEvent = (event: DomainEvent, context: CommandContext): NewEvent => ({
    id: deps.ids.newId(),
    type: event.type,
    data: deps.registry.validate(event).data,
    metadata: {
      actorId: context.actorId,
      correlationId: context.correlationId,
      causationId: context.causationId ?? null,
      timestamp: deps.clock.now().toISOString(),
      schemaVersion: deps.registry.currentVersion(event.type),
    },
  });

  const attempt = async <C, E extends DomainEvent, S>(
    stream: string,
    decider: Decider<C, E, S>,
    command: C,
    context: CommandContext,
  ): Promise<CommandResult<E>> => {
    const recorded = await deps.eventStore.readStream(stream);
    const history = recorded.map((e) => deps.registry.read(e.type, e.metadata.schemaVersion, e.data) as E);
    const events = decider.decide(command, foldEvents(decider, history));
    const last = recorded.at(-1);
    if (events.length === 0) return { events, position: null, revision: last ? last.revision : null };
    const { position, nextExpectedRevision } = await deps.eventStore.append(
      stream,
      events.map((event) => toNewEvent(event, context)),
      { expectedRevision: last ? last.revision : 'no_stream' },
    );
    return { events, position, revision: nextExpectedRevision };
  };

  return async <C, E extends DomainEvent, S>(
    stream: string,
    decider: Decider<C, E, S>,
    command: C,
    context: CommandContext,
  ): Promise<CommandResult<E>> => {
    for (let tries = 0; ; tries++) {
      try {
        return await attempt(stream, decider, command, context);
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError)) throw error;
        if (tries >= maxRetries) throw conflict(CONFLICT_MESSAGE);
      }
    }
  };
};

export type HandleCommand = ReturnType<typeof createCommandHandler>;
