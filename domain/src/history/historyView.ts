import type { Visibility } from '../worlds/world.events';
import type { SceneView } from '../writings/writingView';
import type { DiffRun } from './sceneDiff';

// What the history routes answer, shared by the API and the client. Zod-free.

export interface HistoryEntryView {
  revision: number;
  at: string;
  // Named at read time; null _id for the system.
  actor: { _id: string | null; name: string };
  // Who typed together with the actor in this change (co-typed text), named at read time.
  with?: { _id: string; name: string }[];
  summary: string;
  session: string;
}

// 'Ann Author' or, for text typed together, 'Ann Author with Bea Editor and Cid': the actor of a
// session's newest change and everyone who typed with them in any change of it.
export const sessionPeople = (entries: readonly HistoryEntryView[]): string => {
  const [first] = entries;
  if (!first) return '';
  const others = new Map<string, string>();
  for (const entry of entries) for (const person of entry.with ?? []) if (person._id !== first.actor._id) others.set(person._id, person.name);
  const names = [...others.values()];
  if (names.length === 0) return first.actor.name;
  const joined = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `${first.actor.name} with ${joined}`;
};

export interface HistoryPageView {
  entries: HistoryEntryView[];
  total: number;
  page: number;
  pageSize: number;
}

// A writing as it was at one revision: read-only, what its reader view shows.
export interface WritingVersionView {
  _id: string;
  worldID: string;
  title: string;
  visibility: Visibility;
  revision: number;
  at: string;
  scenes: SceneView[];
}

// One part of an element (a writing's scene, a wiki's section) then against now.
export interface PartDiffView {
  part: string;
  name: string;
  runs: DiffRun[];
}
