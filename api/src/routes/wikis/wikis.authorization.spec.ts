import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wikiMessages as m } from '@lorewright/domain/wikis/wikiMessages';
import type { WikiView } from '@lorewright/domain/wikis/wikiView';
import { pngImage } from '../../media/testing/testImages';
import { authorOnly, memberReads, expectOutcome, hidden, onlyWorldAuthor, privateWorld, WORLD_ROLES, type Outcome, type WorldRole } from '../roleMatrix';
import { openWikisApp, type WikisApp } from './testing/wikisTesting';

// Every wiki endpoint × every role around one private world holding a private wiki: the world's
// author, an editor, a co-owner, an accepted member (a reader), a member whose account is blocked,
// a signed-in stranger, and nobody. A refusal gives its status and text and stores nothing; an
// allowed call succeeds.

interface Target {
  worldID: string;
  wiki: WikiView;
}

interface Endpoint {
  method: 'GET' | 'POST' | 'PUT';
  url: (target: Target) => string;
  payload?: (target: Target) => object;
  // A multipart upload instead of JSON.
  upload?: true;
  // A fresh wiki for each role (the call destroys what it acts on).
  freshWiki?: boolean;
  expect: Record<WorldRole, Outcome>;
}

const privateWiki: Outcome = [403, m.isPrivate];
const onlyAuthor: Outcome = [403, m.onlyAuthor];
const reads = memberReads;
const changes = (author: Outcome) => authorOnly(author, onlyAuthor);

const endpoints: Record<string, Endpoint> = {
  'GET creation/wikis': { method: 'GET', url: ({ worldID }) => `creation/wikis?worldID=${worldID}`, expect: reads(privateWorld) },
  'GET creation/wiki/{id}': { method: 'GET', url: ({ wiki }) => `creation/wiki/${wiki._id}`, expect: reads(privateWiki) },
  'GET creation/wiki/{id}?asOf=': { method: 'GET', url: ({ wiki }) => `creation/wiki/${wiki._id}?asOf=1175-3`, expect: reads(privateWiki) },
  'POST creation/newWiki': {
    method: 'POST',
    url: () => 'creation/newWiki',
    payload: ({ worldID }) => ({ category: 'events', title: 'The Flood', worldID }),
    expect: { ...changes([201]), other: onlyWorldAuthor, member: onlyWorldAuthor },
  },
  'PUT creation/updateWiki/{id}': {
    method: 'PUT',
    url: ({ wiki }) => `creation/updateWiki/${wiki._id}`,
    payload: () => ({ subtitle: 'Changed.', sections: [{ _id: 'new', title: 'New', content: 'Text.' }] }),
    freshWiki: true,
    expect: changes([200]),
  },
  // Dates are checked on the world's calendar only for someone who may edit.
  'PUT creation/updateWiki/{id} (dated)': {
    method: 'PUT',
    url: ({ wiki }) => `creation/updateWiki/${wiki._id}`,
    payload: ({ wiki }) => ({
      lifespan: { from: { year: 1090 }, until: { year: 1250 } },
      headerFields: [{ ...wiki.headerFields[0], period: { from: { year: 1150, month: 2 } } }],
      sections: [{ _id: 'dated', title: 'Siege', content: '', period: { from: { year: 1175 } } }],
    }),
    freshWiki: true,
    expect: changes([200]),
  },
  'PUT wiki/sectionText': {
    method: 'PUT',
    url: () => 'wiki/sectionText',
    payload: ({ wiki }) => ({ wikiID: wiki._id, sectionID: wiki.sections[0]._id, content: 'Typed together.' }),
    expect: changes([200]),
  },
  'POST creation/uploadWikiImage/{id}': {
    method: 'POST',
    url: ({ wiki }) => `creation/uploadWikiImage/${wiki._id}`,
    upload: true,
    expect: changes([201]),
  },
  'POST creation/deleteWikiImage': {
    method: 'POST',
    url: () => 'creation/deleteWikiImage',
    payload: ({ wiki }) => ({ wikiID: wiki._id, imageID: wiki.images[0]._id }),
    freshWiki: true,
    expect: changes([200]),
  },
  'PUT wiki/rename': {
    method: 'PUT',
    url: () => 'wiki/rename',
    payload: ({ worldID, wiki }) => ({ wikiID: wiki._id, worldID, title: 'Renamed' }),
    expect: changes([200]),
  },
  'POST wiki/delete': {
    method: 'POST',
    url: () => 'wiki/delete',
    payload: ({ worldID, wiki }) => ({ wikiID: wiki._id, worldID }),
    freshWiki: true,
    expect: changes([200]),
  },
  // Private again: the wiki stays private for the other rows.
  'POST updateElementVisibility': {
    method: 'POST',
    url: () => 'updateElementVisibility',
    payload: ({ worldID, wiki }) => ({ element: 'wiki', elementID: wiki._id, worldID, visibility: 'private' }),
    expect: changes([200]),
  },
  'GET link/wiki/{id}': { method: 'GET', url: ({ wiki }) => `link/wiki/${wiki._id}`, expect: reads(hidden) },
  'GET backlinks/wiki/{id}': { method: 'GET', url: ({ wiki }) => `backlinks/wiki/${wiki._id}`, expect: reads(hidden) },
  'POST elementSearch': { method: 'POST', url: () => 'elementSearch', payload: ({ worldID }) => ({ worldID, text: 'Isolde' }), expect: reads(privateWorld) },
};

let t: WikisApp;
let roles: Awaited<ReturnType<WikisApp['worldWithRoles']>>;
let shared: Target;
beforeAll(async () => {
  t = await openWikisApp();
  roles = await t.worldWithRoles();
  const wiki = await t.newWiki(roles.author.token, roles.world._id);
  // A section for the co-typing room's saves.
  shared = { worldID: roles.world._id, wiki: await t.updated(roles.author.token, wiki._id, { sections: [{ _id: 'told', title: 'Told', content: 'Once.' }] }) };
});
afterAll(() => t.close());

const tokenOf = (role: WorldRole) => (role === 'anonymous' ? undefined : roles[role].token);

describe('authorization matrix of the wiki endpoints', () => {
  it.each(Object.entries(endpoints))('%s', async (_name, endpoint) => {
    for (const role of WORLD_ROLES) {
      const target = endpoint.freshWiki ? { ...shared, wiki: await t.newWiki(roles.author.token, shared.worldID) } : shared;
      const token = tokenOf(role);
      await expectOutcome(t, role, endpoint.expect[role], () =>
        endpoint.upload
          ? t.uploadImage(token, target.wiki._id, pngImage())
          : t.call(endpoint.method, endpoint.url(target), { token, ...(endpoint.payload ? { payload: endpoint.payload(target) } : {}) }),
      );
    }
  });

  it('a stranger never has an upload stored, even in their own library', async () => {
    const before = (await t.library(roles.other.token)).media.length;
    await t.expectRefused(() => t.uploadImage(roles.other.token, shared.wiki._id, pngImage()), 403, m.onlyAuthor);
    expect((await t.library(roles.other.token)).media).toHaveLength(before);
  });

  it("a wiki cannot be changed through another world's id, even by that world's author", async () => {
    const bob = await t.person('bob');
    const bobWorld = await t.createWorld(bob.token);
    const as = (payload: object) => ({ token: bob.token, payload: { wikiID: shared.wiki._id, worldID: bobWorld._id, ...payload } });
    await t.expectRefused(() => t.call('PUT', 'wiki/rename', as({ title: 'Mine' })), 404, m.notFound);
    await t.expectRefused(() => t.call('POST', 'wiki/delete', as({})), 404, m.notFound);
    await t.expectRefused(
      () =>
        t.call('POST', 'updateElementVisibility', {
          token: bob.token,
          payload: { element: 'wiki', elementID: shared.wiki._id, worldID: bobWorld._id, visibility: 'public' },
        }),
      404,
      m.notFound,
    );
  });
});
