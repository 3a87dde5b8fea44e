import type { RecordedEvent } from '@lorewright/commands/eventStore/eventStore';
import type { CollectionWriter, UnitOfWork } from '../readStore/readStore';
import { LeaseLostError } from './leaseLost';
import { LeasedWorker } from './leasedWorker';
import { PositionWaiters } from './positionWaiters';
import { handlerTable } from './handlerTable';
import type { Projection, ProjectionStore } from './projection';
import { toProjectedEvent } from './projectedEvent';
import {
  PROJECTIONS_COLLECTION,
  buildTag,
  emptyProjectionState,
  physicalCollection,
  type BuildState,
  type ProjectionState,
} from './projectionState';
import { sleep } from './sleep';
import type { WorkerDeps } from './workerDeps';

export interface ProjectionWorkerOptions {
  // How long a replaced build is kept for readers in other instances before it is dropped.
  retireGraceMs: number;
  onSwitch?: (name: string) => void;
}

type Which = 'active' | 'next';

// Keeps one projection's read model up to date: catches up from its checkpoint in batches,
// tails the log, and rebuilds into a new build (blue-green) on a version bump or on request.
// Each batch's writes and the checkpoint commit in one transaction, so every event is applied
// exactly once.
export class ProjectionWorker extends LeasedWorker<ProjectionState> {
  readonly waiters = new PositionWaiters();
  private restart = false;
  private readonly indexedTags = new Set<string>();
  private readonly handlers: ReadonlyMap<string, (event: unknown, store: ProjectionStore) => unknown>;

  constructor(
    readonly projection: Projection,
    deps: WorkerDeps,
    private readonly options: ProjectionWorkerOptions,
  ) {
    super(projection.name, deps, PROJECTIONS_COLLECTION, emptyProjectionState);
    this.handlers = handlerTable(projection.on);
  }

  // Runs until caught up with the log head as it was when called, then lets the lease go; for
  // the ops CLI and tests. Throws LeaseLostError when another process runs the projection.
  async runToHead(onProgress?: (position: number) => void): Promise<void> {
    if (!(await this.state.acquire())) throw new LeaseLostError(this.name);
    this.owning = true;
    try {
      let state = await this.prepareBuilds();
      await this.ensureIndexes(state);
      if (state.next) state = await this.rebuild(state, onProgress);
      let active = state.active!;
      const head = await this.deps.eventStore.headPosition();
      while (active.position < head) {
        const batch = await this.deps.eventStore.readAll({ fromPosition: active.position, maxCount: this.deps.batchSize });
        if (batch.length === 0) break;
        active = await this.applyBatch('active', active.position, batch);
        onProgress?.(active.position);
      }
      await this.dropRetired(0);
    } finally {
      await this.state.release();
      this.owning = false;
    }
  }

  protected async work(): Promise<void> {
    let state = await this.prepareBuilds();
    await this.ensureIndexes(state);
    await this.dropRetired(this.options.retireGraceMs);
    this.waiters.advance(state.active!.position);
    if (state.next) state = await this.rebuild(state);
    if (!this.abort.signal.aborted) await this.tail(state.active!);
  }

  private async tail(active: BuildState): Promise<void> {
    const subscription = this.deps.eventStore.subscribeToAll({ fromPosition: active.position, batchSize: this.deps.batchSize });
    this.subscription = subscription;
    this.restart = false;
    const heartbeat = setInterval(() => void this.heartbeat(), Math.max(50, this.deps.leaseMs / 3));
    try {
      let position = active.position;
      for await (const batch of subscription) {
        if (batch.length === 0) continue;
        position = (await this.applyBatch('active', position, batch)).position;
        if (this.restart) break;
      }
    } finally {
      clearInterval(heartbeat);
      this.subscription = null;
      await subscription.stop();
    }
  }

  // Keeps the lease while the log is quiet and notices rebuild requests from the ops CLI.
  private async heartbeat(): Promise<void> {
    try {
      await this.withState(async (state, save) => {
        if (state.rebuildRequested || state.next) this.restart = true;
        await save(state);
      });
    } catch (error) {
      this.restart = true;
      if (!(error instanceof LeaseLostError)) this.deps.logger.error({ projection: this.name, err: error }, 'heartbeat failed');
    }
    if (this.restart) await this.subscription?.stop();
  }

  private async rebuild(initial: ProjectionState, onProgress?: (position: number) => void): Promise<ProjectionState> {
    const { eventStore, batchSize } = this.deps;
    let next = initial.next!;
    let active = initial.active!;
    const activeIsCurrent = active.version === this.projection.version;
    this.deps.logger.info({ projection: this.name, build: buildTag(next) }, 'rebuilding projection');
    while (!this.abort.signal.aborted) {
      const batch = await eventStore.readAll({ fromPosition: next.position, maxCount: batchSize });
      if (batch.length > 0) next = await this.applyBatch('next', next.position, batch);
      onProgress?.(next.position);
      // The live build keeps serving fresh reads while its replacement catches up.
      if (activeIsCurrent) {
        const live = await eventStore.readAll({ fromPosition: active.position, maxCount: batchSize });
        if (live.length > 0) active = await this.applyBatch('active', active.position, live);
      }
      const caughtUp = batch.length < batchSize && (!activeIsCurrent || next.position >= active.position);
      if (caughtUp) return this.switchToNext();
    }
    return initial;
  }

  private async switchToNext(): Promise<ProjectionState> {
    const state = await this.withState(async (state, save) => {
      if (!state.next) return state;
      if (state.active) state.retired.push({ tag: buildTag(state.active), at: this.deps.now() });
      state.active = state.next;
      state.next = null;
      await save(state);
      return state;
    });
    this.waiters.advance(state.active!.position);
    this.options.onSwitch?.(this.name);
    this.deps.logger.info({ projection: this.name, build: buildTag(state.active!) }, 'projection switched to new build');
    return state;
  }

  private async applyBatch(which: Which, expectedFrom: number, batch: RecordedEvent[]): Promise<BuildState> {
    const { registry } = this.deps;
    const target = await this.withState(async (state, save, unit) => {
      const build = state[which];
      // Someone else moved this checkpoint: our view of it is stale, so apply nothing.
      if (!build || build.position !== expectedFrom) throw new LeaseLostError(this.name);
      const store = this.storeFor(unit, buildTag(build));
      for (const event of batch) {
        const handler = this.handlers.get(event.type);
        if (handler) await handler(toProjectedEvent(registry, event), store);
      }
      build.position = batch.at(-1)!.position;
      await save(state);
      return build;
    });
    if (which === 'active') this.waiters.advance(target.position);
    return target;
  }

  private storeFor(unit: UnitOfWork, tag: string): ProjectionStore {
    return {
      collection: (logical: string): CollectionWriter => {
        if (!Object.hasOwn(this.projection.collections, logical)) {
          throw new Error(`Projection ${this.name} has no collection ${logical}; declare it in collections.`);
        }
        return unit.collection(this.physical(logical, tag));
      },
    };
  }

  private physical(logical: string, tag: string) {
    return physicalCollection(`${this.name}__${logical}`, tag);
  }

  // Creates the build(s) this code version should write: the first build, or a new one
  // beside the live one after a version bump or a rebuild request.
  private prepareBuilds(): Promise<ProjectionState> {
    const { version } = this.projection;
    return this.withState(async (state, save) => {
      const newest = Math.max(state.active?.build ?? 0, state.next?.build ?? 0);
      if (state.next && state.next.version !== version) {
        state.retired.push({ tag: buildTag(state.next), at: this.deps.now() });
        state.next = null;
      }
      if (!state.active) {
        state.active = { version, build: newest + 1, position: 0 };
      } else if (!state.next && (state.active.version !== version || state.rebuildRequested)) {
        state.next = { version, build: newest + 1, position: 0 };
      }
      state.rebuildRequested = false;
      await save(state);
      return state;
    });
  }

  private async ensureIndexes(state: ProjectionState): Promise<void> {
    for (const build of [state.active, state.next]) {
      if (!build || build.version !== this.projection.version) continue;
      const tag = buildTag(build);
      if (this.indexedTags.has(tag)) continue;
      for (const [logical, indexes] of Object.entries(this.projection.collections)) {
        if (indexes.length > 0) await this.deps.readStore.ensureIndexes(this.physical(logical, tag), indexes);
      }
      this.indexedTags.add(tag);
    }
  }

  private async dropRetired(graceMs: number): Promise<void> {
    const due = await this.withState(async (state, save) => {
      const cutoff = this.deps.now() - graceMs;
      const due = state.retired.filter((r) => r.at <= cutoff);
      if (due.length === 0) return due;
      state.retired = state.retired.filter((r) => r.at > cutoff);
      await save(state);
      return due;
    });
    if (due.length === 0) return;
    const collections = await this.deps.readStore.listCollections();
    for (const { tag } of due) {
      for (const name of collections) {
        if (name.startsWith(`${this.name}__`) && name.endsWith(`_${tag}`)) await this.deps.readStore.dropCollection(name);
      }
    }
  }

  // Another process runs this projection: follow its checkpoint for waitFor.
  protected override async standBy(): Promise<void> {
    const state = await this.state.peek();
    if (state.active) this.waiters.advance(state.active.position);
    await sleep(250, this.abort.signal);
  }

  private withState<T>(
    fn: (state: ProjectionState, save: (state: ProjectionState) => Promise<void>, unit: UnitOfWork) => Promise<T>,
  ): Promise<T> {
    return this.state.withState(fn);
  }
}
