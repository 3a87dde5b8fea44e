import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BacklinkView } from '@lorewright/domain/backlinks/backlinkView';
import type { WikiView } from '@lorewright/domain/wikis/wikiView';
import { openWikisApp, type WikisApp } from './testing/wikisTesting';

// Secret header fields and sections of a public wiki in a public world: the author reads them
// marked; a member, a signed-in stranger and a visitor never receive them, nor anything they
// say, by any route (the wiki read, its history, the element search, the backlinks).

let t: WikisApp;
let roles: Awaited<ReturnType<WikisApp['worldWithRoles']>>;
let wiki: WikiView;
let ashvale: WikiView;
const SECRET_TEXT = 'She burns the granary at midnight';
const SECRET_VALUE = 'Morwen the Unnamed';

beforeAll(async () => {
  t = await openWikisApp();
  roles = await t.worldWithRoles();
  const { author, world } = roles;
  await t.setVisibility(author.token, world._id, 'public');
  ashvale = await t.newWiki(author.token, world._id, { title: 'Ashvale', category: 'places' });
  wiki = await t.newWiki(author.token, world._id);
  for (const { _id } of [ashvale, wiki]) await t.setWikiVisibility(author.token, world._id, _id, 'public');
  wiki = await t.updated(author.token, wiki._id, {
    headerFields: [...wiki.headerFields, { _id: 'true-name', field: 'True name', value: SECRET_VALUE, secret: true }],
    sections: [
      { _id: 'life', title: 'Life', content: `Born in [[wiki:${ashvale._id}]].` },
      { _id: 'plot', title: 'Plot', content: `${SECRET_TEXT} in [[wiki:${ashvale._id}]].`, secret: true },
    ],
  });
});
afterAll(() => t.close());

const readers = () => ({ member: roles.member.token, stranger: roles.other.token, visitor: undefined });
const expectNoSecret = (body: string) => {
  expect(body).not.toContain(SECRET_TEXT);
  expect(body).not.toContain(SECRET_VALUE);
  expect(body).not.toContain('"plot"');
  expect(body).not.toContain('true-name');
};

describe('secret parts of a wiki', () => {
  it('the author reads them marked secret, in the edit answer and the wiki read', async () => {
    for (const seen of [wiki, await t.getWiki(roles.author.token, wiki._id)]) {
      expect(seen.sections.map(({ _id, secret }) => ({ _id, secret: !!secret }))).toEqual([
        { _id: 'life', secret: false },
        { _id: 'plot', secret: true },
      ]);
      expect(seen.headerFields.find((field) => field._id === 'true-name')).toMatchObject({ value: SECRET_VALUE, secret: true });
    }
  });

  it('a member, a stranger and a visitor read the wiki without them', async () => {
    for (const token of Object.values(readers())) {
      const res = await t.call('GET', `creation/wiki/${wiki._id}`, { token });
      expect(res.statusCode).toBe(200);
      expectNoSecret(res.body);
      expect(res.json<{ wiki: WikiView }>().wiki.sections.map((s) => s._id)).toEqual(['life']);
    }
  });

  it('the history stays the author’s: nobody else reads a version or a diff', async () => {
    expect((await t.call('GET', `history/wiki/${wiki._id}`, { token: roles.author.token })).statusCode).toBe(200);
    for (const token of Object.values(readers()))
      for (const url of [`history/wiki/${wiki._id}`, `history/wiki/${wiki._id}/at/1`, `history/wiki/${wiki._id}/at/1/diff?part=plot`]) {
        const res = await t.call('GET', url, { token });
        expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
        expectNoSecret(res.body);
      }
  });

  it('the element search never shows or matches their text', async () => {
    for (const token of [roles.author.token, ...Object.values(readers())]) {
      for (const text of ['Isolde', 'granary', 'Morwen']) {
        const res = await t.call('POST', 'elementSearch', { token, payload: { worldID: roles.world._id, text } });
        expect(res.statusCode).toBe(200);
        expectNoSecret(res.body);
      }
    }
  });

  it('a link from a secret section is listed to the author only', async () => {
    const mentions = async (token: string | undefined) =>
      (await t.ok<BacklinkView[]>(t.call('GET', `backlinks/wiki/${ashvale._id}`, { token }))).filter((b) => b.id === wiki._id).map((b) => b.where);
    expect((await mentions(roles.author.token)).sort()).toEqual(['Life', 'Plot']);
    for (const token of Object.values(readers())) {
      expect(await mentions(token)).toEqual(['Life']);
      expectNoSecret((await t.call('GET', `backlinks/wiki/${ashvale._id}`, { token })).body);
    }
  });

  it('unmarked, a part reaches readers again', async () => {
    const plot = wiki.sections.find((s) => s._id === 'plot')!;
    await t.updated(roles.author.token, wiki._id, { sections: [{ ...plot, secret: false }] });
    const seen = await t.getWiki(roles.member.token, wiki._id);
    expect(seen.sections.map((s) => s._id)).toEqual(['life', 'plot']);
    await t.updated(roles.author.token, wiki._id, { sections: [{ ...plot, secret: true }] });
    expect((await t.getWiki(undefined, wiki._id)).sections.map((s) => s._id)).toEqual(['life']);
  });
});
