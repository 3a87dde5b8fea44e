import { describe, expect, it } from 'vitest';
import type { LanguageEvent } from '../languages/language.events';
import { historySummaries } from './historySummaries';
import { languageDescriber } from './languageHistory';

const ids = { languageId: 'g1', worldId: 'world1' };
const rune = { name: 'r1.png', mediaId: 'x' };

const summaries = (events: LanguageEvent[]) => historySummaries(languageDescriber, events);

describe('language history summaries', () => {
  it('say in one line what each event did, naming keys and words as they were', () => {
    expect(
      summaries([
        { type: 'LanguageCreated', data: { ...ids, authorId: 'ann', title: 'Elvish', createdOn: '' } },
        { type: 'LanguageRuneUploaded', data: { ...ids, rune } },
        { type: 'LanguageKeyAdded', data: { ...ids, key: { _id: 'k1', key: 'a', order: 0, rune: null } } },
        { type: 'LanguageKeyRuneSet', data: { ...ids, keyId: 'k1', rune } },
        { type: 'LanguageKeyRenamed', data: { ...ids, keyId: 'k1', key: 'th' } },
        { type: 'LanguageKeyReordered', data: { ...ids, keyId: 'k1', order: 3 } },
        { type: 'LanguageKeyRuneCleared', data: { ...ids, keyId: 'k1' } },
        { type: 'LanguageKeyDeleted', data: { ...ids, keyId: 'k1' } },
        { type: 'LanguageRuneRemoved', data: { ...ids, name: 'r1.png' } },
        { type: 'LanguageWordAdded', data: { ...ids, word: { _id: 'w1', word: 'mellon', meaning: 'friend', type: 'noun' }, index: 0 } },
        { type: 'LanguageWordEdited', data: { ...ids, wordId: 'w1', fields: { word: 'mellon', meaning: 'a friend', type: 'noun' } } },
        { type: 'LanguageWordEdited', data: { ...ids, wordId: 'w1', fields: { word: 'meldir', meaning: 'a friend', type: 'noun' } } },
        { type: 'LanguageWordMoved', data: { ...ids, wordId: 'w1', index: 2 } },
        { type: 'LanguageWordDeleted', data: { ...ids, wordId: 'w1' } },
        { type: 'LanguageWordDeleted', data: { ...ids, wordId: 'unknown' } },
        { type: 'LanguageRenamed', data: { ...ids, title: 'Sindarin' } },
        { type: 'LanguageVisibilityChanged', data: { ...ids, visibility: 'public' } },
        { type: 'LanguageDeleted', data: ids },
      ]),
    ).toEqual([
      'Created language “Elvish”',
      'Uploaded a rune',
      'Added key “a”',
      'Set the rune of key “a”',
      'Renamed key “a” to “th”',
      'Moved key “th”',
      'Cleared the rune of key “th”',
      'Removed key “th”',
      'Removed a rune',
      'Added word “mellon”',
      'Edited word “mellon”',
      'Edited word “mellon”, now “meldir”',
      'Moved word “meldir”',
      'Removed word “meldir”',
      'Removed word “a word”',
      'Renamed to “Sindarin”',
      'Made public',
      'Deleted',
    ]);
  });
  it("say how many words one run added, and remember each one's word", () => {
    const words = Array.from({ length: 20_000 }, (_, i) => ({ _id: `w${i}`, word: `word${i}`, meaning: '', type: 'noun' as const }));
    expect(
      summaries([
        { type: 'LanguageWordsAdded', data: { ...ids, words, index: 0 } },
        { type: 'LanguageWordDeleted', data: { ...ids, wordId: 'w19999' } },
      ]),
    ).toEqual(['Added 20,000 words', 'Removed word “word19999”']);
  });
});
