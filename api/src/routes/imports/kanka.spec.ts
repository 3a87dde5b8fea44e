import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kankaMessages as m } from '@lorewright/domain/imports/kanka/kankaMessages';
import type { WikiListItem, WikiView } from '@lorewright/domain/wikis/wikiView';
import { kankaFile, kankaZip, openImportsApp, type ImportsApp } from './testing/azgaarTesting';

// A Kanka campaign export becomes wikis: characters, places and events, with their fields, text
// and picture; entities of other kinds are counted as skipped.
let t: ImportsApp;
beforeAll(async () => {
  t = await openImportsApp();
});
afterAll(() => t.close());

describe('POST import/world/{worldId}/kanka', () => {
  it('makes a wiki per character, location and event', async () => {
    const author = await t.person('kanka');
    const world = await t.createWorld(author.token);
    const res = await t.send(world._id, 'kanka', author.token, { file: kankaFile(await kankaZip()) });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ message: m.imported(3, 1), wikis: 3, skipped: 1 });

    const { wikis } = await t.ok<{ wikis: WikiListItem[] }>(t.call('GET', `creation/wikis?worldID=${world._id}`, { token: author.token }));
    expect(wikis.map((wiki) => [wiki.category, wiki.title]).sort()).toEqual([
      ['characters', 'Alia Vorn'],
      ['events', 'The Long Night'],
      ['places', 'Highkeep'],
    ]);
    const alia = wikis.find((wiki) => wiki.title === 'Alia Vorn')!;
    const { wiki } = await t.ok<{ wiki: WikiView }>(t.call('GET', `creation/wiki/${alia._id}`, { token: author.token }));
    expect(wiki.subtitle).toBe('Warden of the Bell');
    expect(wiki.headerFields.map(({ field, value }) => `${field}: ${value}`)).toEqual([
      'Type: Ranger',
      'Title: Warden of the Bell',
      'Age: 34',
      'Sex: Female',
      'Pronouns: she/her',
    ]);
    expect(wiki.sections.map(({ title, content }) => ({ title, content }))).toEqual([
      { title: 'Entry', content: 'Alia keeps watch over Highkeep.\n\nShe fears the Long Night.' },
      { title: 'Appearance', content: 'Tall, grey cloak.' },
    ]);
    expect(wiki.images).toHaveLength(1);
    expect(wiki.images[0].mediaId).toEqual(expect.any(String));
  });
});
