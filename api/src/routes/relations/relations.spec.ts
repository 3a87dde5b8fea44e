import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarMessages } from '@lorewright/domain/calendars/calendarMessages';
import { worldDateMessages } from '@lorewright/domain/calendars/worldDate';
import { relationMessages as m } from '@lorewright/domain/relations/relationMessages';
import type { FamilyTreeView, RelationView, WorldRelationsView } from '@lorewright/domain/relations/relationView';
import { RELATIONS_PER_WIKI_MAX } from '@lorewright/domain/wikis/wikiLimits';
import { wikiMessages } from '@lorewright/domain/wikis/wikiMessages';
import { openWikisApp, type WikisApp } from '../wikis/testing/wikisTesting';

// Relations between wikis through the API: both ends, the rules, and who sees what.
let t: WikisApp;
beforeAll(async () => {
  t = await openWikisApp();
});
afterAll(() => t.close());

const relationsOf = async (wikiId: string, token?: string) =>
  (await t.ok<{ relations: RelationView[] }>(t.call('GET', `wiki/${wikiId}/relations`, { token }))).relations;
const shown = (relations: RelationView[]) => relations.map((r) => [r.type, r.custom, r.other.title]);
const addRelation = (token: string, payload: object) => t.call('POST', 'wiki/addRelation', { token, payload });

// A public world of the author's with public wikis.
const family = async (who: string, titles: string[]) => {
  const author = await t.person(who);
  const world = await t.createWorld(author.token);
  await t.setVisibility(author.token, world._id, 'public');
  const wikis: Record<string, string> = {};
  for (const title of titles) {
    const wiki = await t.newWiki(author.token, world._id, { title });
    await t.setWikiVisibility(author.token, world._id, wiki._id, 'public');
    wikis[title] = wiki._id;
  }
  return { author, world, wikis };
};

describe('relations', () => {
  it('a relation shows on both wikis, the inverse on the other; a change and a removal too', async () => {
    const { author, wikis } = await family('ada', ['Ysolde', 'Bran']);
    const { id } = await t.ok<{ id: string; message: string }>(
      addRelation(author.token, { wikiID: wikis.Ysolde, otherID: wikis.Bran, type: 'parent', period: { from: { year: 1200 } } }),
      201,
    );
    expect(shown(await relationsOf(wikis.Ysolde))).toEqual([['parent', '', 'Bran']]);
    expect(await relationsOf(wikis.Bran)).toEqual([
      { _id: id, type: 'child', custom: '', period: { from: { year: 1200 } }, other: { _id: wikis.Ysolde, title: 'Ysolde', category: 'characters' } },
    ]);
    await t.ok(
      t.call('PUT', 'wiki/changeRelation', { token: author.token, payload: { wikiID: wikis.Bran, relationID: id, type: 'custom', custom: 'Ward of' } }),
    );
    expect(shown(await relationsOf(wikis.Ysolde))).toEqual([['custom', 'Ward of', 'Bran']]);
    await t.ok(t.call('POST', 'wiki/removeRelation', { token: author.token, payload: { wikiID: wikis.Bran, relationID: id } }));
    expect(await relationsOf(wikis.Ysolde)).toEqual([]);
  });

  it('an edit from the end shown a kind its category would not offer keeps that kind, and a null period clears the period', async () => {
    const { author, wikis } = await family('abe', ['Knight', 'Order']);
    const { id } = await t.ok<{ id: string }>(addRelation(author.token, { wikiID: wikis.Knight, otherID: wikis.Order, type: 'memberOf' }), 201);
    const change = (payload: object) =>
      t.call('PUT', 'wiki/changeRelation', { token: author.token, payload: { wikiID: wikis.Order, relationID: id, ...payload } });
    await t.ok(change({ type: 'hasMember', period: { from: { year: 1190 } } }));
    expect(await relationsOf(wikis.Order)).toMatchObject([{ type: 'hasMember', period: { from: { year: 1190 } } }]);
    await t.ok(change({ type: 'hasMember', period: null }));
    expect(await relationsOf(wikis.Knight)).toMatchObject([{ type: 'memberOf', period: null }]);
    await t.expectRefused(() => change({ type: 'locatedIn' }), 400, m.typeNotForCategory);
  });

  it('a period is read on the world’s calendar: a date it does not have is refused and nothing is stored', async () => {
    const { author, wikis } = await family('ida', ['Iseult', 'Tristan']);
    const add = (period: object) => addRelation(author.token, { wikiID: wikis.Iseult, otherID: wikis.Tristan, type: 'spouse', period });
    await t.expectRefused(() => add({ from: { year: 1200, month: 13 } }), 400, worldDateMessages.monthNotInCalendar(13));
    await t.expectRefused(() => add({ until: { year: 1201, month: 2, day: 30 } }), 400, calendarMessages.dayNotInMonth);
    expect(await relationsOf(wikis.Iseult)).toEqual([]);
    await t.ok(add({ from: { year: 1200, month: 12, day: 31 } }), 201);
  });

  it('refuses a duplicate from either end, a wiki related to itself, one of another world and a missing one', async () => {
    const { author, wikis } = await family('bea', ['Ysolde', 'Bran']);
    const other = await family('cyd', ['Stranger']);
    await t.ok(addRelation(author.token, { wikiID: wikis.Ysolde, otherID: wikis.Bran, type: 'spouse' }), 201);
    await t.expectRefused(() => addRelation(author.token, { wikiID: wikis.Bran, otherID: wikis.Ysolde, type: 'spouse' }), 409, m.duplicate);
    await t.expectRefused(() => addRelation(author.token, { wikiID: wikis.Bran, otherID: wikis.Bran, type: 'ally' }), 400, m.sameWiki);
    await t.expectRefused(() => addRelation(author.token, { wikiID: wikis.Bran, otherID: other.wikis.Stranger, type: 'ally' }), 404, m.otherNotFound);
    await t.expectRefused(() => addRelation(author.token, { wikiID: wikis.Bran, otherID: 'nobody', type: 'ally' }), 404, m.otherNotFound);
    await t.expectRefused(() => addRelation(author.token, { wikiID: 'nobody', otherID: wikis.Bran, type: 'ally' }), 404, m.wikiNotFound);
    await t.expectRefused(() => addRelation(other.author.token, { wikiID: wikis.Bran, otherID: wikis.Ysolde, type: 'ally' }), 403, wikiMessages.onlyAuthor);
  });

  it(`a wiki holds at most ${RELATIONS_PER_WIKI_MAX} relations; relations of a deleted wiki no longer count`, async () => {
    const { author, world, wikis } = await family('dee', ['Hub', 'Last']);
    const hub = wikis.Hub;
    const many = await Promise.all(Array.from({ length: RELATIONS_PER_WIKI_MAX }, (_, i) => t.newWiki(author.token, world._id, { title: `Kin ${i}` })));
    for (const kin of many) await t.ok(addRelation(author.token, { wikiID: hub, otherID: kin._id, type: 'ally' }), 201);
    await t.expectRefused(() => addRelation(author.token, { wikiID: wikis.Last, otherID: hub, type: 'ally' }), 403, m.tooMany);
    await t.ok(t.call('POST', 'wiki/delete', { token: author.token, payload: { wikiID: many[0]._id, worldID: world._id } }));
    await t.ok(addRelation(author.token, { wikiID: wikis.Last, otherID: hub, type: 'ally' }), 201);
  }, 60_000);

  it('a reader sees a relation only when they may see both wikis', async () => {
    const { author, world, wikis } = await family('eli', ['Ysolde', 'Bran', 'Secret']);
    await t.setWikiVisibility(author.token, world._id, wikis.Secret, 'private');
    await t.ok(addRelation(author.token, { wikiID: wikis.Ysolde, otherID: wikis.Bran, type: 'parent' }), 201);
    await t.ok(addRelation(author.token, { wikiID: wikis.Ysolde, otherID: wikis.Secret, type: 'spouse' }), 201);
    expect(shown(await relationsOf(wikis.Ysolde, author.token))).toEqual([
      ['parent', '', 'Bran'],
      ['spouse', '', 'Secret'],
    ]);
    expect(shown(await relationsOf(wikis.Ysolde))).toEqual([['parent', '', 'Bran']]);
    await t.expectRefused(() => t.call('GET', `wiki/${wikis.Secret}/relations`), 403, wikiMessages.isPrivate);
    const graph = await t.ok<WorldRelationsView>(t.call('GET', `world/${world._id}/relations`));
    expect(graph.wikis.map((w) => w.title).sort()).toEqual(['Bran', 'Ysolde']);
    expect(graph.relations).toHaveLength(1);
    expect((await t.ok<WorldRelationsView>(t.call('GET', `world/${world._id}/relations`, { token: author.token }))).relations).toHaveLength(2);
    const tree = await t.ok<FamilyTreeView>(t.call('GET', `wiki/${wikis.Ysolde}/familyTree`));
    expect(tree.people.map((p) => p.title).sort()).toEqual(['Bran', 'Ysolde']);
  });

  it('the world graph as of a date holds the wikis that exist then and the relations that hold then', async () => {
    const { author, world, wikis } = await family('gil', ['Aldric', 'Berengar', 'Cyne']);
    const edit = (wikiID: string, lifespan: object) => t.ok(t.call('PUT', `creation/updateWiki/${wikiID}`, { token: author.token, payload: { lifespan } }));
    await edit(wikis.Aldric, { from: { year: 1100 }, until: { year: 1149 } });
    await edit(wikis.Cyne, { from: { year: 1180 } });
    await t.ok(addRelation(author.token, { wikiID: wikis.Aldric, otherID: wikis.Berengar, type: 'parent', period: { from: { year: 1120 } } }), 201);
    await t.ok(addRelation(author.token, { wikiID: wikis.Berengar, otherID: wikis.Cyne, type: 'parent' }), 201);
    const graphOn = async (asOf: string) => {
      const graph = await t.ok<WorldRelationsView>(t.call('GET', `world/${world._id}/relations?asOf=${asOf}`));
      return { wikis: graph.wikis.map((wiki) => wiki.title).sort(), relations: graph.relations.length };
    };
    expect(await graphOn('1110')).toEqual({ wikis: ['Aldric', 'Berengar'], relations: 0 });
    expect(await graphOn('1130')).toEqual({ wikis: ['Aldric', 'Berengar'], relations: 1 });
    expect(await graphOn('1190')).toEqual({ wikis: ['Berengar', 'Cyne'], relations: 1 });
    await t.expectRefused(() => t.call('GET', `world/${world._id}/relations?asOf=soon`), 400, worldDateMessages.asOfInvalid);
  });

  it('the family tree of the middle generation holds grandparent, parents and child; a deleted wiki leaves it', async () => {
    const { author, world, wikis } = await family('fay', ['Gran', 'Ysolde', 'Odo', 'Bran']);
    const relate = (from: string, type: string, to: string) => t.ok(addRelation(author.token, { wikiID: wikis[from], otherID: wikis[to], type }), 201);
    await relate('Gran', 'parent', 'Ysolde');
    await relate('Ysolde', 'spouse', 'Odo');
    await relate('Bran', 'child', 'Ysolde');
    await relate('Odo', 'parent', 'Bran');
    const tree = await t.ok<FamilyTreeView>(t.call('GET', `wiki/${wikis.Ysolde}/familyTree`));
    expect(tree.people.map((p) => p.title).sort()).toEqual(['Bran', 'Gran', 'Odo', 'Ysolde']);
    expect(tree.parents).toHaveLength(3);
    expect(tree.spouses).toHaveLength(1);
    await t.ok(t.call('POST', 'wiki/delete', { token: author.token, payload: { wikiID: wikis.Gran, worldID: world._id } }));
    expect(shown(await relationsOf(wikis.Ysolde))).toEqual([
      ['spouse', '', 'Odo'],
      ['parent', '', 'Bran'],
    ]);
  });
});
