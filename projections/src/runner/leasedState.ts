import type { ReadStore, UnitOfWork } from '../readStore/readStore';
import { LeaseLostError } from './leaseLost';

export interface Lease {
  owner: string;
  expiresAt: number; // epoch ms
}

export type LeasedDocument = { _id: string; lease: Lease | null };

export const leaseIsFree = (lease: Lease | null, owner: string, now: number) => !lease || lease.owner === owner || lease.expiresAt <= now;

export interface LeasedStateOptions<S extends LeasedDocument> {
  readStore: ReadStore;
  collection: string;
  id: string;
  owner: string;
  leaseMs: number;
  now: () => number;
  empty: (id: string) => S;
}

// A worker's bookkeeping document guarded by a lease: one process at a time may run the worker,
// and every change of the document (checkpoints included) happens in a transaction that first
// checks the lease is still ours.
export const leasedState = <S extends LeasedDocument>(options: LeasedStateOptions<S>) => {
  const { readStore, collection, id, owner, leaseMs, now, empty } = options;
  const load = async (unit: UnitOfWork) => ((await unit.collection(collection).get(id)) as S | null) ?? empty(id);
  const put = (unit: UnitOfWork, state: S) => unit.collection(collection).put(state);

  return {
    acquire: (): Promise<boolean> =>
      readStore.transaction(async (unit) => {
        const state = await load(unit);
        if (!leaseIsFree(state.lease, owner, now())) return false;
        await put(unit, { ...state, lease: { owner, expiresAt: now() + leaseMs } });
        return true;
      }),

    release: (): Promise<void> =>
      readStore.transaction(async (unit) => {
        const state = await load(unit);
        if (state.lease?.owner === owner) await put(unit, { ...state, lease: null });
      }),

    // The committed document, for processes that only follow (standby, status).
    peek: async (): Promise<S> => ((await readStore.collection(collection).get(id)) as S | null) ?? empty(id),

    // Runs fn in a transaction on the document; `save` writes it back with the lease renewed.
    // Throws LeaseLostError (and commits nothing) when another process holds the lease.
    withState: <T>(fn: (state: S, save: (state: S) => Promise<void>, unit: UnitOfWork) => Promise<T>): Promise<T> =>
      readStore.transaction(async (unit) => {
        const state = await load(unit);
        if (!leaseIsFree(state.lease, owner, now())) throw new LeaseLostError(id);
        const save = (next: S) => put(unit, { ...next, lease: { owner, expiresAt: now() + leaseMs } });
        return fn(state, save, unit);
      }),
  };
};

export type LeasedState<S extends LeasedDocument> = ReturnType<typeof leasedState<S>>;
