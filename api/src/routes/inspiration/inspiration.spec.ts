import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DiscoverPage } from '@lorewright/domain/inspiration/discover';
import { openWikisApp } from '../wikis/testing/wikisTesting';

// POST inspiration/discover: the community's public work, newest first, by kind, wiki category
// and title; never a private element, nor anything of a private world.
let t: Awaited<ReturnType<typeof openWikisApp>>;
beforeAll(async () => {
  t = await openWikisApp();
});
afterAll(() => t.close());

const discover = async (payload: object = {}, token?: string) => {
  await t.stack.waitForViews(await t.stack.eventStore.headPosition(), ['discover']);
  return t.ok<DiscoverPage>(t.call('POST', 'inspiration/discover', { payload, ...(token ? { token } : {}) }));
};

describe('POST /api/v1/inspiration/discover', () => {
  it('shows a visitor the public elements of public worlds only, newest first, by kind, category and title', async () => {
    const author = await t.person('discover-author');
    const open = await t.createWorld(author.token, 'Open Lands');
    const closed = await t.createWorld(author.token, 'Closed Lands');
    await t.setVisibility(author.token, open._id, 'public');
    const hero = await t.newWiki(author.token, open._id, { title: 'Discoverable Hero', category: 'characters' });
    const city = await t.newWiki(author.token, open._id, { title: 'Discoverable City', category: 'places' });
    await t.newWiki(author.token, open._id, { title: 'Discoverable Secret' });
    const hidden = await t.newWiki(author.token, closed._id, { title: 'Discoverable Hidden' });
    await t.setWikiVisibility(author.token, open._id, hero._id, 'public');
    await t.setWikiVisibility(author.token, open._id, city._id, 'public');
    await t.setWikiVisibility(author.token, closed._id, hidden._id, 'public');

    const found = await discover({ text: 'discoverable' });
    expect(found.items.map((item) => item.title)).toEqual(['Discoverable City', 'Discoverable Hero']);
    expect(found.items[0]).toMatchObject({ _id: city._id, kind: 'wiki', category: 'places', worldID: open._id, worldName: 'Open Lands' });

    const all = await discover();
    expect(all.items.map((item) => item._id)).toEqual(expect.arrayContaining([city._id, hero._id]));
    expect(all.items.map((item) => item._id)).not.toContain(hidden._id);
    expect((await discover({ kind: 'wiki', category: 'characters' })).items.map((item) => item._id)).toContain(hero._id);
    expect((await discover({ kind: 'wiki', category: 'characters' })).items.map((item) => item._id)).not.toContain(city._id);
    expect((await discover({ kind: 'map' })).items.map((item) => item._id)).not.toContain(hero._id);

    // The author sees no more here than anyone: Discover is the public view.
    expect((await discover({ text: 'discoverable' }, author.token)).items).toHaveLength(2);
  });

  it('pages the list with a total', async () => {
    const author = await t.person('pager');
    const world = await t.createWorld(author.token, 'Paged Lands');
    await t.setVisibility(author.token, world._id, 'public');
    for (let i = 0; i < 3; i += 1) {
      const wiki = await t.newWiki(author.token, world._id, { title: `Paged ${i}`, category: 'magic' });
      await t.setWikiVisibility(author.token, world._id, wiki._id, 'public');
    }
    const first = await discover({ kind: 'wiki', category: 'magic', skip: 0, limit: 2 });
    expect(first.total).toBe(3);
    expect(first.items.map((item) => item.title)).toEqual(['Paged 2', 'Paged 1']);
    expect((await discover({ kind: 'wiki', category: 'magic', skip: 2, limit: 2 })).items.map((item) => item.title)).toEqual(['Paged 0']);
  });

  it('orders by creation, newest first: publishing or renaming later moves nothing up', async () => {
    const author = await t.person('orderer');
    const world = await t.createWorld(author.token, 'Ordered Lands');
    await t.setVisibility(author.token, world._id, 'public');
    const older = await t.newWiki(author.token, world._id, { title: 'Ordered older', category: 'events' });
    const newer = await t.newWiki(author.token, world._id, { title: 'Ordered newer', category: 'events' });
    await t.setWikiVisibility(author.token, world._id, newer._id, 'public');
    await t.setWikiVisibility(author.token, world._id, older._id, 'public');
    await t.ok(t.call('PUT', 'wiki/rename', { token: author.token, payload: { wikiID: older._id, worldID: world._id, title: 'Ordered older, renamed' } }));

    const page = await discover({ kind: 'wiki', category: 'events' });
    expect(page.items.map((item) => item._id)).toEqual([newer._id, older._id]);
    expect((await discover({ text: 'ordered' })).items.map((item) => item._id)).toEqual([newer._id, older._id]);
  });

  it('refuses odd filters and paging with a readable 400', async () => {
    const cases: [object, string][] = [
      [{ kind: 'poem' }, 'Please choose a kind: writing, wiki, timeline, map, language.'],
      [{ kind: 'map', category: 'places' }, 'Please choose a wiki category: characters, places, magic, events.'],
      [{ limit: 13 }, 'Please send skip and limit as whole numbers, with a limit from 1 to 12.'],
      [{ skip: -1 }, 'Please send skip and limit as whole numbers, with a limit from 1 to 12.'],
      [{ text: 'x'.repeat(101) }, 'Please search for at most 100 characters.'],
      [{ order: 'loudest' }, 'Please choose an order: newest, mostFollowed.'],
    ];
    for (const [payload, error] of cases) await t.expectRefused(() => t.call('POST', 'inspiration/discover', { payload }), 400, error);
  });
});
