import type { LanguageState } from '@lorewright/domain/languages/language.state';
import type { CollectionReader } from '../readStore/readStore';
import type { LanguageKeyRecord } from './languageRecords';

type Keys = LanguageState['keys'];
// The row's fields this needs: its revision and how many keys it ever had deleted.
export interface KeysHead {
  _id: string;
  revision: number;
  keyDeletions: number;
}

// Languages whose keys are kept (the most recently read ones).
const KEPT_LANGUAGES = 64;

const inAddedOrder = (docs: readonly LanguageKeyRecord[]): Keys =>
  Object.fromEntries([...docs].sort((a, b) => a.added - b.added).map(({ key }) => [key._id, key]));

// A language's keys by id in the order they were added, as the decider keeps them. Each change
// of a key gives the language a new revision, and its view was built again from all 300 key
// documents (~1.5 ms of every rune changed); the keys last read are kept and brought up to date
// from the documents written after their revision (`rev`), and read whole again only once a key
// was deleted since (the row counts deletions, so no mark of a deleted key is needed).
export const languageKeysKept = (keyDocs: CollectionReader) => {
  // `keys`: the record last answered, answered again while no key document changed (a word
  // edited gives the language a new revision, not its keys), so the views built from it can be
  // kept by it (languageViewOf.ts keyMapOf).
  const kept = new Map<string, { revision: number; keyDeletions: number; docs: Map<string, LanguageKeyRecord>; keys: Keys }>();

  const read = async (head: KeysHead) => {
    const entry = kept.get(head._id);
    if (entry && entry.keyDeletions === head.keyDeletions && entry.revision <= head.revision) {
      const written = (await keyDocs.find({ languageID: head._id, rev: { $gt: entry.revision } })) as unknown as LanguageKeyRecord[];
      if (written.length === 0) return { docs: entry.docs, keys: entry.keys };
      for (const doc of written) entry.docs.set(doc._id, doc);
      return { docs: entry.docs, keys: inAddedOrder([...entry.docs.values()]) };
    }
    const all = (await keyDocs.find({ languageID: head._id })) as unknown as LanguageKeyRecord[];
    return { docs: new Map(all.map((doc) => [doc._id, doc])), keys: inAddedOrder(all) };
  };

  return async (head: KeysHead): Promise<Keys> => {
    const { docs, keys } = await read(head);
    kept.delete(head._id);
    kept.set(head._id, { revision: head.revision, keyDeletions: head.keyDeletions, docs, keys });
    if (kept.size > KEPT_LANGUAGES) kept.delete(kept.keys().next().value!);
    return keys;
  };
};
