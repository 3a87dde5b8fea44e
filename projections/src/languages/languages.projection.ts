import type { LanguageEvent } from '@lorewright/domain/languages/language.events';
import { evolveLanguage, initialLanguageState, ownPart, type LanguageState } from '@lorewright/domain/languages/language.state';
import type { MediaEvent } from '@lorewright/domain/media/media.events';
import type { WorldEvent } from '@lorewright/domain/worlds/world.events';
import type { ProjectedEvent } from '../runner/projectedEvent';
import { defineProjection, type ProjectionStore } from '../runner/projection';
import {
  LANGUAGE_KEYS,
  LANGUAGE_WORDS,
  LANGUAGE_WORDS_GONE,
  languageKeyRecordId,
  languageWordRecordId,
  LANGUAGES,
  type LanguageKeyRecord,
  type LanguageRecord,
  type LanguageWordGoneRecord,
  type LanguageWordRecord,
} from './languageRecords';
import { wordOrderAt, wordOrdersAt } from './languageWordOrder';

type Event = ProjectedEvent<LanguageEvent>;
type Of<T extends LanguageEvent['type']> = ProjectedEvent<Extract<LanguageEvent, { type: T }>>;

// The language's state as the write side's evolve needs it for a key, rune or title event: the
// row and the keys the event touches (evolve reads no word or other key for those).
type StateFields = Pick<LanguageRecord, '_id' | 'worldID' | 'authorID' | 'title' | 'visibility' | 'runes'> & { keys: LanguageState['keys'] };
const stateOf = (record: StateFields, revision: number): LanguageState => ({
  ...initialLanguageState(),
  status: 'active',
  languageId: record._id,
  worldId: record.worldID,
  authorId: record.authorID,
  title: record.title,
  visibility: record.visibility,
  keys: record.keys,
  runes: record.runes,
  revision,
});

const rowOf = (db: ProjectionStore, languageId: string) => db.collection(LANGUAGES).get(languageId) as Promise<LanguageRecord | null>;
// What a word event reads of the row.
const WORD_FIELDS = ['worldID', 'num_words', 'lastWordOrder'] as const;
const countersOf = (db: ProjectionStore, languageId: string) =>
  db.collection(LANGUAGES).get(languageId, { fields: WORD_FIELDS }) as Promise<Pick<LanguageRecord, '_id' | (typeof WORD_FIELDS)[number]> | null>;
const touched = (record: LanguageRecord, event: Event, change: Partial<LanguageRecord>): LanguageRecord => ({
  ...record,
  ...change,
  revision: event.revision,
  lastUpdated: event.metadata.timestamp,
});

// A key or word event changes the row's counters only: set through update, which waits in the
// unit of work, so a batch of 20,000 word events writes the row once, not 20,000 times.
const counted = (db: ProjectionStore, languageId: string, event: Event, change: Partial<LanguageRecord>) =>
  db.collection(LANGUAGES).update(languageId, { $set: { ...change, revision: event.revision, lastUpdated: event.metadata.timestamp } });

// Title, visibility and runes are folded with the write side's own evolve (language.state.ts),
// so the view shows exactly what the decider decides on.
const fold = async (event: Event, db: ProjectionStore) => {
  const record = await rowOf(db, event.data.languageId);
  if (!record) return;
  const { title, visibility, runes } = evolveLanguage(stateOf({ ...record, keys: {} }, event.revision - 1), event);
  await db.collection(LANGUAGES).put({ ...touched(record, event, { title, visibility, runes: [...runes] }) });
};

// A key event changes one key: its document, folded with the write side's evolve.
type KeyEvent = Of<'LanguageKeyAdded' | 'LanguageKeyRenamed' | 'LanguageKeyReordered' | 'LanguageKeyRuneSet' | 'LanguageKeyRuneCleared' | 'LanguageKeyDeleted'>;
const KEY_EVENT_FIELDS = ['worldID', 'authorID', 'title', 'visibility', 'num_keys', 'keyDeletions'] as const;

const foldKey = async (event: KeyEvent, db: ProjectionStore) => {
  const { languageId } = event.data;
  const keyId = event.type === 'LanguageKeyAdded' ? event.data.key._id : event.data.keyId;
  const record = (await db.collection(LANGUAGES).get(languageId, { fields: KEY_EVENT_FIELDS })) as Pick<
    LanguageRecord,
    '_id' | (typeof KEY_EVENT_FIELDS)[number]
  > | null;
  if (!record) return;
  const keyDocs = db.collection(LANGUAGE_KEYS);
  const id = languageKeyRecordId(languageId, keyId);
  const stored = (await keyDocs.get(id)) as LanguageKeyRecord | null;
  // A computed name, so a key id such as `__proto__` is an entry of its own.
  const keys = stored ? { [keyId]: stored.key } : {};
  const { keys: after } = evolveLanguage(stateOf({ ...record, keys, runes: [] }, event.revision - 1), event);
  const key = ownPart(after, keyId);
  if (key) {
    const added = stored?.added ?? event.revision;
    const doc: LanguageKeyRecord = { _id: id, languageID: languageId, worldID: record.worldID, added, rev: event.revision, key };
    await keyDocs.put({ ...doc });
  } else if (stored) await keyDocs.delete(id);
  const deleted = stored !== null && key === undefined;
  const num_keys = record.num_keys + Number(key !== undefined) - Number(stored !== null);
  await counted(db, languageId, event, { num_keys, ...(deleted ? { keyDeletions: record.keyDeletions + 1 } : {}) });
};

// Words are one document each, ordered by a number between their neighbours' (languageWordOrder.ts).
const placeWord = async (event: Of<'LanguageWordAdded'> | Of<'LanguageWordMoved'>, db: ProjectionStore) => {
  const record = await countersOf(db, event.data.languageId);
  if (!record) return;
  const words = db.collection(LANGUAGE_WORDS);
  const wordId = event.type === 'LanguageWordAdded' ? event.data.word._id : event.data.wordId;
  const key = languageWordRecordId(record._id, wordId);
  const before = (await words.get(key)) as LanguageWordRecord | null;
  if (event.type === 'LanguageWordMoved' && !before) return;
  const others = record.num_words - (before ? 1 : 0);
  const order = await wordOrderAt(db, { languageId: record._id, wordId: key, index: event.data.index, revision: event.revision }, others, record.lastWordOrder);
  const word = event.type === 'LanguageWordAdded' ? { ...event.data.word, revision: event.revision } : { ...before!.word, revision: event.revision };
  await words.put({ _id: key, languageID: record._id, worldID: record.worldID, order, rev: event.revision, word } satisfies LanguageWordRecord);
  const lastWordOrder = Math.max(record.lastWordOrder, order);
  await counted(db, record._id, event, { num_words: others + 1, lastWordOrder, wordsRevision: event.revision });
};

// A run of words added by one event (LanguageWordsAdded): their orders in one step, then one
// document each and the counters once.
const placeWords = async (event: Of<'LanguageWordsAdded'>, db: ProjectionStore) => {
  const record = await countersOf(db, event.data.languageId);
  if (!record) return;
  const words = db.collection(LANGUAGE_WORDS);
  const added = event.data.words;
  const place = { languageId: record._id, wordId: '', index: event.data.index, revision: event.revision, count: added.length };
  const orders = await wordOrdersAt(db, place, record.num_words, record.lastWordOrder);
  for (const [i, word] of added.entries()) {
    const stored: LanguageWordRecord = {
      _id: languageWordRecordId(record._id, word._id),
      languageID: record._id,
      worldID: record.worldID,
      order: orders[i],
      rev: event.revision,
      word: { ...word, revision: event.revision },
    };
    await words.put({ ...stored });
    await db.breathe();
  }
  const lastWordOrder = Math.max(record.lastWordOrder, ...orders.slice(-1));
  await counted(db, record._id, event, { num_words: record.num_words + added.length, lastWordOrder, wordsRevision: event.revision });
};

const changeWord = async (event: Of<'LanguageWordEdited'> | Of<'LanguageWordDeleted'>, db: ProjectionStore) => {
  const record = await countersOf(db, event.data.languageId);
  if (!record) return;
  const words = db.collection(LANGUAGE_WORDS);
  const key = languageWordRecordId(record._id, event.data.wordId);
  const before = (await words.get(key)) as LanguageWordRecord | null;
  if (!before) return;
  if (event.type === 'LanguageWordEdited') {
    await words.put({ ...before, rev: event.revision, word: { ...before.word, ...event.data.fields, revision: event.revision } });
  } else {
    await words.delete(key);
    const gone: LanguageWordGoneRecord = { _id: key, languageID: record._id, worldID: record.worldID, rev: event.revision };
    await db.collection(LANGUAGE_WORDS_GONE).put({ ...gone });
  }
  await counted(db, record._id, event, { num_words: record.num_words - (event.type === 'LanguageWordDeleted' ? 1 : 0), wordsRevision: event.revision });
};

const created = (event: Of<'LanguageCreated'>, db: ProjectionStore) => {
  const { languageId, worldId, authorId, title, createdOn } = event.data;
  const record: LanguageRecord = {
    _id: languageId,
    worldID: worldId,
    authorID: authorId,
    title,
    visibility: evolveLanguage(initialLanguageState(), event).visibility,
    createdOn,
    lastUpdated: createdOn,
    num_keys: 0,
    num_words: 0,
    revision: event.revision,
    runes: [],
    keyDeletions: 0,
    wordsRevision: event.revision,
    lastWordOrder: 0,
    mediaChanges: 0,
  };
  return db.collection(LANGUAGES).put({ ...record });
};

// A rune's media item can be deleted in the library only while no key maps it; the picker then
// stops offering it. The language's stream keeps it, and a key sent with it is refused when its
// slot cannot be filled.
const mediaDeleted = async (event: ProjectedEvent<Extract<MediaEvent, { type: 'MediaDeleted' }>>, db: ProjectionStore) => {
  const { userId, mediaId } = event.data;
  const holding = (await db.collection(LANGUAGES).find({ authorID: userId, 'runes.mediaId': mediaId })) as unknown as LanguageRecord[];
  for (const record of holding)
    await db.collection(LANGUAGES).put({ ...record, runes: record.runes.filter((rune) => rune.mediaId !== mediaId), mediaChanges: record.mediaChanges + 1 });
};

const foldedTypes = [
  'LanguageRenamed',
  'LanguageVisibilityChanged',
  'LanguageRuneUploaded',
  'LanguageRuneRemoved',
] as const satisfies readonly LanguageEvent['type'][];
const keyTypes = [
  'LanguageKeyAdded',
  'LanguageKeyRenamed',
  'LanguageKeyReordered',
  'LanguageKeyRuneSet',
  'LanguageKeyRuneCleared',
  'LanguageKeyDeleted',
] as const satisfies readonly KeyEvent['type'][];

// Languages as their world's author sees them (domain/src/languages/languageView.ts); routes cut
// them down per viewer (languageForViewer.ts).
export const languagesProjection = defineProjection<LanguageEvent | WorldEvent | MediaEvent>()({
  name: 'languages',
  // 2: words carry the revision that last wrote them, and deleted words leave a mark. 3: keys
  // are documents of their own, and the newest words are found by an index that ends in _id.
  version: 3,
  collections: {
    [LANGUAGES]: [
      // A world's languages menu, oldest first.
      { fields: ['worldID', 'createdOn', '_id'] },
      // An author's languages, for a media item deleted in their library.
      { fields: ['authorID'] },
      // The element picker's title search inside one world.
      { text: ['title'], newestBy: 'lastUpdated', scope: 'worldID' },
    ],
    // The newest words and marks (partsJsonCache.ts), ties in _id order as a sort ends: words
    // added by one event share their revision, and without _id in the index finding the newest
    // 8 of 20,000 such words sorted all 20,000 (~8 ms on every answer since a revision).
    // A language's keys, and those written since a revision (languageKeysKept.ts).
    [LANGUAGE_KEYS]: [{ fields: ['languageID', 'rev'] }, { fields: ['worldID'] }],
    [LANGUAGE_WORDS]: [{ fields: ['languageID', 'order'] }, { fields: ['worldID'] }, { fields: ['languageID', '-rev', '_id'] }],
    [LANGUAGE_WORDS_GONE]: [{ fields: ['languageID', '-rev', '_id'] }, { fields: ['worldID'] }],
  },
  on: {
    LanguageCreated: created,
    ...Object.fromEntries(foldedTypes.map((type) => [type, fold])),
    ...Object.fromEntries(keyTypes.map((type) => [type, foldKey])),
    LanguageWordAdded: placeWord,
    LanguageWordsAdded: placeWords,
    LanguageWordMoved: placeWord,
    LanguageWordEdited: changeWord,
    LanguageWordDeleted: changeWord,
    LanguageDeleted: async (event, db) => {
      await db.collection(LANGUAGES).delete(event.data.languageId);
      await db.collection(LANGUAGE_KEYS).deleteMany({ languageID: event.data.languageId });
      await db.collection(LANGUAGE_WORDS).deleteMany({ languageID: event.data.languageId });
      await db.collection(LANGUAGE_WORDS_GONE).deleteMany({ languageID: event.data.languageId });
    },
    MediaDeleted: mediaDeleted,
    // A deleted world's languages go with it (their streams stay, refused by every command).
    WorldDeleted: async (event, db) => {
      await db.collection(LANGUAGES).deleteMany({ worldID: event.data.worldId });
      await db.collection(LANGUAGE_KEYS).deleteMany({ worldID: event.data.worldId });
      await db.collection(LANGUAGE_WORDS).deleteMany({ worldID: event.data.worldId });
      await db.collection(LANGUAGE_WORDS_GONE).deleteMany({ worldID: event.data.worldId });
    },
  },
});
