import { describe, expect, it } from 'vitest';
import { NOT_OWNED_MESSAGE, ownerPlanEndedForNewMessage, ownerPlanEndedMessage, type Permissions } from '../accounts/permissions';
import { BULK_ADD_MIN } from '../shared/bulkAdds';
import { foldEvents } from '../shared/decider';
import { deciderSpec } from '../shared/deciderSpec';
import { isDomainError } from '../shared/errors';
import { worldMessages as wm } from '../worlds/worldMessages';
import type { LanguageCommand, SentWord } from './language.commands';
import { languageDecider } from './language.decide';
import type { LanguageEvent } from './language.events';
import { LANGUAGE_KEYS_MAX, LANGUAGE_RUNES_MAX, NEW_KEY } from './languageLimits';
import { languageMessages as m } from './languageMessages';
import {
  keyAdded,
  languageAuthor as author,
  languageCreated as created,
  languageIds as ids,
  languageNow as now,
  runeUploaded,
  sentKey,
  wordAdded,
} from './testing/languageTesting';

const spec = deciderSpec(languageDecider);
const world = { worldId: 'w1', authorID: author, visibility: 'private' as const, members: ['member'] };
const paid: Permissions = { languages: '2027-01-01T00:00:00.000Z' };

// Every command comes from the author holding the permission unless it says otherwise.
const as = (command: { type: LanguageCommand['type'] } & Record<string, unknown>) =>
  ({ actorId: author, world, permissions: paid, now, ...command }) as LanguageCommand;

// The kind of error a command is refused with (invalid 400, notFound 404, conflict 409…).
const refusal = (events: LanguageEvent[], command: LanguageCommand) => {
  try {
    languageDecider.decide(command, foldEvents(languageDecider, events));
  } catch (error) {
    return isDomainError(error) ? error.kind : 'not a domain error';
  }
  return 'accepted';
};

// Runes r1 (1) and r2 (2); key k1 'a' with r1 (3), key k2 'b' without a rune (4); words w1 (5), w2 (6).
const withParts = [
  created,
  runeUploaded('r1.png'),
  runeUploaded('r2.png'),
  keyAdded('k1', 'a', 0, 'r1.png'),
  keyAdded('k2', 'b', 1),
  wordAdded('w1', 'hol', 0),
  wordAdded('w2', 'mere', 1),
];
const keyMap = (keys: ReturnType<typeof sentKey>[], seenRevision?: number) => as({ type: 'UpdateKeyMap', keys, seenRevision });
const bothKeys = [sentKey('k1', 'a', 0, 'r1.png', 3), sentKey('k2', 'b', 1, null, 4)];
const word = (_id: string, text: string, extra: Partial<SentWord> = {}): SentWord => ({
  _id,
  word: text,
  meaning: `meaning of ${text}`,
  type: 'noun',
  ...extra,
});

describe('creating and naming a language', () => {
  const create = (extra: object = {}) => as({ type: 'CreateLanguage', languageId: 'l1', title: 'Old Hollish', ...extra });

  it('the world author holding the permission creates a private language', () => spec.given([]).when(create()).then([created]));
  it('someone else cannot create one in the world', () =>
    spec
      .given([])
      .when(create({ actorId: 'member' }))
      .thenThrows(wm.onlyAuthor));
  it('the author without the permission cannot create one', () =>
    spec
      .given([])
      .when(create({ permissions: {} }))
      .thenThrows(NOT_OWNED_MESSAGE));
  it('a lapsed permission counts as none', () =>
    spec
      .given([])
      .when(create({ permissions: { languages: '2026-01-01T00:00:00.000Z' } }))
      .thenThrows(NOT_OWNED_MESSAGE));
  it('a blank title is refused', () =>
    spec
      .given([])
      .when(create({ title: '   ' }))
      .thenThrows(m.enterTitle));
  it('an id in use is refused', () => expect(refusal([created], create())).toBe('conflict'));

  it('a rename records the new title', () =>
    spec
      .given([created])
      .when(as({ type: 'RenameLanguage', title: 'New Hollish' }))
      .then([{ type: 'LanguageRenamed', data: { ...ids, title: 'New Hollish' } }]));
  it('renaming to the same title makes no event', () =>
    spec
      .given([created])
      .when(as({ type: 'RenameLanguage', title: ' Old Hollish ' }))
      .then([]));
  it('a blank rename asks for a name', () =>
    spec
      .given([created])
      .when(as({ type: 'RenameLanguage', title: ' ' }))
      .thenThrows(m.nameRequired));
  it('visibility changes once', () => {
    spec
      .given([created])
      .when(as({ type: 'ChangeLanguageVisibility', visibility: 'public' }))
      .then([{ type: 'LanguageVisibilityChanged', data: { ...ids, visibility: 'public' } }]);
    spec
      .given([created])
      .when(as({ type: 'ChangeLanguageVisibility', visibility: 'private' }))
      .then([]);
  });
});

describe('who may change a language', () => {
  const rename = { type: 'RenameLanguage', title: 'Other' } as const;
  it('only the author changes it, members neither', () =>
    spec
      .given([created])
      .when(as({ ...rename, actorId: 'member' }))
      .thenThrows(m.onlyAuthor));
  it('every change needs the permission', () => {
    for (const command of [
      rename,
      { type: 'UpdateKeyMap', keys: [] },
      { type: 'AddRune', rune: { name: 'x.png', mediaId: 'x' } },
      { type: 'DeleteWord', index: 0 },
    ] as const)
      spec
        .given(withParts)
        .when(as({ ...command, permissions: {} }))
        .thenThrows(NOT_OWNED_MESSAGE);
  });
  it('deleting needs no permission, so a lapsed subscription never traps the data', () =>
    spec
      .given([created])
      .when(as({ type: 'DeleteLanguage', permissions: {} }))
      .then([{ type: 'LanguageDeleted', data: ids }]));
  it('but deleting is still the author’s alone', () =>
    spec
      .given([created])
      .when(as({ type: 'DeleteLanguage', actorId: 'member' }))
      .thenThrows(m.onlyAuthor));
  it('a deleted language, or one of another world, is not found', () => {
    spec
      .given([created, { type: 'LanguageDeleted', data: ids }])
      .when(as(rename))
      .thenThrows(m.notFound);
    spec
      .given([created])
      .when(as({ ...rename, world: { ...world, worldId: 'w2' } }))
      .thenThrows(m.notFound);
    spec.given([]).when(as(rename)).thenThrows(m.notFound);
  });
});

describe('the key map, diffed against the state', () => {
  it('the same map makes no event', () => spec.given(withParts).when(keyMap(bothKeys, 6)).then([]));

  it('a new key is added with its rune', () =>
    spec
      .given(withParts)
      .when(keyMap([...bothKeys, sentKey('k3', 'th', 2, 'r2.png')], 6))
      .then([{ type: 'LanguageKeyAdded', data: { ...ids, key: { _id: 'k3', key: 'th', order: 2, rune: { name: 'r2.png', mediaId: 'm-r2.png' } } } }]));

  it("Add Key's 'new key' is a key like any other, space and all", () =>
    spec
      .given(withParts)
      .when(keyMap([...bothKeys, sentKey('k3', NEW_KEY, 2)], 6))
      .then([{ type: 'LanguageKeyAdded', data: { ...ids, key: { _id: 'k3', key: NEW_KEY, order: 2, rune: null } } }]));

  it('a rename keeps the id, the rune and the order', () =>
    spec
      .given(withParts)
      .when(keyMap([sentKey('k1', 'á', 0, 'r1.png', 3), bothKeys[1]], 6))
      .then([{ type: 'LanguageKeyRenamed', data: { ...ids, keyId: 'k1', key: 'á' } }]));

  it('two keys swap places with one reorder each', () =>
    spec
      .given(withParts)
      .when(keyMap([sentKey('k1', 'a', 1, 'r1.png', 3), sentKey('k2', 'b', 0, null, 4)], 6))
      .then([
        { type: 'LanguageKeyReordered', data: { ...ids, keyId: 'k1', order: 1 } },
        { type: 'LanguageKeyReordered', data: { ...ids, keyId: 'k2', order: 0 } },
      ]));

  it('a rune is set, and another cleared', () =>
    spec
      .given(withParts)
      .when(keyMap([sentKey('k1', 'a', 0, null, 3), sentKey('k2', 'b', 1, 'r2.png', 4)], 6))
      .then([
        { type: 'LanguageKeyRuneCleared', data: { ...ids, keyId: 'k1' } },
        { type: 'LanguageKeyRuneSet', data: { ...ids, keyId: 'k2', rune: { name: 'r2.png', mediaId: 'm-r2.png' } } },
      ]));

  it('a key left out is deleted', () =>
    spec
      .given(withParts)
      .when(keyMap([bothKeys[0]], 6))
      .then([{ type: 'LanguageKeyDeleted', data: { ...ids, keyId: 'k2' } }]));

  it('two keys that are one in NFC are one key in use', () =>
    spec
      .given(withParts)
      .when(keyMap([...bothKeys, sentKey('k3', 'é', 2), sentKey('k4', 'e\u0301', 3)], 6))
      .thenThrows(m.keyInUse('é')));
  it('a key renamed onto another key is in use', () =>
    spec
      .given(withParts)
      .when(keyMap([sentKey('k1', 'b', 0, 'r1.png', 3), bothKeys[1]], 6))
      .thenThrows(m.keyInUse('b')));
  it('two entries with one id are refused', () =>
    spec
      .given(withParts)
      .when(keyMap([...bothKeys, sentKey('k1', 'c', 2)], 6))
      .thenThrows(m.keyIdDuplicate));
  it('an empty key, or one of invisible characters only, is refused', () => {
    spec
      .given(withParts)
      .when(keyMap([...bothKeys, sentKey('k3', '', 2)], 6))
      .thenThrows(m.keyBlank);
    spec
      .given(withParts)
      .when(keyMap([...bothKeys, sentKey('k3', '\u200b', 2)], 6))
      .thenThrows(m.keyBlank);
  });
  it('a key of whitespace only is a space, not allowed', () => {
    spec
      .given(withParts)
      .when(keyMap([...bothKeys, sentKey('k3', ' ', 2)], 6))
      .thenThrows(m.spaceNotAllowed);
    spec
      .given(withParts)
      .when(keyMap([...bothKeys, sentKey('k3', ' \t', 2)], 6))
      .thenThrows(m.spaceNotAllowed);
  });
  it('a key with a space in it is refused', () =>
    spec
      .given(withParts)
      .when(keyMap([...bothKeys, sentKey('k3', 'a b', 2)], 6))
      .thenThrows(m.spaceNotAllowed));
  it('a key too long is refused', () =>
    spec
      .given(withParts)
      .when(keyMap([...bothKeys, sentKey('k3', 'abcdefghi', 2)], 6))
      .thenThrows(m.keyTooLong));
  it('a rune the language does not have is refused', () =>
    spec
      .given(withParts)
      .when(keyMap([sentKey('k1', 'a', 0, 'nope.png', 3), bothKeys[1]], 6))
      .thenThrows(m.chooseRune));

  describe('a key map from a tab whose copy of a key is stale', () => {
    const renamedElsewhere = [...withParts, { type: 'LanguageKeyRenamed', data: { ...ids, keyId: 'k1', key: 'c' } } as LanguageEvent];
    it('changes the fields the tab changed and keeps the change made elsewhere', () =>
      spec
        .given(renamedElsewhere)
        .when(keyMap([sentKey('k1', 'a', 0, 'r2.png', 3), bothKeys[1]], 6))
        .then([{ type: 'LanguageKeyRuneSet', data: { ...ids, keyId: 'k1', rune: { name: 'r2.png', mediaId: 'm-r2.png' } } }]));
    it('makes no event for a key the tab did not touch', () => spec.given(renamedElsewhere).when(keyMap(bothKeys, 6)).then([]));
    it('is a conflict for a field changed both there and elsewhere', () =>
      spec
        .given(renamedElsewhere)
        .when(keyMap([sentKey('k1', 'd', 0, 'r1.png', 3), bothKeys[1]], 6))
        .thenThrows(m.keyConflict));
    it('is a conflict when the copy is older than the history kept and differs', () => {
      const twice = [...renamedElsewhere, { type: 'LanguageKeyRenamed', data: { ...ids, keyId: 'k1', key: 'e' } } as LanguageEvent];
      spec.given(twice).when(keyMap(bothKeys, 6)).thenThrows(m.keyConflict);
    });
    it('is a conflict when the kept rename and the tab’s new key share a string', () =>
      spec
        .given(renamedElsewhere)
        .when(keyMap([...bothKeys, sentKey('k3', 'c', 2)], 6))
        .thenThrows(m.keyInUse('c')));
  });
  it('leaving out a key added after the list was read is a conflict, not a silent loss', () =>
    spec
      .given([...withParts, keyAdded('k3', 'c', 2)])
      .when(keyMap(bothKeys, 6))
      .thenThrows(m.keyConflict));
  it('without the revision the list was read at, a key left out is simply deleted', () =>
    spec
      .given([...withParts, keyAdded('k3', 'c', 2)])
      .when(keyMap(bothKeys))
      .then([{ type: 'LanguageKeyDeleted', data: { ...ids, keyId: 'k3' } }]));
  it('a deleted key sent again is a conflict, not brought back', () => {
    const deleted = [...withParts, { type: 'LanguageKeyDeleted', data: { ...ids, keyId: 'k2' } } as LanguageEvent];
    expect(refusal(deleted, keyMap(bothKeys))).toBe('conflict');
    spec.given(deleted).when(keyMap(bothKeys)).thenThrows(m.partGone);
  });
});

describe('runes', () => {
  const addRune = (name: string) => as({ type: 'AddRune', rune: { name, mediaId: `m-${name}` } });
  it('an uploaded rune joins the picker', () =>
    spec
      .given([created])
      .when(addRune('r1.png'))
      .then([{ type: 'LanguageRuneUploaded', data: { ...ids, rune: { name: 'r1.png', mediaId: 'm-r1.png' } } }]));
  it(`at most ${LANGUAGE_RUNES_MAX} runes`, () => {
    const full = [created, ...Array.from({ length: LANGUAGE_RUNES_MAX }, (_, i) => runeUploaded(`r${i}.png`))];
    spec.given(full).when(addRune('one-more.png')).thenThrows(m.tooManyRunes);
  });
  it('an unmapped rune is removed', () =>
    spec
      .given(withParts)
      .when(as({ type: 'RemoveRune', name: 'r2.png' }))
      .then([{ type: 'LanguageRuneRemoved', data: { ...ids, name: 'r2.png' } }]));
  it('a mapped rune is not removed while a key shows it', () =>
    spec
      .given(withParts)
      .when(as({ type: 'RemoveRune', name: 'r1.png' }))
      .thenThrows(m.runeMapped('a')));
  it('a rune the language does not have is not found', () => expect(refusal(withParts, as({ type: 'RemoveRune', name: 'x.png' }))).toBe('notFound'));
});

describe('words', () => {
  const fields = { word: 'ember', meaning: 'to keep a fire', type: 'verb' } as const;
  it('a word is added at the end, or at an index', () => {
    spec
      .given(withParts)
      .when(as({ type: 'AddWord', word: { _id: 'w3', ...fields } }))
      .then([{ type: 'LanguageWordAdded', data: { ...ids, word: { _id: 'w3', ...fields }, index: 2 } }]);
    spec
      .given(withParts)
      .when(as({ type: 'AddWord', word: { _id: 'w3', ...fields }, index: 0 }))
      .then([{ type: 'LanguageWordAdded', data: { ...ids, word: { _id: 'w3', ...fields }, index: 0 } }]);
  });
  it('an index past the end is refused', () => expect(refusal(withParts, as({ type: 'AddWord', word: { _id: 'w3', ...fields }, index: 3 }))).toBe('invalid'));
  it.each(['constructor', 'toString', 'hasOwnProperty', '__proto__'])('a word id named like an inherited member (%s) is an id like any other', (wordId) =>
    spec
      .given(withParts)
      .when(as({ type: 'AddWord', word: { _id: wordId, ...fields } }))
      .then([{ type: 'LanguageWordAdded', data: { ...ids, word: { _id: wordId, ...fields }, index: 2 } }]),
  );
  it('an unknown word type is refused', () =>
    spec
      .given(withParts)
      .when(as({ type: 'AddWord', word: { _id: 'w3', ...fields, type: 'pronoun' } }))
      .thenThrows(m.unknownWordType));
  it('a blank word is refused', () =>
    spec
      .given(withParts)
      .when(as({ type: 'AddWord', word: { _id: 'w3', ...fields, word: ' ' } }))
      .thenThrows(m.wordBlank));

  it('a word is edited by its index', () =>
    spec
      .given(withParts)
      .when(as({ type: 'EditWord', index: 1, wordId: 'w2', word: fields, revision: 6 }))
      .then([{ type: 'LanguageWordEdited', data: { ...ids, wordId: 'w2', fields } }]));
  it('an edit on a stale copy is a conflict', () =>
    expect(
      refusal(
        [...withParts, { type: 'LanguageWordEdited', data: { ...ids, wordId: 'w2', fields } }],
        as({ type: 'EditWord', index: 1, word: { ...fields, type: 'noun' }, revision: 6 }),
      ),
    ).toBe('conflict'));
  it('a word deleted by index must be the word the client meant', () => {
    spec
      .given(withParts)
      .when(as({ type: 'DeleteWord', index: 0, wordId: 'w1' }))
      .then([{ type: 'LanguageWordDeleted', data: { ...ids, wordId: 'w1' } }]);
    spec
      .given(withParts)
      .when(as({ type: 'DeleteWord', index: 0, wordId: 'w2' }))
      .thenThrows(m.wordConflict);
    spec
      .given(withParts)
      .when(as({ type: 'DeleteWord', index: 5 }))
      .thenThrows(m.chooseWord);
  });

  const words = (sent: SentWord[], seenRevision?: number) => as({ type: 'UpdateWords', words: sent, seenRevision });
  it('the same list makes no event', () =>
    spec
      .given(withParts)
      .when(words([word('w1', 'hol'), word('w2', 'mere')], 6))
      .then([]));
  it('a list diff deletes, moves, adds and edits', () =>
    spec
      .given([...withParts, wordAdded('w3', 'kest', 2)])
      .when(words([word('w3', 'kest'), word('w4', 'ath'), word('w1', 'holl')], 7))
      .then([
        { type: 'LanguageWordDeleted', data: { ...ids, wordId: 'w2' } },
        { type: 'LanguageWordMoved', data: { ...ids, wordId: 'w3', index: 0 } },
        { type: 'LanguageWordAdded', data: { ...ids, word: { _id: 'w4', word: 'ath', meaning: 'meaning of ath', type: 'noun' }, index: 1 } },
        { type: 'LanguageWordEdited', data: { ...ids, wordId: 'w1', fields: { word: 'holl', meaning: 'meaning of holl', type: 'noun' } } },
      ]));
  it('the folded list is the list sent', () => {
    const before = [...withParts, wordAdded('w3', 'kest', 2)];
    const sent = [word('w3', 'kest'), word('w4', 'ath'), word('w1', 'hol')];
    const state = foldEvents(languageDecider, before);
    const after = languageDecider.decide(words(sent, 7), state).reduce(languageDecider.evolve, state);
    expect(after.words.map((w) => w._id)).toEqual(['w3', 'w4', 'w1']);
  });
  const newWords = (from: number, count: number) => Array.from({ length: count }, (_, i) => word(`n${from + i}`, `new${from + i}`));
  const stored = ({ revision: _r, ...sent }: SentWord) => sent;
  it(`a run of ${BULK_ADD_MIN} or more new words is one event at the run's first place, and folds to the list sent`, () => {
    const run = newWords(0, BULK_ADD_MIN);
    const sent = [word('w1', 'holl'), ...run, word('w2', 'mere')];
    spec
      .given(withParts)
      .when(words(sent, 6))
      .then([
        { type: 'LanguageWordEdited', data: { ...ids, wordId: 'w1', fields: { word: 'holl', meaning: 'meaning of holl', type: 'noun' } } },
        { type: 'LanguageWordsAdded', data: { ...ids, words: run.map(stored), index: 1 } },
      ]);
    const state = foldEvents(languageDecider, withParts);
    const after = languageDecider.decide(words(sent, 6), state).reduce(languageDecider.evolve, state);
    expect(after.words.map((w) => w._id)).toEqual(sent.map((w) => w._id));
    expect(after.words[5]).toEqual({ ...stored(run[4]), revision: withParts.length + 1 });
  });
  it('new words put here and there among kept ones keep an event each, each at its place', () => {
    const sent = [...newWords(0, 10), word('w1', 'hol'), ...newWords(10, 10), word('w2', 'mere')];
    const state = foldEvents(languageDecider, withParts);
    const events = languageDecider.decide(words(sent, 6), state);
    expect(events.map((event) => event.type)).toEqual(Array.from({ length: 20 }, () => 'LanguageWordAdded'));
    expect(events.reduce(languageDecider.evolve, state).words.map((w) => w._id)).toEqual(sent.map((w) => w._id));
  });
  it('leaving out a word added after the list was read is a conflict', () =>
    spec
      .given([...withParts, wordAdded('w3', 'kest', 2)])
      .when(words([word('w1', 'hol'), word('w2', 'mere')], 6))
      .thenThrows(m.wordConflict));
  it('an unknown type in the list is refused', () =>
    spec
      .given(withParts)
      .when(words([word('w1', 'hol', { type: 'pronoun' as never }), word('w2', 'mere')], 6))
      .thenThrows(m.unknownWordType));
  it('two words with one id are refused', () =>
    spec
      .given(withParts)
      .when(words([word('w1', 'hol'), word('w1', 'mere')], 6))
      .thenThrows(m.wordIdDuplicate));
});

describe('a change of the key map (removedKeyIds sent): only the keys named', () => {
  const change = (keys: ReturnType<typeof sentKey>[], removedKeyIds: string[] = [], seenRevision = 6) =>
    as({ type: 'UpdateKeyMap', keys, removedKeyIds, seenRevision });
  const runeOf = (name: string) => ({ name, mediaId: `m-${name}` });
  const keyDeleted = (keyId: string): LanguageEvent => ({ type: 'LanguageKeyDeleted', data: { ...ids, keyId } });

  it('a new key is added and the keys not sent stay', () =>
    spec
      .given(withParts)
      .when(change([sentKey('k3', 'th', 2, 'r2.png')]))
      .then([keyAdded('k3', 'th', 2, 'r2.png')]));
  it('a rename keeps the id; a rune is set on one key of many', () => {
    spec
      .given(withParts)
      .when(change([sentKey('k1', 'á', 0, 'r1.png', 3)]))
      .then([{ type: 'LanguageKeyRenamed', data: { ...ids, keyId: 'k1', key: 'á' } }]);
    spec
      .given(withParts)
      .when(change([sentKey('k2', 'b', 1, 'r2.png', 4)]))
      .then([{ type: 'LanguageKeyRuneSet', data: { ...ids, keyId: 'k2', rune: runeOf('r2.png') } }]);
  });
  it('an empty change makes no event', () => spec.given(withParts).when(change([])).then([]));
  it('removed ids delete their keys; an unknown, repeated or already deleted id is no error', () =>
    spec
      .given([...withParts, keyDeleted('k2')])
      .when(change([], ['k1', 'k1', 'k2', 'nope'], 7))
      .then([keyDeleted('k1')]));
  it.each(['constructor', '__proto__', 'toString'])('a removed id named like an inherited member (%s) is no key', (keyId) =>
    spec
      .given(withParts)
      .when(change([], [keyId]))
      .then([]),
  );
  it('the folded map is the stored map with the change applied', () => {
    const state = foldEvents(languageDecider, withParts);
    const command = change([sentKey('k3', 'th', 2, 'r2.png'), sentKey('k2', 'c', 1, null, 4)], ['k1']);
    const after = languageDecider.decide(command, state).reduce(languageDecider.evolve, state);
    expect(Object.values(after.keys).map(({ _id, key, rune }) => [_id, key, rune?.name ?? null])).toEqual([
      ['k2', 'c', null],
      ['k3', 'th', 'r2.png'],
    ]);
  });

  it('a key both sent and removed is refused (400)', () => {
    spec
      .given(withParts)
      .when(change([sentKey('k1', 'a', 0, null, 3)], ['k1']))
      .thenThrows(m.keySentAndRemoved);
    expect(refusal(withParts, change([sentKey('k9', 'z', 9)], ['k9']))).toBe('invalid');
  });
  it('a new or renamed key may not take a string a key left as stored holds (400)', () => {
    spec
      .given(withParts)
      .when(change([sentKey('k3', 'a', 2)]))
      .thenThrows(m.keyInUse('a'));
    expect(refusal(withParts, change([sentKey('k2', 'a', 1, null, 4)]))).toBe('invalid');
  });
  it('a string freed in the same change may be taken: two keys swap, or a deleted key’s string is reused', () => {
    spec
      .given(withParts)
      .when(change([sentKey('k1', 'b', 0, 'r1.png', 3), sentKey('k2', 'a', 1, null, 4)]))
      .then([
        { type: 'LanguageKeyRenamed', data: { ...ids, keyId: 'k1', key: 'b' } },
        { type: 'LanguageKeyRenamed', data: { ...ids, keyId: 'k2', key: 'a' } },
      ]);
    spec
      .given(withParts)
      .when(change([sentKey('k3', 'a', 2)], ['k1']))
      .then([keyDeleted('k1'), keyAdded('k3', 'a', 2)]);
  });
  it('two keys sent with one string, one id sent twice, a bad key or an unknown rune are refused', () => {
    spec
      .given(withParts)
      .when(change([sentKey('k3', 'é', 2), sentKey('k4', 'e\u0301', 3)]))
      .thenThrows(m.keyInUse('é'));
    spec
      .given(withParts)
      .when(change([sentKey('k3', 'c', 2), sentKey('k3', 'd', 3)]))
      .thenThrows(m.keyIdDuplicate);
    spec
      .given(withParts)
      .when(change([sentKey('k3', 'a b', 2)]))
      .thenThrows(m.spaceNotAllowed);
    spec
      .given(withParts)
      .when(change([sentKey('k2', 'b', 1, 'nope.png', 4)]))
      .thenThrows(m.chooseRune);
  });

  describe('against changes made elsewhere', () => {
    const renamedElsewhere = [...withParts, { type: 'LanguageKeyRenamed', data: { ...ids, keyId: 'k1', key: 'c' } } as LanguageEvent];
    it('a key added since is kept, not deleted', () =>
      spec
        .given([...withParts, keyAdded('k3', 'c', 2)])
        .when(change([sentKey('k2', 'b', 1, 'r2.png', 4)]))
        .then([{ type: 'LanguageKeyRuneSet', data: { ...ids, keyId: 'k2', rune: runeOf('r2.png') } }]));
    it('a field changed both here and elsewhere is a conflict; one changed only elsewhere is kept', () => {
      spec
        .given(renamedElsewhere)
        .when(change([sentKey('k1', 'd', 0, 'r1.png', 3)]))
        .thenThrows(m.keyConflict);
      spec
        .given(renamedElsewhere)
        .when(change([sentKey('k1', 'a', 0, 'r2.png', 3)]))
        .then([{ type: 'LanguageKeyRuneSet', data: { ...ids, keyId: 'k1', rune: runeOf('r2.png') } }]);
    });
    it('a kept rename and a new key sharing a string is a conflict (409)', () => {
      expect(refusal(renamedElsewhere, change([sentKey('k1', 'a', 0, 'r2.png', 3), sentKey('k3', 'c', 2)]))).toBe('conflict');
    });
    it('removing a key changed after the language was read is a conflict; without that revision it is deleted', () => {
      spec
        .given(renamedElsewhere)
        .when(change([], ['k1']))
        .thenThrows(m.keyConflict);
      spec
        .given(renamedElsewhere)
        .when(as({ type: 'UpdateKeyMap', keys: [], removedKeyIds: ['k1'] }))
        .then([keyDeleted('k1')]);
    });
    it('a key deleted elsewhere is not brought back', () =>
      spec
        .given([...withParts, keyDeleted('k2')])
        .when(change([sentKey('k2', 'b', 1, 'r2.png', 4)], [], 7))
        .thenThrows(m.partGone));
  });

  describe(`at most ${LANGUAGE_KEYS_MAX} keys once merged`, () => {
    const full = [created, ...Array.from({ length: LANGUAGE_KEYS_MAX }, (_, i) => keyAdded(`k${i}`, `x${i}`, i))];
    it('one more is refused, unless a key goes in the same change', () => {
      spec
        .given(full)
        .when(change([sentKey('one-more', 'y', 0)], ['nope']))
        .thenThrows(m.tooManyKeys);
      spec
        .given(full)
        .when(change([sentKey('one-more', 'y', 0)], ['k0']))
        .then([keyDeleted('k0'), keyAdded('one-more', 'y', 0)]);
    });
    it('changing a key of a full map reads no other key', () => {
      const state = foldEvents(languageDecider, full);
      // Listing the keys throws: the change must find its key by id alone.
      const keys = new Proxy(state.keys, {
        ownKeys: () => {
          throw new Error('the whole map was read');
        },
      });
      const command = change([sentKey('k7', 'x7', 70)], ['k8'], LANGUAGE_KEYS_MAX);
      expect(languageDecider.decide(command, { ...state, keys })).toEqual([
        keyDeleted('k8'),
        { type: 'LanguageKeyReordered', data: { ...ids, keyId: 'k7', order: 70 } },
      ]);
    });
  });
});

describe("an editor, on the owner's plan", () => {
  const editors = { ...world, roles: { member: 'editor' as const } };
  const byEditor = (command: { type: LanguageCommand['type'] } & Record<string, unknown>) => as({ actorId: 'member', world: editors, ...command });

  it('changes a language while the plan runs', () =>
    spec
      .given([created])
      .when(byEditor({ type: 'RenameLanguage', title: 'New Hollish' }))
      .then([{ type: 'LanguageRenamed', data: { ...ids, title: 'New Hollish' } }]));
  it("is told the owner's plan ended, not that they own nothing", () => {
    spec
      .given([created])
      .when(byEditor({ type: 'RenameLanguage', title: 'New Hollish', permissions: {} }))
      .thenThrows(ownerPlanEndedMessage('languages'));
    spec
      .given([])
      .when(byEditor({ type: 'CreateLanguage', languageId: 'l1', title: 'Old Hollish', permissions: {} }))
      .thenThrows(ownerPlanEndedForNewMessage('languages'));
  });
});
