import { z } from 'zod';
import { PagePlace } from '../shared/pageView';
import { Visibility } from '../worlds/world.events';
import { SceneView } from '../writings/writingView';
import { DiffRun } from './sceneDiff';

// What the history routes answer, shared by the API (their answer schemas) and the client.

export const HistoryEntryView = z.object({
  revision: z.number(),
  at: z.string(),
  // Named at read time; null _id for the system.
  actor: z.object({ _id: z.string().nullable(), name: z.string() }),
  // Who typed together with the actor in this change (co-typed text), named at read time.
  with: z.array(z.object({ _id: z.string(), name: z.string() })).optional(),
  summary: z.string(),
  session: z.string(),
});
export type HistoryEntryView = z.infer<typeof HistoryEntryView>;

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

// GET history/{kind}/{id}: a page of an element's changes, newest first.
export const HistoryPageView = PagePlace.extend({ entries: z.array(HistoryEntryView) });
export type HistoryPageView = z.infer<typeof HistoryPageView>;

// A writing as it was at one revision: read-only, what its reader view shows.
export const WritingVersionView = z.object({
  _id: z.string(),
  worldID: z.string(),
  title: z.string(),
  visibility: Visibility,
  revision: z.number(),
  at: z.string(),
  scenes: z.array(SceneView),
});
export type WritingVersionView = z.infer<typeof WritingVersionView>;

// One part of an element (a writing's scene, a wiki's section) then against now.
// GET history/{kind}/{id}/at/{revision}/diff.
export const PartDiffView = z.object({
  part: z.string(),
  name: z.string(),
  runs: z.array(DiffRun),
});
export type PartDiffView = z.infer<typeof PartDiffView>;
