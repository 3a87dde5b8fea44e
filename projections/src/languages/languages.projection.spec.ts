import { describe, expect, it } from 'vitest';
import { languageStream } from '@lorewright/commands/languages/languageStream';
import { mediaStream } from '@lorewright/commands/media/mediaCommands';
import { worldStream } from '@lorewright/commands/worlds/worldReader';
import { languageDecider } from '@lorewright/domain/languages/language.decide';
import type { LanguageEvent } from '@lorewright/domain/languages/language.events';
import { keyAdded, languageCreated, languageIds as ids, runeUploaded, wordAdded } from '@lorewright/domain/languages/testing/languageTesting';
import type { MediaEvent } from '@lorewright/domain/media/media.events';
import { foldEvents } from '@lorewright/domain/shared/decider';
import type { WorldEvent } from '@lorewright/domain/worlds/world.events';
import { openProjectionHarness, timestampOf } from '../runner/projectionHarness';
import { invitationsProjection } from '../worlds/invitations.projection';
import { createWorldQueries } from '../worlds/worldQueries';
import { worldsProjection } from '../worlds/worlds.projection';
import { createLanguageQueries } from './languageQueries';
import { languagesProjection } from './languages.projection';
import { keyMapOf } from './languageViewOf';

type Event = LanguageEvent | WorldEvent | MediaEvent;

// The languages projection (and the worlds projection's language lists), each event in its own stream.
const openLanguages = () => {
  const { project, views } = openProjectionHarness<Event>([languagesProjection, worldsProjection, invitationsProjection], (event) => {
    const data = event.data as { languageId?: string; worldId?: string; userId?: string };
    if (data.languageId) return languageStream(data.languageId);
    return data.worldId ? worldStream(data.worldId) : mediaStream(data.userId!);
  });
  return { project, languages: createLanguageQueries(views), worlds: createWorldQueries(views) };
};

const world = (worldId: string): WorldEvent => ({
  type: 'WorldCreated',
  data: { worldId, authorId: 'author', name: worldId, description: '', createdOn: timestampOf(0) },
});
const other = (languageId: string, title: string, worldId = 'w1'): LanguageEvent => ({
  type: 'LanguageCreated',
  data: { languageId, worldId, authorId: 'author', title, createdOn: '2026-06-02T00:00:00.000Z' },
});
const moved = (wordId: string, index: number): LanguageEvent => ({ type: 'LanguageWordMoved', data: { ...ids, wordId, index } });

describe('the languages projection', () => {
  it('shows keys, runes and words exactly as the decider folds them', async () => {
    const events: LanguageEvent[] = [
      languageCreated,
      runeUploaded('r1.png'),
      runeUploaded('r2.png'),
      runeUploaded('r3.png'),
      keyAdded('k1', 'a', 0, 'r1.png'),
      keyAdded('k2', 'th', 1),
      keyAdded('k3', 'c', 2, 'r3.png'),
      { type: 'LanguageKeyRenamed', data: { ...ids, keyId: 'k1', key: 'á' } },
      { type: 'LanguageKeyReordered', data: { ...ids, keyId: 'k2', order: 5 } },
      { type: 'LanguageKeyRuneSet', data: { ...ids, keyId: 'k2', rune: { name: 'r2.png', mediaId: 'm-r2.png' } } },
      { type: 'LanguageKeyRuneCleared', data: { ...ids, keyId: 'k3' } },
      { type: 'LanguageKeyDeleted', data: { ...ids, keyId: 'k3' } },
      { type: 'LanguageRuneRemoved', data: { ...ids, name: 'r3.png' } },
      wordAdded('w1', 'hol', 0),
      wordAdded('w2', 'mere', 1),
      wordAdded('w3', 'ember', 0),
      wordAdded('w4', 'kest', 1),
      moved('w1', 0),
      moved('w3', 3),
      { type: 'LanguageWordEdited', data: { ...ids, wordId: 'w2', fields: { word: 'meer', meaning: 'a lake', type: 'other' } } },
      { type: 'LanguageWordDeleted', data: { ...ids, wordId: 'w4' } },
      { type: 'LanguageRenamed', data: { ...ids, title: 'New Hollish' } },
    ];
    const t = openLanguages();
    await t.project(...events);
    const state = foldEvents(languageDecider, events);
    const view = await t.languages.languageById('l1');
    expect(view?.keyMap).toEqual(keyMapOf(state.keys));
    expect(Object.keys(view?.keyMap ?? {})).toEqual(['á', 'th']);
    expect(view?.runeImages).toEqual(state.runes.map((r) => r.name));
    expect(view?.words).toEqual(state.words);
    expect(view).toMatchObject({ title: 'New Hollish', visibility: 'private', revision: state.revision, lastUpdated: timestampOf(events.length - 1) });
    expect(await t.languages.languageRow('l1')).toMatchObject({ num_keys: 2, num_words: 3 });
  });

  it('folds each key into a document of its own, in the order the decider keeps them, whatever its id', async () => {
    const events: LanguageEvent[] = [
      languageCreated,
      runeUploaded('r1.png'),
      keyAdded('k-1', 'a', 0, 'r1.png'),
      keyAdded('__proto__', 'b', 1),
      keyAdded('a.b', 'c', 2),
      keyAdded('7', 'd', 3),
      { type: 'LanguageKeyRenamed', data: { ...ids, keyId: '__proto__', key: 'bb' } },
      { type: 'LanguageKeyRuneSet', data: { ...ids, keyId: 'a.b', rune: { name: 'r1.png', mediaId: 'm-r1.png' } } },
      { type: 'LanguageKeyDeleted', data: { ...ids, keyId: '7' } },
      { type: 'LanguageKeyDeleted', data: { ...ids, keyId: 'missing' } },
      keyAdded('k-1', 'aa', 4),
    ];
    const t = openLanguages();
    await t.project(...events);
    const state = foldEvents(languageDecider, events);
    const row = await t.languages.languageRow('l1');
    expect(row?.keys).toEqual(state.keys);
    expect(Object.keys(row?.keys ?? {})).toEqual(Object.keys(state.keys));
    expect(row).toMatchObject({ num_keys: 3, revision: state.revision });
    expect(({} as Record<string, unknown>).key).toBeUndefined();
  });

  it('keeps the order of words put again and again at one place', async () => {
    const events: LanguageEvent[] = [languageCreated, wordAdded('first', 'first', 0), wordAdded('last', 'last', 1)];
    for (let i = 0; i < 70; i++) events.push(wordAdded(`w${i}`, `w${i}`, 1));
    const t = openLanguages();
    await t.project(...events);
    expect((await t.languages.languageById('l1'))?.words.map((w) => w._id)).toEqual(foldEvents(languageDecider, events).words.map((w) => w._id));
  });

  it('places runs of words added by one event at the start, in the middle and at the end, then edits and moves them as any other', async () => {
    const run = (prefix: string, index: number, count = 25): LanguageEvent => ({
      type: 'LanguageWordsAdded',
      data: {
        ...ids,
        index,
        words: Array.from({ length: count }, (_, i) => ({ _id: `${prefix}${i}`, word: `${prefix}${i}`, meaning: '', type: 'noun' as const })),
      },
    });
    const events: LanguageEvent[] = [
      languageCreated,
      run('a', 0),
      run('z', 25),
      run('m', 25),
      run('s', 0, 3),
      // Again and again between two neighbours: the orders run out of halves and are renumbered.
      ...Array.from({ length: 40 }, (_, i) => run(`q${i}-`, 1, 2)),
      moved('m3', 0),
      { type: 'LanguageWordEdited', data: { ...ids, wordId: 'z7', fields: { word: 'zed', meaning: 'the last', type: 'noun' } } },
      { type: 'LanguageWordDeleted', data: { ...ids, wordId: 'a1' } },
    ];
    const t = openLanguages();
    const json = async () => JSON.parse((await t.languages.languageJson((await t.languages.languageHead('l1'))!))!) as unknown;
    await t.project(...events.slice(0, 3));
    expect(await json()).toEqual(JSON.parse(JSON.stringify(await t.languages.languageById('l1'))));
    await t.project(...events.slice(3));
    const view = await t.languages.languageById('l1');
    const state = foldEvents(languageDecider, events);
    expect(view?.words).toEqual(state.words);
    expect(view?.words.slice(0, 4).map((w) => w._id)).toEqual(['m3', 's0', 'q39-0', 'q39-1']);
    expect(await t.languages.languageRow('l1')).toMatchObject({ num_words: 75 + 3 + 80 - 1 });
    expect(await json()).toEqual(JSON.parse(JSON.stringify(view)));
  });

  it("serves a language's JSON as its view, serialised anew after each change of its keys or its words", async () => {
    const t = openLanguages();
    await t.project(languageCreated, runeUploaded('r1.png'), wordAdded('w1', 'hol', 0));
    const text = async () => (await t.languages.languageJson((await t.languages.languageHead('l1'))!))!;
    const json = async () => JSON.parse(await text()) as unknown;
    expect(await json()).toEqual(JSON.parse(JSON.stringify(await t.languages.languageById('l1'))));
    await t.project(keyAdded('k1', 'a', 0, 'r1.png'));
    expect(await json()).toMatchObject({ keyMap: { a: { _id: 'k1', rune: 'r1.png' } }, words: [{ _id: 'w1', word: 'hol' }] });
    await t.project(wordAdded('w2', 'mere', 1));
    expect(await json()).toMatchObject({ keyMap: { a: { _id: 'k1' } }, words: [{ _id: 'w1' }, { _id: 'w2', word: 'mere' }] });
  });

  it('a rune whose media item is deleted in the library leaves the picker', async () => {
    const t = openLanguages();
    await t.project(languageCreated, runeUploaded('r1.png'), runeUploaded('r2.png'));
    const json = async () => JSON.parse((await t.languages.languageJson((await t.languages.languageHead('l1'))!))!) as { runeImages: string[] };
    expect((await json()).runeImages).toEqual(['r1.png', 'r2.png']);
    await t.project(
      { type: 'MediaDeleted', data: { userId: 'author', mediaId: 'm-r1.png' } },
      { type: 'MediaDeleted', data: { userId: 'someone', mediaId: 'm-r2.png' } },
    );
    expect((await json()).runeImages).toEqual(['r2.png']);
  });

  it("lists a world's languages oldest first without keys or words, and finds them by title", async () => {
    const t = openLanguages();
    await t.project(world('w1'), languageCreated, other('l2', 'Saltspeech'), other('l3', 'Old elsewhere', 'w2'), wordAdded('w1', 'hol', 0), {
      type: 'LanguageVisibilityChanged',
      data: { languageId: 'l2', worldId: 'w1', visibility: 'public' },
    });
    const list = await t.languages.languagesOfWorld('w1');
    expect(list.map((l) => [l._id, l.num_words])).toEqual([
      ['l1', 1],
      ['l2', 0],
    ]);
    expect(list[0]).not.toHaveProperty('keys');
    expect((await t.languages.searchTitles('w1', 'old', { includePrivate: true })).map((l) => l._id)).toEqual(['l1']);
    expect(await t.languages.searchTitles('w1', 'old', { includePrivate: false })).toEqual([]);
    expect(await t.languages.searchTitles('w1', 'salt', { includePrivate: false })).toEqual([{ _id: 'l2', title: 'Saltspeech', preview: '' }]);
    const listed = await t.worlds.worldById('w1');
    expect(listed?.languages.map((l) => [l._id, l.title, l.visibility])).toEqual([
      ['l1', 'Old Hollish', 'private'],
      ['l2', 'Saltspeech', 'public'],
    ]);
    expect(listed?.num_languages).toBe(2);
    expect(await t.languages.lookups.languagePlace('l1')).toEqual({ _id: 'l1', worldID: 'w1', authorID: 'author' });
  });

  it('a deleted language, and every language of a deleted world, leave the read side', async () => {
    const t = openLanguages();
    await t.project(world('w1'), languageCreated, other('l2', 'Two'), other('l3', 'Three', 'w2'), wordAdded('w1', 'hol', 0), {
      type: 'LanguageDeleted',
      data: ids,
    });
    expect(await t.languages.languageById('l1')).toBeNull();
    expect((await t.worlds.worldById('w1'))?.languages.map((l) => l._id)).toEqual(['l2']);
    await t.project({ type: 'WorldDeleted', data: { worldId: 'w1', authorId: 'author' } });
    expect(await t.languages.languagesOfWorld('w1')).toEqual([]);
    expect((await t.languages.languagesOfWorld('w2')).map((l) => l._id)).toEqual(['l3']);
  });

  it('keeps the keys last read and brings them up to date from the keys changed since, as the decider folds them', async () => {
    const t = openLanguages();
    const events: LanguageEvent[] = [languageCreated, runeUploaded('r1.png'), keyAdded('k1', 'a', 0, 'r1.png'), keyAdded('k2', 'b', 0), keyAdded('k3', 'c', 1)];
    const steps: LanguageEvent[][] = [
      [{ type: 'LanguageKeyRenamed', data: { ...ids, keyId: 'k2', key: 'bb' } }],
      [{ type: 'LanguageKeyRuneSet', data: { ...ids, keyId: 'k3', rune: { name: 'r1.png', mediaId: 'm-r1.png' } } }, keyAdded('k4', 'd', 1)],
      // A deleted key, and one added again under the same id: it goes to the end of the added order.
      [{ type: 'LanguageKeyDeleted', data: { ...ids, keyId: 'k1' } }],
      [keyAdded('k1', 'aa', 0), { type: 'LanguageKeyReordered', data: { ...ids, keyId: 'k4', order: 0 } }],
      [{ type: 'LanguageRenamed', data: { ...ids, title: 'New Hollish' } }],
    ];
    await t.project(world('w1'), ...events);
    for (const step of [[], ...steps]) {
      await t.project(...step);
      events.push(...step);
      const { keys } = foldEvents(languageDecider, events);
      const row = await t.languages.languageRow('l1');
      expect(row?.keys).toEqual(keys);
      expect(Object.keys(row?.keys ?? {})).toEqual(Object.keys(keys));
      const shown = JSON.parse((await t.languages.languageJson((await t.languages.languageHead('l1'))!))!) as { keyMap: unknown };
      expect(Object.entries(shown.keyMap as object)).toEqual(Object.entries(keyMapOf(keys)));
    }
    // A change that leaves the keys alone answers the keys last read, and their key map, again.
    const before = (await t.languages.languageRow('l1'))!.keys;
    await t.project(wordAdded('w1', 'hol', 0));
    const after = (await t.languages.languageRow('l1'))!.keys;
    expect(after).toBe(before);
    expect(keyMapOf(after)).toBe(keyMapOf(before));
    expect(Object.isFrozen(keyMapOf(after))).toBe(true);
  });

  it('keeps a lexicon serialised and brings it up to date from the words changed since, the same JSON as reading it whole', async () => {
    const t = openLanguages();
    const jsonNow = async () => JSON.parse((await t.languages.languageJson((await t.languages.languageHead('l1'))!))!) as unknown;
    const whole = async () => JSON.parse(JSON.stringify(await t.languages.languageById('l1'))) as unknown;
    await t.project(world('w1'), languageCreated, wordAdded('w1', 'hol', 0), wordAdded('w2', 'mere', 1), wordAdded('w3', 'ember', 2));
    expect(await jsonNow()).toEqual(await whole());
    const steps: LanguageEvent[][] = [
      [{ type: 'LanguageWordEdited', data: { ...ids, wordId: 'w2', fields: { word: 'mara', meaning: 'sea', type: 'noun' } } }],
      [moved('w3', 0), { type: 'LanguageWordDeleted', data: { ...ids, wordId: 'w1' } }, wordAdded('w4', 'kest', 1)],
      // Sixty words put at one place: orders run out of halves and every word is renumbered.
      Array.from({ length: 60 }, (_, i) => wordAdded(`x${i}`, `x${i}`, 1)),
      [moved('w2', 30), { type: 'LanguageRenamed', data: { ...ids, title: 'New Hollish' } }],
      // More changes than are read one by one: the lexicon is read whole again.
      Array.from({ length: 210 }, (_, i) => wordAdded(`y${i}`, `y${i}`, 5)),
      [{ type: 'LanguageWordDeleted', data: { ...ids, wordId: 'y7' } }],
    ];
    for (const events of steps) {
      await t.project(...events);
      expect(await jsonNow()).toEqual(await whole());
    }
    expect(((await whole()) as { words: unknown[] }).words).toHaveLength(3 + 60 + 209);
  });
});
