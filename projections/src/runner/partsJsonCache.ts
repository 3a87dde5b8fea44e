import type { CollectionReader } from '../readStore/readStore';
import { nextTurn } from './precedence';

// Large elements (a timeline's points, a map's points, a lexicon's words) kept serialised, each
// part's JSON by itself, and brought up to a newer revision by reading only the parts written or
// deleted since (the newest by `rev`), so editing one point of 10,000 serialises one point, not
// 10,000. An element changed by more than CHANGES_READ parts since it was kept, or not kept, is
// read whole.
//
// Parts come in groups (a timeline's lines; one group for the others), each in the order of its
// parts' `order` (ties by id). The projection stamps each part's document with the stream revision
// that last wrote it (`rev`) and leaves a mark with the revision of a deletion.

export const CHANGES_READ = 200;
const WHOLE_PAGE = 500;
// What all kept elements may take, counted as their JSON's length (each is kept twice: by part
// and whole).
const MAX_CHARS = 32 * 1024 * 1024;

export interface StoredPart {
  // The part's own id within the element.
  id: string;
  group: string;
  order: number | string;
  rev: number;
  // The part as the view shows it; or, where the store keeps it serialised, its JSON as `json`.
  shown?: unknown;
  json?: string;
}

export interface GonePart {
  id: string;
  group: string;
  rev: number;
}

// The parts written (newest state) and deleted after a revision, oldest first.
export interface PartsChanged {
  written: StoredPart[];
  gone: GonePart[];
}

export interface PartReads {
  // The element's parts a page at a time, in a stable order.
  pages(elementId: string, size: number): AsyncIterable<StoredPart[]>;
  // What changed after `revision`, or null when that may be more than CHANGES_READ parts (or
  // deleted parts).
  changedSince(elementId: string, revision: number): Promise<PartsChanged | null>;
}

// A part's JSON: as kept, or made from the part as shown.
export const partJsonText = (part: StoredPart): string => part.json ?? JSON.stringify(part.shown);
// A part as shown: as kept, or read from its JSON.
export const partShown = <T>(part: StoredPart): T => (part.json === undefined ? part.shown : JSON.parse(part.json)) as T;

// An edit changes a part or two: the newest few are read first, and CHANGES_READ only when all
// of those changed (reading 200 documents to find one was most of an edit's answer).
const FIRST_READ = 8;

// The changes since `revision`, oldest first, or null when there may be more than were read.
// Rows come newest first: once one is not newer than `revision`, none after it is.
const since = async <T extends { rev: number }>(read: (limit: number) => Promise<T[]>, revision: number): Promise<T[] | null> => {
  for (const limit of [FIRST_READ, CHANGES_READ]) {
    const changed = (await read(limit)).filter((row) => row.rev > revision);
    if (changed.length < limit) return changed.reverse();
  }
  return null;
};

// changedSince from reads of the `limit` parts (or deleted parts) written last, newest first.
export const changesFromNewest =
  (newest: (elementId: string, limit: number) => Promise<StoredPart[]>, newestGone: (elementId: string, limit: number) => Promise<GonePart[]>) =>
  async (elementId: string, revision: number): Promise<PartsChanged | null> => {
    const [written, gone] = await Promise.all([since((limit) => newest(elementId, limit), revision), since((limit) => newestGone(elementId, limit), revision)]);
    return written && gone ? { written, gone } : null;
  };

// An element's part reads from a projection's two collections: its part documents (each stamped
// `rev`) and the marks of deleted ones (`_id` `{elementId}/{partId}`), both holding the element's
// id in `field` and indexed on [field, -rev]; pages come in the order of `pageBy` (then `_id`),
// which an index on [field, pageBy] serves.
export const partReadsOf = <P extends { _id: string }, G extends { _id: string; rev: number }>(
  collections: { parts: CollectionReader; gone: CollectionReader },
  {
    field,
    pageBy,
    storedPart,
    groupOfGone,
  }: { field: string; pageBy: 'order' | '_id'; storedPart: (record: P) => StoredPart; groupOfGone: (record: G) => string },
): PartReads => {
  const newest = async <T>(collection: CollectionReader, elementId: string, limit: number) =>
    (await collection.find({ [field]: elementId }, { sort: { rev: -1 }, limit })) as unknown as T[];
  return {
    pages: (elementId, size) => keysetPages<P>(collections.parts, { [field]: elementId }, pageBy, size, storedPart),
    changedSince: changesFromNewest(
      async (elementId, limit) => (await newest<P>(collections.parts, elementId, limit)).map(storedPart),
      async (elementId, limit) =>
        (await newest<G>(collections.gone, elementId, limit)).map((record) => ({
          id: record._id.slice(elementId.length + 1),
          group: groupOfGone(record),
          rev: record.rev,
        })),
    ),
  };
};

// Pages read after the last key seen, not by skipping: each page reads its own rows, where a
// skip of 9,500 made SQLite walk the 9,500 before (a whole read of 10,000 parts read ~105,000
// rows). Parts sharing the last key are read again and dropped, so the page asks for as many
// more as it has already seen of that key.
async function* keysetPages<P extends { _id: string }>(
  parts: CollectionReader,
  filter: Record<string, unknown>,
  by: 'order' | '_id',
  size: number,
  storedPart: (record: P) => StoredPart,
): AsyncIterable<StoredPart[]> {
  const keyOf = (record: P) => (record as unknown as Record<string, number | string>)[by];
  type After = { key: number | string; id: string; tied: number };
  let after: After | null = null;
  for (;;) {
    const range = after && { [by]: { [by === '_id' ? '$gt' : '$gte']: after.key } };
    const limit = size + (after?.tied ?? 0);
    const rows = (await parts.find({ ...filter, ...range }, { sort: { [by]: 1, _id: 1 }, limit })) as unknown as P[];
    const seen: After | null = after;
    const fresh: P[] = seen ? rows.filter((row) => keyOf(row) !== seen.key || row._id > seen.id) : rows;
    if (fresh.length > 0) yield fresh.map(storedPart);
    if (rows.length < limit) return;
    // The rows of the last key were all read (a range from a key reads all of that key's again).
    const key = keyOf(rows[rows.length - 1]);
    const last: string = fresh.length > 0 ? fresh[fresh.length - 1]._id : seen!.id;
    after = { key, id: last, tied: by === '_id' ? 0 : rows.filter((row) => keyOf(row) === key).length };
  }
}

export interface PartGroup {
  ids: string[];
  orders: Map<string, number | string>;
  json: Map<string, string>;
}

export interface ElementShape<R> {
  // The groups the element has now, in order (a group of parts no longer listed is dropped).
  groupsOf(record: R): readonly string[];
  // The element's JSON with its groups' parts.
  serialise(record: R, groups: ReadonlyMap<string, PartGroup>): string;
  // A part's JSON as serialise joins it (by default the part as shown).
  partJson?(part: StoredPart): string;
}

interface Kept {
  revision: number;
  groups: Map<string, PartGroup>;
  json: string;
}

const emptyGroup = (): PartGroup => ({ ids: [], orders: new Map(), json: new Map() });
type Placed = { order: number | string; id: string };
const before = (a: Placed, b: Placed) => a.order < b.order || (a.order === b.order && a.id < b.id);
// In the element's order: by order, then id.
const inOrder = (a: Placed, b: Placed) => (a.order < b.order ? -1 : a.order > b.order ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

// The part put in its place (binary search: parts changed since are few, groups long).
const place = (group: PartGroup, part: StoredPart, json: string) => {
  remove(group, part.id);
  let [low, high] = [0, group.ids.length];
  while (low < high) {
    const middle = (low + high) >>> 1;
    const id = group.ids[middle];
    if (before({ order: group.orders.get(id)!, id }, part)) low = middle + 1;
    else high = middle;
  }
  group.ids.splice(low, 0, part.id);
  group.orders.set(part.id, part.order);
  group.json.set(part.id, json);
};

const remove = (group: PartGroup, id: string) => {
  if (!group.json.delete(id)) return;
  group.orders.delete(id);
  group.ids.splice(group.ids.indexOf(id), 1);
};

export interface PartChanges {
  // In the order the element holds them (group, then order).
  written: { id: string; group: string; order: number | string; json: string }[];
  gone: GonePart[];
}

// What changed in an element after a revision its reader holds, each written part as JSON (as
// the element's JSON holds it), or null when that may be more than CHANGES_READ parts: the
// reader is then answered with the whole element.
export const partChangesSince =
  (reads: PartReads, partJson: (part: StoredPart) => string = partJsonText) =>
  async (elementId: string, revision: number): Promise<PartChanges | null> => {
    const changes = await reads.changedSince(elementId, revision);
    if (!changes) return null;
    const written = changes.written.sort((a, b) => (a.group < b.group ? -1 : a.group > b.group ? 1 : inOrder(a, b)));
    return { written: written.map((part) => ({ id: part.id, group: part.group, order: part.order, json: partJson(part) })), gone: changes.gone };
  };

// `readFirst`: how a whole read goes before the process's background work, and takes its turns
// (ProjectionViews).
export const partsJsonCache = <R extends { _id: string; revision: number }>(
  reads: PartReads,
  shape: ElementShape<R>,
  {
    pageSize = WHOLE_PAGE,
    readFirst = <T>(read: (turn: () => Promise<void>) => Promise<T>) => read(nextTurn),
  }: { pageSize?: number; readFirst?: <T>(read: (turn: () => Promise<void>) => Promise<T>) => Promise<T> } = {},
) => {
  const kept = new Map<string, Kept>();
  let chars = 0;
  const jsonOf = (part: StoredPart) => (shape.partJson ? shape.partJson(part) : partJsonText(part));

  const forget = (id: string) => {
    const entry = kept.get(id);
    if (!entry) return;
    kept.delete(id);
    chars -= entry.json.length * 2;
  };
  const keep = (id: string, entry: Kept) => {
    forget(id);
    kept.set(id, entry);
    chars += entry.json.length * 2;
    while (chars > MAX_CHARS && kept.size > 1) forget(kept.keys().next().value!);
  };

  const groupsFor = (record: R, from: ReadonlyMap<string, PartGroup>) =>
    new Map(shape.groupsOf(record).map((group) => [group, from.get(group) ?? emptyGroup()]));

  const whole = async (record: R, turn: () => Promise<void>): Promise<Map<string, PartGroup>> => {
    const groups = groupsFor(record, new Map());
    // A page at a time with a turn between, so reading 10,000 parts holds no request for long.
    // Pages read at different moments may disagree; the catch-up from the record's revision
    // that the next read makes puts right whatever changed meanwhile.
    // Each page's parts are serialised as it comes, before the turn; then they are sorted, and
    // put in their groups a run at a time, each step in a turn of its own (each took 30-50 ms
    // for 10,000 points in a server that had not run them yet).
    const parts: (Placed & { group: string; json: string })[] = [];
    for await (const page of reads.pages(record._id, pageSize)) {
      for (const part of page) parts.push({ id: part.id, group: part.group, order: part.order, json: jsonOf(part) });
      await turn();
    }
    parts.sort(inOrder);
    for (let from = 0; from < parts.length; from += pageSize) {
      await turn();
      for (const { id, group: name, order, json } of parts.slice(from, from + pageSize)) {
        const group = groups.get(name);
        if (!group) continue;
        group.ids.push(id);
        group.orders.set(id, order);
        group.json.set(id, json);
      }
    }
    return groups;
  };

  // The kept groups brought to the record's revision, or null when they cannot be. Applying a
  // change twice leaves the same groups, so two requests catching up at once agree.
  const caughtUp = async (record: R, entry: Kept): Promise<Map<string, PartGroup> | null> => {
    const changes = await reads.changedSince(record._id, entry.revision);
    if (!changes) return null;
    const { written, gone } = changes;
    const groups = groupsFor(record, entry.groups);
    for (const part of gone) {
      const group = groups.get(part.group);
      if (group) remove(group, part.id);
    }
    // Taken out first and put back in order, so each is placed among parts whose orders are
    // current (a renumbering writes every part with a new order).
    for (const part of written) {
      const group = groups.get(part.group);
      if (group) remove(group, part.id);
    }
    written.sort(inOrder);
    for (const part of written) {
      const group = groups.get(part.group);
      if (group) place(group, part, jsonOf(part));
    }
    return groups;
  };

  const current = async (record: R): Promise<Kept> => {
    const entry = kept.get(record._id);
    if (entry?.revision === record.revision) {
      keep(record._id, entry); // most recently used
      return entry;
    }
    const fresher = entry !== undefined && entry.revision < record.revision;
    const serialised = (groups: Map<string, PartGroup>) => ({ revision: record.revision, groups, json: shape.serialise(record, groups) });
    const caught = fresher ? await caughtUp(record, entry) : null;
    const now = caught
      ? serialised(caught)
      : await readFirst(async (turn) => {
          const groups = await whole(record, turn);
          await turn();
          return serialised(groups);
        });
    // A reader on an older build or replica may bring an older revision: answered, not kept.
    if (!entry || fresher) keep(record._id, now);
    return now;
  };

  const json = async (record: R): Promise<string> => (await current(record)).json;
  // The ids of a group's parts in order, at the record's revision.
  const idsOf = async (record: R, group: string): Promise<readonly string[]> => (await current(record)).groups.get(group)?.ids ?? [];
  return Object.assign(json, { idsOf });
};

// A group's parts' JSON, joined in order.
export const partsJson = (group: PartGroup | undefined): string => (group ? group.ids.map((id) => group.json.get(id)).join(',') : '');
