import { describe, expect, it } from 'vitest';
import type { LanguageEvent } from '@lorewright/domain/languages/language.events';
import { restoreFixture } from '../history/testing/restoreFixture';
import { createLanguageHistory, languageRestoreMessages } from './languageRestore';

// Restore of a language sends the whole key map and lexicon as they were through the
// language's own commands; here the commands are recorded, the stream is a fixture.
const ids = { languageId: 'g1', worldId: 'world1' };
const actor = { id: 'ann', permissions: {} };
const context = { actorId: 'ann', correlationId: 't' };
const r1 = { name: 'r1.png', mediaId: 'x1' };
const r2 = { name: 'r2.png', mediaId: 'x2' };
const mellon = { _id: 'w1', word: 'mellon', meaning: 'friend', type: 'noun' as const };
const galad = { _id: 'w2', word: 'galad', meaning: 'light', type: 'noun' as const };

const languageWith = async (events: LanguageEvent[]) => {
  const created: LanguageEvent = { type: 'LanguageCreated', data: { ...ids, authorId: 'ann', title: 'Elvish', createdOn: '' } };
  const names = ['rename', 'updateKeyMap', 'updateStems', 'deleteRune'];
  const { stores, commands, ids: newIds, calls } = await restoreFixture('language-g1', [created, ...events], names);
  return { history: createLanguageHistory(stores, commands, newIds), calls };
};

describe('language versions and restore', () => {
  it('sends the key map and lexicon as they were, renames back and takes newer unmapped runes out of the picker', async () => {
    const { history, calls } = await languageWith([
      { type: 'LanguageRuneUploaded', data: { ...ids, rune: r1 } },
      { type: 'LanguageKeyAdded', data: { ...ids, key: { _id: 'k1', key: 'a', order: 0, rune: r1 } } },
      { type: 'LanguageKeyAdded', data: { ...ids, key: { _id: 'k2', key: 'b', order: 1, rune: null } } },
      { type: 'LanguageWordAdded', data: { ...ids, word: mellon, index: 0 } },
      { type: 'LanguageWordAdded', data: { ...ids, word: galad, index: 1 } },
      // Revision 5 is the version restored; what follows is undone.
      { type: 'LanguageKeyRenamed', data: { ...ids, keyId: 'k1', key: 'th' } },
      { type: 'LanguageKeyDeleted', data: { ...ids, keyId: 'k2' } },
      { type: 'LanguageKeyAdded', data: { ...ids, key: { _id: 'k3', key: 'c', order: 2, rune: null } } },
      { type: 'LanguageRuneUploaded', data: { ...ids, rune: r2 } },
      { type: 'LanguageWordDeleted', data: { ...ids, wordId: 'w1' } },
      { type: 'LanguageWordEdited', data: { ...ids, wordId: 'w2', fields: { word: 'galadh', meaning: 'tree', type: 'noun' } } },
      { type: 'LanguageRenamed', data: { ...ids, title: 'Sindarin' } },
    ]);
    await history.restore(actor, 'g1', 5, context);
    expect(calls).toEqual([
      [
        'updateKeyMap',
        [
          { _id: 'k1', key: 'a', order: 0, rune: 'r1.png' },
          { _id: 'new1', key: 'b', order: 1, rune: null },
        ],
        undefined,
      ],
      [
        'updateStems',
        [
          { _id: undefined, word: 'mellon', meaning: 'friend', type: 'noun' },
          { _id: 'w2', word: 'galad', meaning: 'light', type: 'noun' },
        ],
        undefined,
      ],
      ['rename', 'world1', 'Elvish'],
      ['deleteRune', 'r2.png'],
    ]);
  });

  it('a rune taken out of the picker since stays off; the key keeps the rune it shows now', async () => {
    const { history, calls } = await languageWith([
      { type: 'LanguageRuneUploaded', data: { ...ids, rune: r1 } },
      { type: 'LanguageRuneUploaded', data: { ...ids, rune: r2 } },
      { type: 'LanguageKeyAdded', data: { ...ids, key: { _id: 'k1', key: 'a', order: 0, rune: r1 } } },
      { type: 'LanguageKeyRuneSet', data: { ...ids, keyId: 'k1', rune: r2 } },
      { type: 'LanguageRuneRemoved', data: { ...ids, name: 'r1.png' } },
    ]);
    await history.restore(actor, 'g1', 3, context);
    expect(calls[0]).toEqual(['updateKeyMap', [{ _id: 'k1', key: 'a', order: 0, rune: 'r2.png' }], undefined]);
    expect(calls.some(([name]) => name === 'deleteRune')).toBe(false);
  });

  it('refuses a revision the language never had', async () => {
    const { history, calls } = await languageWith([]);
    await expect(history.restore(actor, 'g1', 4, context)).rejects.toThrow(languageRestoreMessages.nothingThere);
    expect(calls).toEqual([]);
  });
});
