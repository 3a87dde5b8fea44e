import type { ProjectionStore } from '../runner/projection';
import { LANGUAGE_WORDS, type LanguageWordRecord } from './languageRecords';

// Word orders are numbers: a word put at an index takes the number halfway between its
// neighbours' (a run of words, numbers evenly spaced between them). When halving runs out of precision the language's words are renumbered 1, 2, 3…
// (rare: it takes about fifty insertions at one place).

const neighbours = async (db: ProjectionStore, languageId: string, exceptId: string, index: number) => {
  const filter = { languageID: languageId, _id: { $ne: exceptId } };
  const found = (await db
    .collection(LANGUAGE_WORDS)
    .find(filter, { sort: { order: 1 }, skip: Math.max(0, index - 1), limit: 2 })) as unknown as LanguageWordRecord[];
  const [first, second] = found.map((record) => record.order);
  return index === 0 ? { before: undefined, after: first } : { before: first, after: second };
};

// `count` orders, increasing, strictly between `before` and `after` (either may be missing: the
// start or the end of the lexicon); null when halving has run out of precision there.
const spread = (before: number | undefined, after: number | undefined, count: number): number[] | null => {
  const nth = (i: number) => {
    if (before === undefined && after === undefined) return i + 1;
    if (before === undefined) return after! - count + i;
    if (after === undefined) return before + 1 + i;
    return count === 1 ? (before + after) / 2 : before + ((after - before) * (i + 1)) / (count + 1);
  };
  const orders = Array.from({ length: count }, (_, i) => nth(i));
  const increasing = orders.every((order, i) => order > (i === 0 ? (before ?? -Infinity) : orders[i - 1]) && order < (after ?? Infinity));
  return increasing ? orders : null;
};

// Every word is written again at `revision`, so a lexicon kept serialised reads them all again.
const renumber = async (db: ProjectionStore, languageId: string, revision: number) => {
  const words = db.collection(LANGUAGE_WORDS);
  const all = (await words.find({ languageID: languageId }, { sort: { order: 1 } })) as unknown as LanguageWordRecord[];
  for (const [i, record] of all.entries()) await words.put({ ...record, order: i + 1, rev: revision });
  return all.length;
};

// The orders for `place.count` words put one after another at `index` among the language's
// `others` other words; `last`: the largest order given so far, for the common case of words
// added at the end; `revision`: the event's.
export const wordOrdersAt = async (
  db: ProjectionStore,
  place: { languageId: string; wordId: string; index: number; revision: number; count: number },
  others: number,
  last: number,
): Promise<number[]> => {
  if (place.index >= others) return Array.from({ length: place.count }, (_, i) => last + 1 + i);
  const { before, after } = await neighbours(db, place.languageId, place.wordId, place.index);
  const orders = spread(before, after, place.count);
  if (orders !== null) return orders;
  return wordOrdersAt(db, place, others, await renumber(db, place.languageId, place.revision));
};

// The order for one word at `index` (see wordOrdersAt).
export const wordOrderAt = async (
  db: ProjectionStore,
  place: { languageId: string; wordId: string; index: number; revision: number },
  others: number,
  last: number,
): Promise<number> => (await wordOrdersAt(db, { ...place, count: 1 }, others, last))[0];
