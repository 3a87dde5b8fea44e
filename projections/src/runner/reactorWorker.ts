import type { RecordedEvent } from '@lorewright/commands/eventStore/eventStore';
import type { LeasedDocument } from './leasedState';
import { handlerTable } from './handlerTable';
import { LeasedWorker } from './leasedWorker';
import { toProjectedEvent } from './projectedEvent';
import type { Reactor } from './reactor';
import type { WorkerDeps } from './workerDeps';

export const REACTORS_COLLECTION = '_reactors';
// One document per handled event: `${reactor}:${eventId}`. It is written after the side effect
// succeeds, so a crash in between repeats the effect (at least once) but a finished one never is.
export const HANDLED_COLLECTION = '_reactor_handled';

export interface ReactorState extends LeasedDocument {
  position: number;
}

const emptyReactorState = (id: string): ReactorState => ({ _id: id, position: 0, lease: null });

export class ReactorWorker extends LeasedWorker<ReactorState> {
  private readonly handlers: ReadonlyMap<string, (event: unknown) => unknown>;

  constructor(
    readonly reactor: Reactor,
    deps: WorkerDeps,
  ) {
    super(reactor.name, deps, REACTORS_COLLECTION, emptyReactorState);
    this.handlers = handlerTable(reactor.on);
  }

  protected async work(): Promise<void> {
    const { position } = await this.state.peek();
    await this.tail(position);
  }

  private async tail(from: number): Promise<void> {
    const subscription = this.deps.eventStore.subscribeToAll({ fromPosition: from, batchSize: this.deps.batchSize });
    this.subscription = subscription;
    const heartbeat = setInterval(() => void this.keepLease(), Math.max(50, this.deps.leaseMs / 3));
    try {
      for await (const batch of subscription) {
        for (const event of batch) await this.handle(event);
        if (batch.length > 0) await this.checkpoint(batch.at(-1)!.position);
      }
    } finally {
      clearInterval(heartbeat);
      this.subscription = null;
      await subscription.stop();
    }
  }

  private async handle(event: RecordedEvent): Promise<void> {
    const handler = this.handlers.get(event.type);
    if (!handler) return;
    const handledId = `${this.name}:${event.id}`;
    if (await this.deps.readStore.collection(HANDLED_COLLECTION).get(handledId)) return;
    await handler(toProjectedEvent(this.deps.registry, event));
    await this.state.withState(async (state, save, unit) => {
      await unit.collection(HANDLED_COLLECTION).put({ _id: handledId, reactor: this.name, position: event.position });
      await save({ ...state, position: Math.max(state.position, event.position) });
    });
  }

  private checkpoint(position: number): Promise<void> {
    return this.state.withState(async (state, save) => save({ ...state, position: Math.max(state.position, position) }));
  }

  private async keepLease(): Promise<void> {
    try {
      await this.state.withState(async (state, save) => save(state));
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
    await states.put({ ...state, position: Math.min(state.position, position) } as never);
    await unit.collection(HANDLED_COLLECTION).deleteMany({ reactor: name, position: { $gt: position } });
  });
