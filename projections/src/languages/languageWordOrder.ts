import type { ProjectionStore } from '../runner/projection';
import { LANGUAGE_WORDS, type LanguageWordRecord } from './languageRecords';

// Word orders are numbers: a word put at an index takes the number halfway between its
// neighbours'. When halving runs out of precision the language's words are renumbered 1, 2, 3…
// (rare: it takes about fifty insertions at one place).

const neighbours = async (db: ProjectionStore, languageId: string, exceptId: string, index: number) => {
  const filter = { languageID: languageId, _id: { $ne: exceptId } };
  const found = (await db
    .collection(LANGUAGE_WORDS)
    .find(filter, { sort: { order: 1 }, skip: Math.max(0, index - 1), limit: 2 })) as unknown as LanguageWordRecord[];
  const [first, second] = found.map((record) => record.order);
  return index === 0 ? { before: undefined, after: first } : { before: first, after: second };
};

const between = (before: number | undefined, after: number | undefined) => {
  if (before === undefined && after === undefined) return 1;
  if (before === undefined) return after! - 1;
  if (after === undefined) return before + 1;
  const middle = (before + after) / 2;
  return middle > before && middle < after ? middle : null;
};

// Every word is written again at `revision`, so a lexicon kept serialised reads them all again.
const renumber = async (db: ProjectionStore, languageId: string, revision: number) => {
  const words = db.collection(LANGUAGE_WORDS);
  const all = (await words.find({ languageID: languageId }, { sort: { order: 1 } })) as unknown as LanguageWordRecord[];
  for (const [i, record] of all.entries()) await words.put({ ...record, order: i + 1, rev: revision });
  return all.length;
};

// The order for a word at `index` among the language's other words; `last`: the largest order
// given so far, for the common case of a word added at the end; `revision`: the event's.
export const wordOrderAt = async (
  db: ProjectionStore,
  place: { languageId: string; wordId: string; index: number; revision: number },
  count: number,
  last: number,
): Promise<number> => {
  if (place.index >= count) return last + 1;
  const { before, after } = await neighbours(db, place.languageId, place.wordId, place.index);
  const order = between(before, after);
  if (order !== null) return order;
  return wordOrderAt(db, place, count, await renumber(db, place.languageId, place.revision));
};
