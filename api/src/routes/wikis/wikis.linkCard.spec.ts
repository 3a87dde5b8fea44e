import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WikiImage, WikiView } from '@lorewright/domain/wikis/wikiView';
import { pngImage } from '../../media/testing/testImages';
import { openWikisApp, type WikisApp } from './testing/wikisTesting';

// GET link/wiki/{id} answers what a mention's card shows: the subtitle, the picture the viewer may
// see and the first section the viewer may see. A secret section and a hidden image feed the
// author's card only; a reader's card shows the first part they may read.

const SECRET = 'She burns the granary at midnight';
let t: WikisApp;
let roles: Awaited<ReturnType<WikisApp['worldWithRoles']>>;
let wiki: WikiView;
let shown: WikiImage;
let hidden: WikiImage;
let ashvale: WikiView;

beforeAll(async () => {
  t = await openWikisApp();
  roles = await t.worldWithRoles();
  const { author, world } = roles;
  await t.setVisibility(author.token, world._id, 'public');
  ashvale = await t.newWiki(author.token, world._id, { title: 'Ashvale', category: 'places' });
  wiki = await t.newWiki(author.token, world._id, { title: 'Isolde' });
  await t.setWikiVisibility(author.token, world._id, wiki._id, 'public');
  hidden = (await t.ok<{ image: WikiImage }>(t.uploadImage(author.token, wiki._id, pngImage(), 'hidden.png'), 201)).image;
  shown = (await t.ok<{ image: WikiImage }>(t.uploadImage(author.token, wiki._id, pngImage(), 'shown.png'), 201)).image;
  wiki = await t.updated(author.token, wiki._id, {
    subtitle: 'Heir of the Fenlands',
    images: [
      { _id: hidden._id, visibility: 'private' },
      { _id: shown._id, visibility: 'public' },
    ],
    sections: [
      { _id: 'plot', title: 'Plot', content: SECRET, secret: true },
      { _id: 'life', title: 'Life', content: `Born   in [[wiki:${ashvale._id}]] under\na red sky. ${'Long '.repeat(60)}` },
    ],
  });
});
afterAll(() => t.close());

type Card = { title: string; type: string; id: string; subtitle?: string; picture?: string; preview?: string };
const card = (token: string | undefined) => t.ok<Card>(t.call('GET', `link/wiki/${wiki._id}`, { token }));
const pictureOf = (image: WikiImage) => `/media/wikis/${roles.author.id}/${image.name}`;

describe('GET link/wiki/{id}: the mention card', () => {
  it('a reader, a member and a stranger read the subtitle, the public picture and the first section they may see', async () => {
    for (const [token, mentioned] of [
      [undefined, ''],
      [roles.member.token, 'Ashvale '],
      [roles.other.token, ''],
    ] as const) {
      const seen = await card(token);
      expect(seen).toMatchObject({ title: 'Isolde', type: 'wiki', id: wiki._id, subtitle: 'Heir of the Fenlands', picture: pictureOf(shown) });
      // A mention reads as its title to a viewer who may see what it names (the private Ashvale: the
      // member), and is left out for the others; whitespace made one space; cut at 160 characters.
      expect(seen.preview).toMatch(new RegExp(`^Born in ${mentioned}under a red sky\\. Long Long `));
      expect(seen.preview).toHaveLength(163);
      expect(seen.preview!.endsWith('...')).toBe(true);
      expect(JSON.stringify(seen)).not.toContain('granary');
      expect(JSON.stringify(seen)).not.toContain(hidden.name);
    }
  });

  it('the author reads the secret section first, and the hidden image only when no public one is left', async () => {
    const seen = await card(roles.author.token);
    expect(seen).toMatchObject({ subtitle: 'Heir of the Fenlands', picture: pictureOf(shown), preview: SECRET });
    await t.updated(roles.author.token, wiki._id, { images: [{ _id: shown._id, visibility: 'private' }] });
    expect((await card(roles.author.token)).picture).toBe(pictureOf(hidden));
    expect(await card(roles.member.token)).not.toHaveProperty('picture');
    await t.updated(roles.author.token, wiki._id, { images: [{ _id: shown._id, visibility: 'public' }] });
  });

  it('leaves out what a wiki does not have: the placeholder subtitle, the bundled image, an empty text', async () => {
    expect(await t.ok(t.call('GET', `link/wiki/${ashvale._id}`, { token: roles.author.token }))).toEqual({ title: 'Ashvale', type: 'wiki', id: ashvale._id });
  });
});
