// Raised inside a unit of work when another process holds this worker's lease, so nothing of
// the batch is committed and the worker steps back into standby.
export class LeaseLostError extends Error {
  constructor(name: string) {
    super(`Lease of ${name} is held by another process.`);
    this.name = 'LeaseLostError';
  }
}
