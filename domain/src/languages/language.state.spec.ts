import { describe, expect, it } from 'vitest';
import type { LanguageEvent } from './language.events';
import { evolveLanguage, evolveLanguageAll, evolveLanguageOwned, initialLanguageState, type LanguageState } from './language.state';
import { keyAdded, languageCreated, languageIds, wordAdded } from './testing/languageTesting';

const words = (count: number): LanguageEvent => ({
  type: 'LanguageWordsAdded',
  data: {
    ...languageIds,
    index: 0,
    words: Array.from({ length: count }, (_, n) => ({ _id: `w${n}`, word: `word${n}`, meaning: `meaning ${n}`, type: 'noun' as const })),
  },
});
const edited = (n: number, meaning: string): LanguageEvent => ({
  type: 'LanguageWordEdited',
  data: { ...languageIds, wordId: `w${n}`, fields: { word: `word${n}`, meaning, type: 'verb' } },
});
const deleted = (n: number): LanguageEvent => ({ type: 'LanguageWordDeleted', data: { ...languageIds, wordId: `w${n}` } });
const moved = (n: number, index: number): LanguageEvent => ({ type: 'LanguageWordMoved', data: { ...languageIds, wordId: `w${n}`, index } });

const lexicon = () => evolveLanguageAll(initialLanguageState(), [languageCreated, keyAdded('k1', 'a', 0), words(40)]);
const shape = (state: LanguageState) => state.words.map((word) => `${word._id}:${word.meaning}:${word.revision}`);

// A batch of changes, settled word by word in place (a few) or in one pass (many), ends where
// one event at a time ends.
const batches: [string, LanguageEvent[]][] = [
  ['one edit', [edited(7, 'seven')]],
  ['a few deletions and edits', [deleted(3), edited(5, 'five'), deleted(9), edited(3, 'gone already')]],
  ['many deletions, then a move and edits', [...Array.from({ length: 20 }, (_, n) => deleted(n * 2)), moved(1, 0), edited(1, 'first'), edited(39, 'last')]],
  ['an add between edits', [edited(2, 'two'), wordAdded('new', 'fresh', 1), edited(4, 'four'), deleted(0)]],
];

describe('a language folded by a batch of word changes', () => {
  it.each(batches)('%s: the batch folds as its events one by one', (_, events) => {
    const oneByOne = events.reduce(evolveLanguage, lexicon());
    expect(shape(evolveLanguageAll(lexicon(), events))).toEqual(shape(oneByOne));
    expect(shape(evolveLanguageOwned(lexicon(), events))).toEqual(shape(oneByOne));
    expect(evolveLanguageOwned(lexicon(), events)).toEqual(oneByOne);
  });

  it.each(batches)('%s: the copying fold leaves the state it was given as it was', (_, events) => {
    const before = lexicon();
    const seen = shape(before);
    const keys = before.keys;
    evolveLanguageAll(before, events);
    expect(shape(before)).toEqual(seen);
    expect(before.keys).toBe(keys);
  });

  it('the fold in place changes the lexicon it owns rather than copying it, and copies the records it changes', () => {
    const state = lexicon();
    const { words: lexiconBefore, keys, deletedIds } = state;
    const after = evolveLanguageOwned(state, [edited(7, 'seven'), deleted(8)]);
    expect(after.words).toBe(lexiconBefore);
    expect(lexiconBefore[7].meaning).toBe('seven');
    expect(after.keys).toBe(keys);
    // A copy of the state without its words (the reads before a command) keeps its deleted ids.
    expect(after.deletedIds).not.toBe(deletedIds);
    expect(deletedIds).toEqual({});
  });
});
