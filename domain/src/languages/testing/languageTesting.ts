import type { SentKey } from '../language.commands';
import type { LanguageEvent } from '../language.events';

// A language's events as the decider and the projection specs tell their stories: language l1 of
// world w1 by 'author' (used only by *.spec.ts).
export const languageIds = { languageId: 'l1', worldId: 'w1' };
export const languageAuthor = 'author';
export const languageNow = '2026-06-01T00:00:00.000Z';

export const languageCreated: LanguageEvent = {
  type: 'LanguageCreated',
  data: { ...languageIds, authorId: languageAuthor, title: 'Old Hollish', createdOn: languageNow },
};
export const runeUploaded = (name: string): LanguageEvent => ({ type: 'LanguageRuneUploaded', data: { ...languageIds, rune: { name, mediaId: `m-${name}` } } });
export const keyAdded = (_id: string, key: string, order: number, rune: string | null = null): LanguageEvent => ({
  type: 'LanguageKeyAdded',
  data: { ...languageIds, key: { _id, key, order, rune: rune === null ? null : { name: rune, mediaId: `m-${rune}` } } },
});
export const wordAdded = (_id: string, word: string, index: number): LanguageEvent => ({
  type: 'LanguageWordAdded',
  data: { ...languageIds, word: { _id, word, meaning: `meaning of ${word}`, type: 'noun' }, index },
});

// A key as updateKeyMap sends it.
export const sentKey = (_id: string, key: string, order: number, rune: string | null = null, revision?: number): SentKey => ({
  _id,
  key,
  order,
  rune,
  ...(revision === undefined ? {} : { revision }),
});
