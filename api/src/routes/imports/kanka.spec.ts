import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KANKA_GALLERY_FILES, KANKA_GALLERY_IMAGE } from '@lorewright/domain/imports/kanka/kanka.fixture';
import { kankaMessages as m } from '@lorewright/domain/imports/kanka/kankaMessages';
import type { WikiListItem, WikiView } from '@lorewright/domain/wikis/wikiView';
import { pngImage } from '../../media/testing/testImages';
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

  // The wiki made from the current layout's gallery character, after importing `files` beside the fixture.
  const galleryWiki = async (files: Parameters<typeof kankaZip>[0]) => {
    const author = await t.person('gallery');
    const world = await t.createWorld(author.token);
    const res = await t.send(world._id, 'kanka', author.token, { file: kankaFile(await kankaZip(files)) });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ message: m.imported(4, 1), wikis: 4, skipped: 1 });
    const { wikis } = await t.ok<{ wikis: WikiListItem[] }>(t.call('GET', `creation/wikis?worldID=${world._id}`, { token: author.token }));
    const bren = wikis.find((wiki) => wiki.title === 'Bren Ashdown')!;
    return (await t.ok<{ wiki: WikiView }>(t.call('GET', `creation/wiki/${bren._id}`, { token: author.token }))).wiki;
  };

  it("takes a current export's gallery picture (entity.image_uuid), and a mention's label, not its options", async () => {
    const wiki = await galleryWiki([...KANKA_GALLERY_FILES, { name: KANKA_GALLERY_IMAGE, content: Buffer.from(pngImage()) }]);
    expect(wiki.images).toHaveLength(1);
    expect(wiki.images[0].mediaId).toEqual(expect.any(String));
    expect(wiki.sections.map(({ content }) => content)).toEqual(['Rings the bell of the walled city for Alia Vorn.']);
  });

  it('takes the older path when the gallery file is no picture', async () => {
    const [entityFile, description] = KANKA_GALLERY_FILES;
    const bren = JSON.parse(entityFile.content) as { entity: Record<string, unknown> };
    bren.entity.image_path = 'w/1/characters/bren.png';
    const wiki = await galleryWiki([
      { name: entityFile.name, content: JSON.stringify(bren) },
      description,
      { name: KANKA_GALLERY_IMAGE, content: 'not a picture' },
      { name: 'w/1/characters/bren.png', content: Buffer.from(pngImage()) },
    ]);
    expect(wiki.images).toHaveLength(1);
    expect(wiki.images[0].mediaId).toEqual(expect.any(String));
  });
});
