import type { RecordedEvent } from '@lorewright/commands/eventStore/eventStore';
import { upcastEvent } from '@lorewright/commands/eventStore/streamReader';
import type { LeasedDocument } from './leasedState';
import { handlerTable } from './handlerTable';
import { LeasedWorker } from './leasedWorker';
import { PositionWaiters } from './positionWaiters';
import type { Reactor } from './reactor';
import type { WorkerDeps } from './workerDeps';

export const REACTORS_COLLECTION = '_reactors';
// One document per handled event: `${reactor}:${eventId}`. It is written after the side effect
// succeeds, so a crash in between repeats the effect (at least once) but a finished one never is.
// Repeatable reactors (Reactor.repeatable) keep none.
export const HANDLED_COLLECTION = '_reactor_handled';

export interface ReactorState extends LeasedDocument {
  position: number;
}

const emptyReactorState = (id: string): ReactorState => ({ _id: id, position: 0, lease: null });

// Reads only the event types it has handlers for. A read that finds none of them still moves the
// checkpoint, lazily (like a projection's, see projectionWorker.ts): it is committed with the
// next handled batch or by the lease heartbeat at most idleCheckpointMs later. Nothing between
// the committed checkpoint and the position read up to is an event of its types, so a restart
// from the committed one delivers nothing again.
export class ReactorWorker extends LeasedWorker<ReactorState> {
  private readonly handlers: ReadonlyMap<string, (event: unknown) => unknown>;
  private readonly types: readonly string[];
  // How far the log has been read and every event of our types up to it handled.
  private covered = 0;
  // The checkpoint this worker last committed.
  private persisted = 0;
  // Answers "has this reactor handled everything up to position P" in this process.
  readonly waiters = new PositionWaiters();

  constructor(
    readonly reactor: Reactor,
    deps: WorkerDeps,
  ) {
    super(reactor.name, deps, REACTORS_COLLECTION, emptyReactorState);
    this.handlers = handlerTable(reactor.on);
    this.types = [...this.handlers.keys()];
  }

  protected async work(): Promise<void> {
    const { position } = await this.state.peek();
    await this.tail(position);
  }

  private async tail(from: number): Promise<void> {
    const subscription = this.deps.eventStore.subscribeToAll({ fromPosition: from, batchSize: this.deps.batchSize, types: this.types });
    this.subscription = subscription;
    this.covered = this.persisted = from;
    this.waiters.advance(from);
    const heartbeat = setInterval(() => void this.keepLease(), Math.max(50, this.deps.leaseMs / 3));
    let idleFlush: ReturnType<typeof setTimeout> | null = null;
    try {
      for await (const batch of subscription) {
        // Live traffic lets the requests waiting on projections go first (precedence.ts).
        await this.deps.precedence.beforeBatch(this.name, batch.length, this.deps.batchSize);
        for (const event of batch) await this.handle(event);
        this.covered = Math.max(this.covered, subscription.position);
        this.waiters.advance(this.covered);
        if (batch.length > 0) {
          await this.checkpoint(this.covered);
        } else {
          idleFlush ??= setTimeout(() => {
            idleFlush = null;
            void this.keepLease();
          }, this.deps.idleCheckpointMs);
        }
      }
    } finally {
      clearInterval(heartbeat);
      if (idleFlush) clearTimeout(idleFlush);
      this.subscription = null;
      await subscription.stop();
      await this.settled();
    }
  }

  private async handle(event: RecordedEvent): Promise<void> {
    const handler = this.handlers.get(event.type);
    if (!handler) return;
    // Its batch's checkpoint covers it (see Reactor.repeatable).
    if (this.reactor.repeatable) {
      await handler(upcastEvent(this.deps.registry, event));
      return;
    }
    const handledId = `${this.name}:${event.id}`;
    if (await this.deps.readStore.collection(HANDLED_COLLECTION).get(handledId)) return;
    await handler(upcastEvent(this.deps.registry, event));
    await this.state.withState(async (state, save, unit) => {
      await unit.collection(HANDLED_COLLECTION).put({ _id: handledId, reactor: this.name, position: event.position });
      await save({ ...state, position: Math.max(state.position, event.position) });
    });
  }

  private checkpoint(position: number): Promise<void> {
    return this.exclusive(async () => {
      await this.state.withState(async (state, save) => save({ ...state, position: Math.max(state.position, position) }));
      this.persisted = Math.max(this.persisted, position);
    });
  }

  // Renews the lease and commits the checkpoint of an idle stretch (only when there is one, so
  // a heartbeat never undoes an `ops replay` rewind of a quiet reactor).
  private async keepLease(): Promise<void> {
    try {
      if (this.covered > this.persisted) await this.checkpoint(this.covered);
      else await this.exclusive(() => this.state.withState(async (state, save) => save(state)));
    } catch {
      await this.subscription?.stop();
    }
  }
}

// Rewinds reactors so that events after `position` are delivered again (ops `replay`): their
// checkpoints move back and their handled marks after that position are forgotten.
export const rewindReactor = (deps: Pick<WorkerDeps, 'readStore'>, name: string, position: number) =>
  deps.readStore.transaction(async (unit) => {
    const states = unit.collection(REACTORS_COLLECTION);
    const state = ((await states.get(name)) as ReactorState | null) ?? emptyReactorState(name);
    await states.put({ ...state, position: Math.min(state.position, position) });
    await unit.collection(HANDLED_COLLECTION).deleteMany({ reactor: name, position: { $gt: position } });
  });
