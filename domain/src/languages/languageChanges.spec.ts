import { describe, expect, it } from 'vitest';
import { applyLanguageChanges } from './languageChanges';
import type { LanguageView, LanguageWord } from './languageView';

const word = (_id: string, revision = 1, meaning = _id) => ({ _id, word: _id, meaning, type: 'noun', revision }) as LanguageWord;
const language = (words: LanguageWord[], revision = 1) =>
  ({ _id: 'l', title: 'Elvish', keyMap: {}, runeImages: [], words, revision }) as unknown as LanguageView;
const ids = (view: LanguageView) => view.words.map((w) => w._id);

describe('applyLanguageChanges', () => {
  const copy = language([word('a'), word('b'), word('c'), word('d')]);

  it('drops deleted words, puts each written word after its neighbour, and takes the language as it is now', () => {
    const next = applyLanguageChanges(copy, {
      revision: 9,
      language: { ...language([], 9), title: 'High Elvish' },
      words: [
        { after: null, word: word('first', 5) },
        { after: 'first', word: word('c', 6, 'moved') },
        { after: 'd', word: word('e', 7) },
      ],
      removedWordIDs: ['b', 'unknown'],
    });
    expect(next.title).toBe('High Elvish');
    expect(next.revision).toBe(9);
    expect(ids(next)).toEqual(['first', 'c', 'a', 'd', 'e']);
    expect(next.words[1].meaning).toBe('moved');
  });

  it('edits a word in place', () => {
    const next = applyLanguageChanges(copy, {
      revision: 2,
      language: language([], 2),
      words: [{ after: 'a', word: word('b', 2, 'new meaning') }],
      removedWordIDs: [],
    });
    expect(ids(next)).toEqual(['a', 'b', 'c', 'd']);
    expect(next.words[1].meaning).toBe('new meaning');
  });
});
