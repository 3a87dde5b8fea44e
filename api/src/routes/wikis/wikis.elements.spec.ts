import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { elementMessages } from '@lorewright/domain/worlds/element.commands';
import type { WorldView } from '@lorewright/domain/worlds/worldView';
import type { WikiView } from '@lorewright/domain/wikis/wikiView';
import { openWikisApp, type WikisApp } from './testing/wikisTesting';

// Wikis in the shared element calls: links resolve their titles, the search finds them by title.

let t: WikisApp;
let author: { token: string };
let world: WorldView;
let isolde: WikiView;
let hollowmere: WikiView;
beforeAll(async () => {
  t = await openWikisApp();
  author = await t.person('author');
  world = await t.createWorld(author.token);
  await t.setVisibility(author.token, world._id, 'public');
  isolde = await t.updated(author.token, (await t.newWiki(author.token, world._id, { title: 'Isolde Varn' }))._id, {
    subtitle: 'x'.repeat(80),
  });
  hollowmere = await t.newWiki(author.token, world._id, { title: 'Hollowmere', category: 'places' });
  await t.setWikiVisibility(author.token, world._id, isolde._id, 'public');
});
afterAll(() => t.close());

const search = async (token: string | undefined, text: string) =>
  (
    await t.ok<{ results: { _id: string; type: string; title: string; preview: string }[] }>(
      t.call('POST', 'elementSearch', { token, payload: { worldID: world._id, text } }),
    )
  ).results;

describe('wikis as elements', () => {
  it('a link resolves a wiki the viewer may see, and hides a private one', async () => {
    // With its subtitle, for the mention's card (wikis.linkCard.spec.ts has the rest of the card).
    expect(await t.ok(t.call('GET', `link/wiki/${isolde._id}`))).toEqual({ title: 'Isolde Varn', type: 'wiki', id: isolde._id, subtitle: 'x'.repeat(80) });
    await t.expectRefused(() => t.call('GET', `link/wiki/${hollowmere._id}`), 404, elementMessages.notFound);
    expect(await t.ok(t.call('GET', `link/wiki/${hollowmere._id}`, { token: author.token }))).toEqual({
      title: 'Hollowmere',
      type: 'wiki',
      id: hollowmere._id,
    });
  });

  it('the search finds wikis by title with the first 50 characters of the subtitle, public ones for outsiders', async () => {
    expect(await search(author.token, 'isolde')).toEqual([{ _id: isolde._id, type: 'wiki', title: 'Isolde Varn', preview: 'x'.repeat(50) }]);
    expect((await search(author.token, 'mere')).map((r) => r._id)).toEqual([hollowmere._id]);
    expect(await search(undefined, 'mere')).toEqual([]);
  });

  it('the search stays inside its world', async () => {
    const other = await t.createWorld(author.token, 'Elsewhere');
    await t.newWiki(author.token, other._id, { title: 'Isolde the Second' });
    expect((await search(author.token, 'isolde')).map((r) => r._id)).toEqual([isolde._id]);
  });
});
