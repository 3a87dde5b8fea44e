import type { LanguageLookups } from '@lorewright/commands/languages/languageDeps';
import type { LanguageState } from '@lorewright/domain/languages/language.state';
import type { LanguageListItem, LanguageView } from '@lorewright/domain/languages/languageView';
import { elementQueriesOf } from '../elements/elementQueries';
import type { ProjectionViews } from '../runner/projectionViews';
import { revisionJsonCache } from '../runner/revisionJsonCache';
import { partChangesSince, partReadsOf, partsJsonCache, partsJson, type StoredPart } from '../runner/partsJsonCache';
import {
  LANGUAGE_KEYS,
  LANGUAGE_WORDS,
  LANGUAGE_WORDS_GONE,
  LANGUAGES,
  languageWordRecordId,
  type LanguageRecord,
  type LanguageWordGoneRecord,
  type LanguageWordRecord,
} from './languageRecords';
import { languageKeysKept } from './languageKeysKept';
import { languageViewOf } from './languageViewOf';

// Whole languages kept serialised, by language and revision (the most recently read ones).
const LANGUAGE_JSON_CACHED = 64;
// Whole languages kept joined with their lexicons (each as long as its JSON).
const LANGUAGE_JSON_JOINED = 8;
// Where the lexicon's JSON goes in the rest's.
const RAW_WORDS = '\u0000words\u0000';
const RAW_WORDS_JSON = JSON.stringify(RAW_WORDS);

// Words read at and before one to find its neighbour (see wordsBefore), and the most changed
// words whose neighbours are found so: more, and one pass over the kept order costs less.
const TIES_READ = 8;
const RANGE_READS_MAX = 16;

const HEAD_FIELDS = ['worldID', 'authorID', 'title', 'visibility', 'createdOn', 'revision', 'wordsRevision', 'mediaChanges'] as const;
export type LanguageHead = Pick<LanguageRecord, '_id' | (typeof HEAD_FIELDS)[number]>;
// The row with its keys, as the decider keeps them.
export type LanguageRow = LanguageRecord & { keys: LanguageState['keys'] };

const listItemOf = ({
  revision: _revision,
  runes: _runes,
  wordsRevision: _words,
  lastWordOrder: _last,
  keyDeletions: _deletions,
  mediaChanges: _media,
  ...item
}: LanguageRecord): LanguageListItem => item;

// Reads of the languages projection, for the API and the command handlers' lookups. They answer
// what is stored; who may see it is decided by the routes (languageForViewer.ts).
export const createLanguageQueries = (views: ProjectionViews) => {
  const languages = views.collection('languages', LANGUAGES);
  const keyDocs = views.collection('languages', LANGUAGE_KEYS);
  const words = views.collection('languages', LANGUAGE_WORDS);
  const gone = views.collection('languages', LANGUAGE_WORDS_GONE);
  const keysOf = languageKeysKept(keyDocs);
  const rowOf = async (languageId: string): Promise<LanguageRow | null> => {
    const record = (await languages.get(languageId)) as LanguageRecord | null;
    return record && { ...record, keys: await keysOf(record) };
  };

  const wordsOf = async (languageId: string) =>
    ((await words.find({ languageID: languageId }, { sort: { order: 1 } })) as unknown as LanguageWordRecord[]).map(({ word }) => word);
  const viewOf = async (record: LanguageRow): Promise<LanguageView> => languageViewOf(record, await wordsOf(record._id));

  // The lexicon's JSON is kept by the revision of its last change and the rest by the language's,
  // so a key change serialises 300 keys, not 5,000 words. A rune deleted in the media library
  // changes the view but not the revision, hence the key with the count of such changes.
  // The lexicon is one group of words in their order, kept word by word (partsJsonCache.ts).
  const storedPart = ({ order, rev, word }: LanguageWordRecord): StoredPart => ({ id: word._id, group: '', order, rev, shown: word });
  const wordReads = partReadsOf<LanguageWordRecord, LanguageWordGoneRecord>(
    { parts: words, gone },
    { field: 'languageID', pageBy: 'order', storedPart, groupOfGone: () => '' },
  );
  const wordsJson = partsJsonCache<{ _id: string; revision: number }>(
    wordReads,
    { groupsOf: () => [''], serialise: (_lexicon, groups) => `[${partsJson(groups.get(''))}]` },
    { readFirst: (read) => views.readFirst(read) },
  );
  const wordChangesOf = partChangesSince(wordReads);

  // The rest is read from the row and its 300 keys only when not kept: a read of a kept language
  // parses the head of its row.
  const cached = revisionJsonCache(async ({ languageId }: { _id: string; revision: number; languageId: string }) => {
    const record = await rowOf(languageId);
    if (!record) return null;
    const { words: _words, ...rest } = languageViewOf(record, []);
    return { ...rest, words: RAW_WORDS };
  }, LANGUAGE_JSON_CACHED);
  // The language's JSON, or null when it was deleted since its head was read.
  // The JSON last joined for each of the most recently read languages, with the two parts it was
  // joined from: joining (and the copy made when it is sent) cost every read of a 5,000-word
  // lexicon ~1 ms and a 791 KB string to collect.
  const joined = new Map<string, { shell: string; words: string; json: string }>();
  const jsonOf = async (head: LanguageHead): Promise<string | null> => {
    const shell = await cached({ _id: `${head._id}/${head.mediaChanges}`, revision: head.revision, languageId: head._id });
    // The words are the last field, so the last placeholder is theirs whatever the title holds.
    const at = shell.lastIndexOf(RAW_WORDS_JSON);
    if (at < 0) return null;
    const words = await wordsJson({ _id: head._id, revision: head.wordsRevision });
    const last = joined.get(head._id);
    if (last?.shell === shell && last.words === words) return last.json;
    const json = `${shell.slice(0, at)}${words}${shell.slice(at + RAW_WORDS_JSON.length)}`;
    joined.delete(head._id);
    joined.set(head._id, { shell, words, json });
    if (joined.size > LANGUAGE_JSON_JOINED) joined.delete(joined.keys().next().value!);
    return json;
  };

  // The id of the word just before each of these in the lexicon's order (null: first). One
  // range read each, through the index on [languageID, order], rather than bringing the whole
  // lexicon's kept JSON up to date (~4 ms an edit at 5,000 words). Words of one order (never
  // made by this projection, but kept possible) are told apart by id, as the lexicon orders them;
  // more of them than a read takes ask the kept order.
  const wordsBefore = async (head: LanguageHead, parts: readonly { id: string; order: number | string }[]): Promise<(string | null)[]> => {
    let kept: readonly string[] | null = null;
    if (parts.length > RANGE_READS_MAX) {
      const order = await wordsJson.idsOf({ _id: head._id, revision: head.wordsRevision }, '');
      const place = new Map(order.map((id, i) => [id, i]));
      return parts.map((part) => order[(place.get(part.id) ?? 0) - 1] ?? null);
    }
    const before = async (part: { id: string; order: number | string }) => {
      const [key, order] = [languageWordRecordId(head._id, part.id), Number(part.order)]; // a word's order is a number
      const filter = { languageID: head._id, order: { $lte: order } };
      const rows = (await words.find(filter, { sort: { order: -1, _id: -1 }, limit: TIES_READ })) as unknown as LanguageWordRecord[];
      const found = rows.find((row) => row.order < order || (row.order === order && row._id < key));
      if (found || rows.length < TIES_READ) return found?.word._id ?? null;
      kept ??= await wordsJson.idsOf({ _id: head._id, revision: head.wordsRevision }, '');
      return kept[kept.indexOf(part.id) - 1] ?? null;
    };
    const answers: (string | null)[] = [];
    for (const part of parts) answers.push(await before(part));
    return answers;
  };

  // The language as it is now with its words left out, the words written after `revision` in
  // the lexicon's order, each with the id of the word now before it (null: first), and the ids
  // of the words deleted since, as JSON; null when that may be too many (partsJsonCache.ts) or
  // the language was deleted since its head was read.
  const changesJson = async (head: LanguageHead, revision: number): Promise<string | null> => {
    const shell = await cached({ _id: `${head._id}/${head.mediaChanges}`, revision: head.revision, languageId: head._id });
    const at = shell.lastIndexOf(RAW_WORDS_JSON);
    const changes = at < 0 ? null : await wordChangesOf(head._id, revision);
    if (!changes) return null;
    const befores = await wordsBefore(head, changes.written);
    const written = changes.written.map((part, i) => `{"after":${JSON.stringify(befores[i])},"word":${part.json}}`);
    const language = `${shell.slice(0, at)}[]${shell.slice(at + RAW_WORDS_JSON.length)}`;
    return `{"revision":${head.revision},"language":${language},"words":[${written.join(',')}],"removedWordIDs":${JSON.stringify(changes.gone.map((part) => part.id))}}`;
  };

  // The row without its keys: the access checks, the place and links read no more.
  const headOf = async (languageId: string) => (await languages.get(languageId, { fields: HEAD_FIELDS })) as LanguageHead | null;

  // A language has no text to preview.
  const shared = elementQueriesOf<LanguageRecord, LanguageListItem>(languages, { listItemOf, previewOf: () => '' });
  const lookups: LanguageLookups = { languagePlace: async (languageId) => shared.placeOf(await headOf(languageId)) };

  return {
    lookups,

    // The language's row and keys without its words, with the revision its JSON is kept by.
    languageRow: rowOf,
    // What deciding who may read it, linking to it and finding its kept JSON need of the row.
    languageHead: headOf,
    languageJson: jsonOf,
    languageChangesJson: changesJson,
    languageById: async (languageId: string): Promise<LanguageView | null> => {
      const record = await rowOf(languageId);
      return record ? viewOf(record) : null;
    },

    // Oldest first, without keys and words (the menu needs their numbers only).
    languagesOfWorld: shared.ofWorld,
    searchTitles: shared.searchTitles,
  };
};

export type LanguageQueries = ReturnType<typeof createLanguageQueries>;
