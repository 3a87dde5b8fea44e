import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { elementMessages } from '@lorewright/domain/worlds/element.commands';
import { worldMessages as wm } from '@lorewright/domain/worlds/worldMessages';
import type { ElementSummary } from '@lorewright/domain/worlds/worldView';
import { writingMessages as m } from '@lorewright/domain/writings/writingMessages';
import type { WritingView } from '@lorewright/domain/writings/writingView';
import { openWritingsApp, type WritingsApp } from './testing/writingsTesting';

// A private writing exists only for its world's author and members: every read that could show
// it to anyone else — the tree, the writing, a link, the link search, the world page — leaves
// it out or refuses. A public writing of a private world is private too.

let t: WritingsApp;
let roles: Awaited<ReturnType<WritingsApp['worldWithRoles']>>;
let secret: WritingView;
let open: WritingView;
beforeAll(async () => {
  t = await openWritingsApp();
  roles = await t.worldWithRoles();
  const worldID = roles.world._id;
  await t.setVisibility(roles.author.token, worldID, 'public');
  secret = await t.newDoc(roles.author.token, worldID, { title: 'Secret plans' });
  open = await t.newDoc(roles.author.token, worldID, { title: 'Open plans' });
  await t.setWritingVisibility(roles.author.token, worldID, open._id, 'public');
});
afterAll(() => t.close());

const outsiders = () => [undefined, roles.other.token];
const insiders = () => [roles.author.token, roles.member.token, roles.blocked.token];
const idsOf = (items: { _id: string }[]) => items.map((item) => item._id);

const reads = (token: string | undefined) => ({
  list: async () => idsOf((await t.call('POST', 'creation/writings', { token, payload: { worldID: roles.world._id } })).json().writings as WritingView[]),
  search: async () => idsOf((await t.call('POST', 'elementSearch', { token, payload: { worldID: roles.world._id, text: 'plans' } })).json().results),
  page: async () => idsOf((await t.call('GET', `world/${roles.world._id}`, { token })).json().world.writings as ElementSummary[]),
});

describe('a private writing of a public world', () => {
  it('is left out of the tree, the link search and the world page for outsiders', async () => {
    for (const token of outsiders()) {
      const read = reads(token);
      expect(await read.list()).toEqual([open._id]);
      expect(await read.search()).toEqual([open._id]);
      expect(await read.page()).toEqual([open._id]);
    }
  });

  it('is refused by GET creation/writing/{id} and not found by GET link to outsiders', async () => {
    for (const token of outsiders()) {
      await t.expectRefused(() => t.call('GET', `creation/writing/${secret._id}`, { token }), 403, m.isPrivate);
      await t.expectRefused(() => t.call('GET', `link/writing/${secret._id}`, { token }), 404, elementMessages.notFound);
      expect((await t.call('GET', `link/writing/${open._id}`, { token })).json()).toEqual({ title: 'Open plans', type: 'writing', id: open._id });
      expect((await t.getWriting(token, open._id)).scenes).toHaveLength(1);
    }
  });

  it('is seen by the author and members everywhere', async () => {
    for (const token of insiders()) {
      const read = reads(token);
      expect(await read.list()).toEqual([secret._id, open._id]);
      expect((await read.search()).sort()).toEqual([secret._id, open._id].sort());
      expect(await read.page()).toEqual([secret._id, open._id]);
      expect((await t.getWriting(token, secret._id))._id).toBe(secret._id);
    }
  });
});

describe('a public writing of a private world', () => {
  it('is private too', async () => {
    const world = await t.createWorld(roles.author.token, 'Hidden');
    const doc = await t.newDoc(roles.author.token, world._id, { title: 'Published too soon' });
    await t.setWritingVisibility(roles.author.token, world._id, doc._id, 'public');
    for (const token of outsiders()) {
      await t.expectRefused(() => t.call('GET', `creation/writing/${doc._id}`, { token }), 403, m.isPrivate);
      await t.expectRefused(() => t.call('GET', `link/writing/${doc._id}`, { token }), 404, elementMessages.notFound);
      await t.expectRefused(() => t.call('POST', 'creation/writings', { token, payload: { worldID: world._id } }), 403, wm.isPrivate);
      await t.expectRefused(() => t.call('POST', 'elementSearch', { token, payload: { worldID: world._id, text: 'soon' } }), 403, wm.isPrivate);
    }
  });
});
