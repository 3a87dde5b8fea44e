import type { RuneRef } from './runeRef';

// A key's three fields each remember when they last changed and what they held before, so a key
// map sent from a tab whose copy of a key is stale can still be read: a field the tab shows as it
// was before the change elsewhere is one the tab did not touch (kept as it now is), while a field
// the tab changed that was also changed elsewhere is a conflict. One step of history suffices for
// the common case of two tabs; a copy older than that is a conflict when it differs.
export interface KeyFields {
  key: string;
  order: number;
  rune: RuneRef | null;
}
export type KeyField = keyof KeyFields;

export interface FieldHistory<T> {
  // The stream revision the field got its present value at.
  revision: number;
  previous?: { value: T; revision: number };
}
export type KeyHistory = { [F in KeyField]: FieldHistory<KeyFields[F]> };

export const KEY_FIELDS: readonly KeyField[] = ['key', 'order', 'rune'];

export const newKeyHistory = (revision: number): KeyHistory => ({ key: { revision }, order: { revision }, rune: { revision } });

export const changedHistory = <F extends KeyField>(history: KeyHistory, field: F, before: KeyFields[F], revision: number): KeyHistory => ({
  ...history,
  [field]: { revision, previous: { value: before, revision: history[field].revision } },
});

// What a field held at `revision`, when the history still knows it.
export const fieldAt = <F extends KeyField>(fields: KeyFields, history: KeyHistory, field: F, revision: number): { value: KeyFields[F] } | null => {
  const past = history[field] as FieldHistory<KeyFields[F]>;
  if (revision >= past.revision) return { value: fields[field] };
  if (past.previous && revision >= past.previous.revision) return { value: past.previous.value };
  return null;
};
