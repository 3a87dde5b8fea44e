import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { worldMessages as wm } from '@lorewright/domain/worlds/worldMessages';
import { wikiMessages as m } from '@lorewright/domain/wikis/wikiMessages';
import type { WikiImage, WikiListItem, WikiView } from '@lorewright/domain/wikis/wikiView';
import { pngImage } from '../../media/testing/testImages';
import { openWikisApp, type WikisApp } from './testing/wikisTesting';

// What leaves the server: a hidden image and a secret part only for the author; a private wiki
// only for the author and members; a private world's wikis for nobody else.

let t: WikisApp;
let roles: Awaited<ReturnType<WikisApp['worldWithRoles']>>;
let wiki: WikiView;
let hidden: WikiImage;
beforeAll(async () => {
  t = await openWikisApp();
  roles = await t.worldWithRoles();
  const { author, world } = roles;
  wiki = await t.newWiki(author.token, world._id);
  hidden = (await t.ok<{ image: WikiImage }>(t.uploadImage(author.token, wiki._id, pngImage()), 201)).image;
  await t.updated(author.token, wiki._id, { images: [{ _id: hidden._id, visibility: 'private' }] });
});
afterAll(() => t.close());

const listOf = async (token: string | undefined) =>
  (await t.ok<{ wikis: WikiListItem[] }>(t.call('GET', `creation/wikis?worldID=${roles.world._id}`, { token }))).wikis.map((w) => w._id);

describe('wiki privacy', () => {
  it('a hidden image reaches the author only, never a member or a reader', async () => {
    expect((await t.getWiki(roles.author.token, wiki._id)).images.map((i) => i._id)).toContain(hidden._id);
    expect((await t.getWiki(roles.member.token, wiki._id)).images.map((i) => i._id)).not.toContain(hidden._id);
    await t.setVisibility(roles.author.token, roles.world._id, 'public');
    await t.setWikiVisibility(roles.author.token, roles.world._id, wiki._id, 'public');
    const res = await t.call('GET', `creation/wiki/${wiki._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(hidden._id);
    expect(res.body).not.toContain(hidden.name);
    await t.setWikiVisibility(roles.author.token, roles.world._id, wiki._id, 'private');
    await t.setVisibility(roles.author.token, roles.world._id, 'private');
  });

  it('a secret section reaches the author only, never a member (wikis.secrets.spec.ts has every route)', async () => {
    await t.updated(roles.author.token, wiki._id, { sections: [{ _id: 'hush', title: 'Hush', content: 'Only I know.', secret: true }] });
    expect((await t.getWiki(roles.author.token, wiki._id)).sections).toContainEqual(expect.objectContaining({ _id: 'hush', secret: true }));
    const res = await t.call('GET', `creation/wiki/${wiki._id}`, { token: roles.member.token });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('Only I know.');
    await t.updated(roles.author.token, wiki._id, { removedSectionIDs: ['hush'] });
  });

  it('a private wiki in a public world: listed and shown to members only', async () => {
    await t.setVisibility(roles.author.token, roles.world._id, 'public');
    expect(await listOf(undefined)).not.toContain(wiki._id);
    expect(await listOf(roles.other.token)).not.toContain(wiki._id);
    expect(await listOf(roles.member.token)).toContain(wiki._id);
    await t.expectRefused(() => t.call('GET', `creation/wiki/${wiki._id}`), 403, m.isPrivate);
    await t.setVisibility(roles.author.token, roles.world._id, 'private');
  });

  it("a private world's list is refused to outsiders", async () => {
    await t.expectRefused(() => t.call('GET', `creation/wikis?worldID=${roles.world._id}`, { token: roles.other.token }), 403, wm.isPrivate);
  });
});
