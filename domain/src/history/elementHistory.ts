import type { DomainEvent } from '../events/eventDefinition';

// The history of an element: one entry per event of its stream, with a one-line
// summary, grouped into editing sessions. Every kind of element plugs in with a describer
// (writingHistory.ts is the first); the projection and the routes only know this interface.

export const HISTORY_KINDS = ['writing', 'wiki', 'map', 'timeline', 'language', 'world'] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

// Consecutive events by the same person less than this apart belong to one editing session.
export const SESSION_GAP_MS = 15 * 60 * 1000;
export const HISTORY_PAGE_SIZE = 50;

// Names the describer remembers between events of one element (e.g. scene id → scene name), so a
// summary can say 'Edited scene “Chapter 1”' from an event that carries only the scene's id.
// Each name is kept on its own (one row per part in the projection), so an element of 20,000
// words costs each event a lookup or two, never a copy of every name it has.
export type HistoryLabels = Record<string, string>;

// A remembered name, by own property only: an id such as `constructor` is a name like any other,
// never a member every object inherits.
export const labelOf = (labels: HistoryLabels, id: string): string | undefined => (Object.hasOwn(labels, id) ? labels[id] : undefined);

// The ids in an event's data under `fields` (those present), each made a label key by `key`.
export const labelKeysIn = (data: object, fields: readonly string[], key = (id: string) => id): string[] =>
  fields.flatMap((field) => {
    const value = (data as Record<string, unknown>)[field];
    return typeof value === 'string' ? [key(value)] : [];
  });

export interface ElementDescriber<E extends DomainEvent = DomainEvent> {
  kind: HistoryKind;
  // The stream category whose events make this kind's history (`writing` for `writing-{id}`).
  category: string;
  eventTypes: readonly string[];
  elementIdOf(event: E): string;
  worldIdOf(event: E): string;
  // The label keys describe may read for this event; only those are looked up and passed in.
  labelKeysOf(event: E): readonly string[];
  // The summary, and the names this event gives (only those: the projection keeps the rest).
  describe(event: E, labels: HistoryLabels): { summary: string; labels: HistoryLabels };
}

// What the history read model stores per event. No person's name: actors are resolved at read time.
export interface HistoryEntry {
  _id: string;
  kind: HistoryKind;
  elementId: string;
  worldId: string;
  revision: number;
  position: number;
  at: string;
  actorId: string | null;
  // Others whose typing this change carries (text typed together, saved by the actor).
  coActorIds?: string[];
  type: string;
  summary: string;
  session: string;
}

// Where the last entry of an element left off, enough to decide the next entry's session.
export interface SessionMark {
  actorId: string | null;
  at: string;
  session: string;
}

// The session of an event by `actorId` at `at`, after `last` (null for an element's first
// event): the last one's when the same person acted again within SESSION_GAP_MS, else a new
// one named by this event's id.
export const sessionOf = (last: SessionMark | null, next: { id: string; actorId: string | null; at: string }): string => {
  if (!last || last.actorId !== next.actorId) return next.id;
  const gap = Date.parse(next.at) - Date.parse(last.at);
  return gap >= 0 && gap < SESSION_GAP_MS ? last.session : next.id;
};

// Entries (newest first, as a page lists them) grouped by session, keeping their order.
export const groupBySession = <T extends { session: string }>(entries: readonly T[]): { session: string; entries: T[] }[] => {
  const groups: { session: string; entries: T[] }[] = [];
  for (const entry of entries) {
    const last = groups.at(-1);
    if (last && last.session === entry.session) last.entries.push(entry);
    else groups.push({ session: entry.session, entries: [entry] });
  }
  return groups;
};

export const quoted = (text: string) => `“${text}”`;

// A part named by the label remembered for its id (a key, a line, a section), or `otherwise`.
export const namedPart = (labels: HistoryLabels, id: string, otherwise: string) => quoted(labelOf(labels, id) ?? otherwise);

// One change's line, with the labels it teaches the lines after it.
export const said = (summary: string, labels: HistoryLabels = {}) => ({ summary, labels });
