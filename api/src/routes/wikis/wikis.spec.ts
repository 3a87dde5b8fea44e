import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { worldMessages as wm } from '@lorewright/domain/worlds/worldMessages';
import { WIKI_SECTION_CONTENT_MAX } from '@lorewright/domain/wikis/wikiLimits';
import type { WorldView } from '@lorewright/domain/worlds/worldView';
import { wikiMessages as m } from '@lorewright/domain/wikis/wikiMessages';
import { DEFAULT_WIKI_IMAGE, DEFAULT_WIKI_SUBTITLE, type WikiImage, type WikiListItem } from '@lorewright/domain/wikis/wikiView';
import { pngImage } from '../../media/testing/testImages';
import { openWikisApp, type WikisApp } from './testing/wikisTesting';

// The happy paths of every wiki route, and what they leave in the media library.
let t: WikisApp;
beforeAll(async () => {
  t = await openWikisApp();
});
afterAll(() => t.close());

const authorWithWorld = async () => {
  const author = await t.person('author');
  const world = await t.createWorld(author.token);
  return { author, world };
};
const statusOf = async (token: string, mediaId: string | null) => (await t.library(token)).media.find((item) => item._id === mediaId)?.status;

describe('creating and reading wikis', () => {
  it('a new wiki is private with the default subtitle, image and header field, and no sections', async () => {
    const { author, world } = await authorWithWorld();
    const res = await t.call('POST', 'creation/newWiki', { token: author.token, payload: { category: 'places', title: ' Hollowmere ', worldID: world._id } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(String), message: m.created });
    const wiki = await t.getWiki(author.token, res.json<{ id: string }>().id);
    expect(wiki).toMatchObject({
      title: 'Hollowmere',
      subtitle: DEFAULT_WIKI_SUBTITLE,
      category: 'places',
      visibility: 'private',
      worldID: world._id,
      authorID: author.id,
      parentID: null,
      sections: [],
      backgroundImage: '',
      overlayOpacity: 0.1,
    });
    expect(wiki.images).toEqual([{ _id: expect.any(String), name: DEFAULT_WIKI_IMAGE, visibility: 'public', mediaId: null }]);
    expect(wiki.headerFields).toEqual([{ _id: expect.any(String), field: 'Field', value: 'Value' }]);
  });

  it("lists a world's wikis oldest first, without their parts", async () => {
    const { author, world } = await authorWithWorld();
    const first = await t.newWiki(author.token, world._id, { title: 'First' });
    const second = await t.newWiki(author.token, world._id, { title: 'Second', category: 'magic' });
    const { wikis } = await t.ok<{ wikis: WikiListItem[] }>(t.call('GET', `creation/wikis?worldID=${world._id}`, { token: author.token }));
    expect(wikis.map((wiki) => [wiki._id, wiki.category])).toEqual([
      [first._id, 'characters'],
      [second._id, 'magic'],
    ]);
    expect(wikis[0]).not.toHaveProperty('sections');
  });

  it('the world lists its wikis with their category, following renames, visibility and deletes', async () => {
    const { author, world } = await authorWithWorld();
    const wiki = await t.newWiki(author.token, world._id, { category: 'events' });
    const wikisOf = async () => (await t.ok<{ world: WorldView }>(t.call('GET', `world/${world._id}`, { token: author.token }))).world;
    expect((await wikisOf()).wikis).toEqual([{ _id: wiki._id, title: 'Isolde', visibility: 'private', category: 'events', lastUpdated: expect.any(String) }]);
    await t.ok(t.call('PUT', 'wiki/rename', { token: author.token, payload: { wikiID: wiki._id, worldID: world._id, title: 'The Flood' } }));
    await t.setWikiVisibility(author.token, world._id, wiki._id, 'public');
    expect((await wikisOf()).wikis).toMatchObject([{ title: 'The Flood', visibility: 'public' }]);
    await t.ok(t.call('POST', 'wiki/delete', { token: author.token, payload: { wikiID: wiki._id, worldID: world._id } }));
    expect(await wikisOf()).toMatchObject({ wikis: [], num_wikis: 0 });
  });

  it('the demo wiki `example` and its siblings are served to anyone', async () => {
    const { wiki } = await t.ok<{ wiki: { title: string; sections: { content: string }[] } }>(t.call('GET', 'creation/wiki/example'));
    expect(wiki.title).toBe('Isolde Varn');
    expect(wiki.sections[0].content).toContain('[[wiki:example-hollowmere]]');
    // Its mentions' card shows its subtitle and first lines, as a stored wiki's (its mention of the
    // demo character by her title), to anyone.
    expect(await t.ok(t.call('GET', 'link/wiki/example-hollowmere'))).toEqual({
      title: 'Hollowmere',
      type: 'wiki',
      id: 'example-hollowmere',
      subtitle: 'A river town of reeds and lanterns',
      preview: 'Its bell rings beneath the water when Isolde Varn is near.',
    });
    const { wikis } = await t.ok<{ wikis: WikiListItem[] }>(t.call('GET', 'creation/wikis?worldID=example'));
    expect(new Set(wikis.map((w) => w.category))).toEqual(new Set(['characters', 'places', 'magic', 'events']));
    const { token } = await t.person('visitor');
    await t.expectRefused(() => t.call('PUT', 'creation/updateWiki/example', { token, payload: { title: 'Mine' } }), 404, m.notFound);
  });
});

describe('the author edits a wiki', () => {
  it('changes title, subtitle, opacity, header fields and sections, answering the new wiki', async () => {
    const { author, world } = await authorWithWorld();
    const wiki = await t.newWiki(author.token, world._id);
    const field = wiki.headerFields[0];
    const res = await t.update(author.token, wiki._id, {
      title: 'Isolde Varn',
      subtitle: 'Lantern-keeper',
      overlayOpacity: 0.35,
      headerFields: [{ ...field, field: 'Age', value: '31' }],
      sections: [
        { _id: 's1', title: 'Early life', content: 'Reeds.' },
        { _id: 's2', title: 'The road', content: 'North.' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<{ message: string; wiki: typeof wiki }>();
    expect(answer.message).toBe(m.updated);
    expect(answer.wiki).toMatchObject({
      title: 'Isolde Varn',
      subtitle: 'Lantern-keeper',
      overlayOpacity: 0.35,
      headerFields: [{ field: 'Age', value: '31' }],
    });
    expect(answer.wiki.sections.map((s) => [s._id, s.title])).toEqual([
      ['s1', 'Early life'],
      ['s2', 'The road'],
    ]);
  });

  it('reorders sections and removes only the ids named', async () => {
    const { author, world } = await authorWithWorld();
    const wiki = await t.newWiki(author.token, world._id);
    const three = await t.updated(author.token, wiki._id, {
      sections: ['a', 'b', 'c'].map((id) => ({ _id: id, title: id, content: id })),
    });
    const [a, , c] = three.sections;
    const moved = await t.updated(author.token, wiki._id, { sections: [c, a] });
    expect(moved.sections.map((s) => s._id)).toEqual(['c', 'a', 'b']);
    const removed = await t.updated(author.token, wiki._id, { removedSectionIDs: ['a'], removedHeaderFieldIDs: [wiki.headerFields[0]._id] });
    expect(removed.sections.map((s) => s._id)).toEqual(['c', 'b']);
    expect(removed.headerFields).toEqual([]);
  });

  it('an edit may carry more than the 1 MB other routes take (many long sections)', async () => {
    const { author, world } = await authorWithWorld();
    const wiki = await t.newWiki(author.token, world._id);
    const sections = Array.from({ length: 30 }, (_, i) => ({ _id: `s${i}`, title: `${i}`, content: 'x'.repeat(WIKI_SECTION_CONTENT_MAX) }));
    expect((await t.updated(author.token, wiki._id, { sections })).sections).toHaveLength(30);
  });

  it('takes an http(s) background, ignores any other address, and puts the default back with ""', async () => {
    const { author, world } = await authorWithWorld();
    const wiki = await t.newWiki(author.token, world._id);
    expect((await t.updated(author.token, wiki._id, { backgroundImage: 'https://pictures.test/peak.jpg' })).backgroundImage).toBe(
      'https://pictures.test/peak.jpg',
    );
    expect((await t.updated(author.token, wiki._id, { backgroundImage: 'javascript:alert(1)' })).backgroundImage).toBe('https://pictures.test/peak.jpg');
    expect((await t.updated(author.token, wiki._id, { backgroundImage: '' })).backgroundImage).toBe('');
  });

  it('a background from the media library keeps that image active until another replaces it', async () => {
    const { author, world } = await authorWithWorld();
    const wiki = await t.newWiki(author.token, world._id);
    const { image } = await t.ok<{ image: WikiImage }>(t.uploadImage(author.token, wiki._id, pngImage()), 201);
    await t.ok(t.call('POST', 'creation/deleteWikiImage', { token: author.token, payload: { wikiID: wiki._id, imageID: image._id } }));
    expect(await statusOf(author.token, image.mediaId)).toBe('inactive');
    const shown = await t.updated(author.token, wiki._id, { backgroundMediaID: image.mediaId });
    expect(shown.backgroundImage).toBe(`/media/wikis/${author.id}/${image.name}`);
    expect(await statusOf(author.token, image.mediaId)).toBe('active');
    await t.updated(author.token, wiki._id, { backgroundImage: 'https://pictures.test/other.jpg' });
    expect(await statusOf(author.token, image.mediaId)).toBe('inactive');
  });

  it('renames and changes visibility through the shared call', async () => {
    const { author, world } = await authorWithWorld();
    const wiki = await t.newWiki(author.token, world._id);
    expect(await t.ok(t.call('PUT', 'wiki/rename', { token: author.token, payload: { wikiID: wiki._id, worldID: world._id, title: 'Kestrel' } }))).toEqual({
      message: m.updated,
    });
    expect(await t.setWikiVisibility(author.token, world._id, wiki._id, 'public')).toEqual({ message: wm.madeVisibility('Kestrel', 'public') });
    expect(await t.getWiki(author.token, wiki._id)).toMatchObject({ title: 'Kestrel', visibility: 'public' });
  });
});

describe('images', () => {
  it('an upload is a public image at the end, active in the library; deleting it releases it', async () => {
    const { author, world } = await authorWithWorld();
    const wiki = await t.newWiki(author.token, world._id);
    const res = await t.uploadImage(author.token, wiki._id, pngImage());
    expect(res.statusCode, res.body).toBe(201);
    const { image, wiki: after } = res.json<{ image: WikiImage; wiki: typeof wiki }>();
    expect(image).toMatchObject({ visibility: 'public', mediaId: expect.any(String) });
    expect(after.images.map((i) => i._id)).toEqual([wiki.images[0]._id, image._id]);
    expect(await statusOf(author.token, image.mediaId)).toBe('active');
    const deleted = await t.ok<{ message: string; wiki: typeof wiki }>(
      t.call('POST', 'creation/deleteWikiImage', { token: author.token, payload: { wikiID: wiki._id, imageID: image._id } }),
    );
    expect(deleted.message).toBe('Deleted successfully.');
    expect(deleted.wiki.images.map((i) => i._id)).toEqual([wiki.images[0]._id]);
    expect(await statusOf(author.token, image.mediaId)).toBe('inactive');
  });
});

describe('deleting', () => {
  it('a deleted wiki is gone and its images are released', async () => {
    const { author, world } = await authorWithWorld();
    const wiki = await t.newWiki(author.token, world._id);
    const { image } = await t.ok<{ image: WikiImage }>(t.uploadImage(author.token, wiki._id, pngImage()), 201);
    expect(await t.ok(t.call('POST', 'wiki/delete', { token: author.token, payload: { wikiID: wiki._id, worldID: world._id } }))).toEqual({
      message: m.deleted,
    });
    expect((await t.call('GET', `creation/wiki/${wiki._id}`, { token: author.token })).json()).toEqual({ error: m.notFound });
    expect(await statusOf(author.token, image.mediaId)).toBe('inactive');
  });

  it('a deleted world takes its wikis along and releases their images', async () => {
    const { author, world } = await authorWithWorld();
    const wiki = await t.newWiki(author.token, world._id);
    const { image } = await t.ok<{ image: WikiImage }>(t.uploadImage(author.token, wiki._id, pngImage()), 201);
    await t.ok(t.call('DELETE', `deleteWorld/${world._id}`, { token: author.token }));
    expect((await t.call('GET', `creation/wiki/${wiki._id}`, { token: author.token })).statusCode).toBe(404);
    expect(await statusOf(author.token, image.mediaId)).toBe('inactive');
  });
});
