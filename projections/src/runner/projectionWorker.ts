import type { RecordedEvent } from '@lorewright/commands/eventStore/eventStore';
import { upcastEvent } from '@lorewright/commands/eventStore/streamReader';
import type { CollectionWriter, UnitOfWork } from '../readStore/readStore';
import { LeaseLostError } from './leaseLost';
import { LeasedWorker } from './leasedWorker';
import { PositionWaiters } from './positionWaiters';
import { handlerTable } from './handlerTable';
import type { HeldWrites, Projection, ProjectionStore } from './projection';
import { isBulkEvent } from './precedence';
import {
  PROJECTIONS_COLLECTION,
  buildTag,
  emptyProjectionState,
  physicalCollection,
  type BuildState,
  type ProjectionState,
  type RetiredBuild,
} from './projectionState';
import { sleep } from './sleep';
import type { WorkerDeps } from './workerDeps';

// Events from which a batch is applied in turns with the other workers (Precedence.nextSlice).
const LONG_BATCH = 100;
// Elements whose parts a slice holds (ProjectionStore.held) before it writes them: a rebuild's
// slice is a whole batch, and one of 10,000 points is megabytes parsed.
const MAX_HELD = 16;

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
//
// It reads only the event types it has handlers for (the store filters them), so the checkpoint
// can move past events it never sees. While tailing, a read that finds none of its types moves
// the checkpoint in memory at once (`covered`, what waitFor answers from in this process) and
// commits it lazily: with the next batch it applies, or by the heartbeat at most
// `idleCheckpointMs` later, so quiet stretches cost no read-store transaction. This is safe
// because (persisted, covered] holds no event this projection handles: a restart from the
// persisted checkpoint re-reads nothing there, so no handler runs twice (handlers need not be
// idempotent), and the checkpoint never passes an event it has not applied. Processes standing
// by follow the committed checkpoint, at most idleCheckpointMs (+ their 250 ms poll) behind.
export class ProjectionWorker extends LeasedWorker<ProjectionState> {
  readonly waiters = new PositionWaiters();
  private restart = false;
  private readonly indexedTags = new Set<string>();
  private readonly handlers: ReadonlyMap<string, (event: unknown, store: ProjectionStore) => unknown>;
  private readonly types: readonly string[];
  // While tailing: the active build's checkpoint as committed, and how far the log has been read.
  private persisted = 0;
  private covered = 0;
  // Whether requests are served beside this worker (in a server, not the ops command line's
  // runToHead): then long batches are applied in slices.
  private serving = true;
  // Retired builds being dropped beside the work (dropBuildsBeside).
  private dropping: Promise<void> | null = null;

  constructor(
    readonly projection: Projection,
    deps: WorkerDeps,
    private readonly options: ProjectionWorkerOptions,
  ) {
    super(projection.name, deps, PROJECTIONS_COLLECTION, emptyProjectionState);
    this.handlers = handlerTable(projection.on);
    this.types = [...this.handlers.keys()];
  }

  // Runs until caught up with the log head as it was when called, then lets the lease go; for
  // the ops CLI and tests. Throws LeaseLostError when another process runs the projection.
  async runToHead(onProgress?: (position: number) => void): Promise<void> {
    if (!(await this.state.acquire())) throw new LeaseLostError(this.name);
    this.owning = true;
    // Nothing else is served meanwhile: whole batches, with none of the slices' extra commits.
    this.serving = false;
    try {
      let state = await this.prepareBuilds();
      await this.ensureIndexes(state);
      if (state.next) state = await this.rebuild(state, onProgress);
      let active = state.active!;
      const head = await this.deps.eventStore.headPosition();
      while (active.position < head) {
        const { events, to } = await this.readBatch(active.position);
        if (to <= active.position) break;
        active = await this.applyBatch('active', active.position, events, to);
        onProgress?.(active.position);
      }
      await this.dropRetired(0);
    } finally {
      await this.state.release();
      this.owning = false;
      this.serving = true;
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

  // Reads the next batch of this projection's event types after `from`; `to` is how far the log
  // has been read: the last event's position for a full batch, else the head seen before reading.
  private async readBatch(from: number): Promise<{ events: RecordedEvent[]; to: number }> {
    const { eventStore, batchSize } = this.deps;
    const head = await eventStore.headPosition();
    const events = await eventStore.readAll({ fromPosition: from, maxCount: batchSize, types: this.types });
    const last = events.at(-1)?.position ?? from;
    return { events, to: events.length < batchSize ? Math.max(head, last) : last };
  }

  private async tail(active: BuildState): Promise<void> {
    const subscription = this.deps.eventStore.subscribeToAll({ fromPosition: active.position, batchSize: this.deps.batchSize, types: this.types });
    this.subscription = subscription;
    this.restart = false;
    this.persisted = this.covered = active.position;
    const heartbeat = setInterval(() => void this.heartbeat(), Math.max(50, this.deps.leaseMs / 3));
    let idleFlush: ReturnType<typeof setTimeout> | null = null;
    try {
      for await (const batch of subscription) {
        const to = subscription.position;
        if (batch.length > 0) {
          // Live traffic lets the requests waiting on other projections go first (precedence.ts).
          await this.deps.precedence.beforeBatch(this.name, batch.length, this.deps.batchSize, { bulk: batch.some(isBulkEvent) });
          // The transaction commits the checkpoint of any idle stretch before the batch as well.
          await this.exclusive(async () => {
            this.persisted = this.covered = (await this.applyBatch('active', this.persisted, batch, to)).position;
          });
        } else if (to > this.covered) {
          // Nothing of ours up to `to`: waitFor may pass it now; the commit can wait.
          this.covered = to;
          this.waiters.advance(to);
          idleFlush ??= setTimeout(() => {
            idleFlush = null;
            void this.heartbeat();
          }, this.deps.idleCheckpointMs);
        }
        if (this.restart) break;
      }
    } finally {
      clearInterval(heartbeat);
      if (idleFlush) clearTimeout(idleFlush);
      this.subscription = null;
      await subscription.stop();
      await this.settled();
      await this.dropping;
    }
  }

  // Keeps the lease while the log is quiet, commits the checkpoint of an idle stretch, notices
  // rebuild requests from the ops CLI, and drops builds retired longer than their grace (a
  // rebuild in a running server would otherwise keep the old build until the next restart).
  private heartbeat(): Promise<void> {
    return this.exclusive(async () => {
      try {
        const to = this.covered;
        const due = await this.withState(async (state, save) => {
          if (state.rebuildRequested || state.next) this.restart = true;
          if (state.active && to > this.persisted) {
            if (state.active.position !== this.persisted) throw new LeaseLostError(this.name);
            state.active.position = to;
          }
          const due = this.takeDueRetired(state, this.options.retireGraceMs);
          await save(state);
          return due;
        });
        this.persisted = Math.max(this.persisted, to);
        if (due.length > 0) this.dropBuildsBeside(due);
      } catch (error) {
        this.restart = true;
        if (!(error instanceof LeaseLostError)) this.deps.logger.error({ projection: this.name, err: error }, 'heartbeat failed');
      }
      if (this.restart) await this.subscription?.stop();
    });
  }

  // Drops builds beside the work rather than inside its bookkeeping: batches keep being applied
  // (and read-your-writes answered) while a large build's rows go, a chunk at a time. The state
  // no longer lists them, so each drop is queued after the one before, never skipped.
  private dropBuildsBeside(due: readonly RetiredBuild[]): void {
    const run: Promise<void> = (this.dropping ?? Promise.resolve())
      .then(() => this.dropBuilds(due))
      .catch((error: unknown) => this.deps.logger.error({ projection: this.name, err: error }, 'dropping a retired build failed'))
      .finally(() => {
        if (this.dropping === run) this.dropping = null;
      });
    this.dropping = run;
  }

  private async rebuild(initial: ProjectionState, onProgress?: (position: number) => void): Promise<ProjectionState> {
    const { batchSize } = this.deps;
    let next = initial.next!;
    let active = initial.active!;
    const activeIsCurrent = active.version === this.projection.version;
    this.deps.logger.info({ projection: this.name, build: buildTag(next) }, 'rebuilding projection');
    while (!this.abort.signal.aborted) {
      const batch = await this.readBatch(next.position);
      if (batch.to > next.position) next = await this.applyBatch('next', next.position, batch.events, batch.to);
      onProgress?.(next.position);
      // The live build keeps serving fresh reads while its replacement catches up.
      if (activeIsCurrent) {
        const live = await this.readBatch(active.position);
        if (live.to > active.position) active = await this.applyBatch('active', active.position, live.events, live.to);
      }
      const caughtUp = batch.events.length < batchSize && (!activeIsCurrent || next.position >= active.position);
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

  // Applies the batch and moves the checkpoint to `to` (at or past its last event: the batch
  // holds every event of this projection's types up to `to`), a slice at a time (sliceMs).
  private async applyBatch(which: Which, expectedFrom: number, batch: RecordedEvent[], to: number): Promise<BuildState> {
    let from = expectedFrom;
    let rest = batch;
    // A long batch waits for its turn from the start; a save's few events go at once.
    if (this.serving && batch.length >= LONG_BATCH) await this.deps.precedence.nextSlice(this.name);
    for (;;) {
      const { build, applied } = await this.applySlice(which, from, rest, to);
      if (which === 'active') this.waiters.advance(build.position);
      if (applied === rest.length) return build;
      from = build.position;
      rest = rest.slice(applied);
      await this.deps.precedence.nextSlice(this.name);
    }
  }

  // Applies events of `batch` in one transaction until sliceMs have passed (at least one). All
  // applied: the checkpoint moves to `to`; else to the last event applied, which is exact too:
  // every event of ours up to it is applied, and the next slice starts after it.
  private async applySlice(which: Which, expectedFrom: number, batch: RecordedEvent[], to: number): Promise<{ build: BuildState; applied: number }> {
    const { registry } = this.deps;
    const sliceMs = this.serving ? this.deps.sliceMs : Infinity;
    return this.withState(async (state, save, unit) => {
      const build = state[which];
      // Someone else moved this checkpoint: our view of it is stale, so apply nothing.
      if (!build || build.position !== expectedFrom) throw new LeaseLostError(this.name);
      const store = this.storeFor(unit, buildTag(build), sliceMs);
      const started = performance.now();
      let applied = 0;
      while (applied < batch.length) {
        const event = batch[applied++];
        const handler = this.handlers.get(event.type);
        if (handler) await handler(upcastEvent(registry, event), store);
        // A rebuild's slice is a whole batch: what its handlers hold is written as it grows.
        if (store.holding() > MAX_HELD) await store.settle();
        if (performance.now() - started >= sliceMs) break;
      }
      await store.settle();
      build.position = applied === batch.length ? to : batch[applied - 1].position;
      await save(state);
      return { build, applied };
    });
  }

  private storeFor(unit: UnitOfWork, tag: string, sliceMs: number): ProjectionStore & { holding(): number } {
    // One writer per collection for the whole batch rather than one per event: a rebuild calls
    // this for every event it applies.
    const writers = new Map<string, CollectionWriter>();
    const held = new Map<string, HeldWrites>();
    let turnStarted = performance.now();
    return {
      held: <T extends HeldWrites>(key: string, make: () => T): T => {
        let kept = held.get(key);
        if (!kept) held.set(key, (kept = make()));
        return kept as T;
      },
      settle: async () => {
        for (const kept of held.values()) await kept.flush();
        held.clear();
      },
      holding: () => held.size,
      // A turn as the slices of long batches take them: one slice per turn for all workers.
      breathe: async () => {
        if (performance.now() - turnStarted < sliceMs) return;
        await this.deps.precedence.nextSlice(this.name);
        turnStarted = performance.now();
      },
      collection: (logical: string): CollectionWriter => {
        let writer = writers.get(logical);
        if (writer) return writer;
        if (!Object.hasOwn(this.projection.collections, logical)) {
          throw new Error(`Projection ${this.name} has no collection ${logical}; declare it in collections.`);
        }
        writer = unit.collection(this.physical(logical, tag));
        writers.set(logical, writer);
        return writer;
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

  // Takes the builds retired at least graceMs ago off the state's list; the caller saves it.
  private takeDueRetired(state: ProjectionState, graceMs: number): RetiredBuild[] {
    const cutoff = this.deps.now() - graceMs;
    const due = state.retired.filter((r) => r.at <= cutoff);
    state.retired = state.retired.filter((r) => r.at > cutoff);
    return due;
  }

  private async dropRetired(graceMs: number): Promise<void> {
    const due = await this.withState(async (state, save) => {
      const due = this.takeDueRetired(state, graceMs);
      if (due.length > 0) await save(state);
      return due;
    });
    await this.dropBuilds(due);
  }

  private async dropBuilds(due: readonly RetiredBuild[]): Promise<void> {
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

  private withState<T>(fn: (state: ProjectionState, save: (state: ProjectionState) => Promise<void>, unit: UnitOfWork) => Promise<T>): Promise<T> {
    return this.state.withState(fn);
  }
}
