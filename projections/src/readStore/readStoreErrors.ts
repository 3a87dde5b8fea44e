// Errors every ReadStore adapter throws the same way, so callers can handle them without
// knowing which adapter runs.

// A write (or a unique index build) would give two documents the same _id or the same key of a
// unique index.
export class DuplicateKeyError extends Error {
  override readonly name = 'DuplicateKeyError';

  constructor(
    readonly collection: string,
    detail: string,
    options?: { cause?: unknown },
  ) {
    super(`Duplicate key in collection "${collection}": ${detail}`, options);
  }
}

// A unit of work was used after its transaction ended (e.g. a write that was not awaited).
export class UnitOfWorkFinishedError extends Error {
  override readonly name = 'UnitOfWorkFinishedError';

  constructor() {
    super('This unit of work has finished: its transaction committed or rolled back, so it can no longer read or write.');
  }
}
