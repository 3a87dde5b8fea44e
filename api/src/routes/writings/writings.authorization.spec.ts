import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { accountMessages as a } from '@lorewright/domain/accounts/accountMessages';
import { writingMessages as m } from '@lorewright/domain/writings/writingMessages';
import type { WritingView } from '@lorewright/domain/writings/writingView';
import { authorOnly, expectOutcome, hidden, onlyWorldAuthor, privateWorld, WORLD_ROLES, type Outcome, type WorldRole } from '../roleMatrix';
import { openWritingsApp, withText, type WritingsApp } from './testing/writingsTesting';

// Every writing endpoint × every role around one private world holding a private document: the
// world's author, an editor, a co-owner, an accepted member (a reader), a member whose account is
// blocked, a signed-in stranger, and nobody. A refusal gives its status and text and stores
// nothing; an allowed call succeeds.

interface Target {
  worldID: string;
  doc: WritingView;
}

interface Endpoint {
  method: InjectOptions['method'];
  url: (target: Target) => string;
  payload?: (target: Target) => object;
  // A fresh document for each role (the call destroys what it acts on).
  freshDoc?: boolean;
  expect: Record<WorldRole, Outcome>;
}

const privateWriting: Outcome = [403, m.isPrivate];
const onlyAuthor: Outcome = [403, m.onlyAuthor];
const changes = (author: Outcome) => authorOnly(author, onlyAuthor);

const endpoints: Record<string, Endpoint> = {
  'POST creation/writings': {
    method: 'POST',
    url: () => 'creation/writings',
    payload: ({ worldID }) => ({ worldID }),
    expect: { anonymous: privateWorld, other: privateWorld, member: [200], editor: [200], coOwner: [200], author: [200], blocked: [200] },
  },
  'GET creation/writing/{id}': {
    method: 'GET',
    url: ({ doc }) => `creation/writing/${doc._id}`,
    expect: { anonymous: privateWriting, other: privateWriting, member: [200], editor: [200], coOwner: [200], author: [200], blocked: [200] },
  },
  'POST creation/newWriting': {
    method: 'POST',
    url: () => 'creation/newWriting',
    payload: ({ worldID }) => ({ isFolder: false, worldID }),
    expect: { ...changes([201]), other: onlyWorldAuthor, member: onlyWorldAuthor },
  },
  'POST creation/newWritingFolder': {
    method: 'POST',
    url: () => 'creation/newWritingFolder',
    payload: ({ worldID }) => ({ worldID }),
    expect: { ...changes([201]), other: onlyWorldAuthor, member: onlyWorldAuthor },
  },
  'PUT creation/updateWriting': {
    method: 'PUT',
    url: () => 'creation/updateWriting',
    freshDoc: true,
    payload: ({ doc }) => ({ writingID: doc._id, revision: doc.revision, scenes: [{ ...withText(doc.scenes[0], 'Changed.'), date: { year: 1245 } }] }),
    expect: changes([200]),
  },
  'PUT writing/sceneText': {
    method: 'PUT',
    url: () => 'writing/sceneText',
    payload: ({ doc }) => ({ writingID: doc._id, sceneID: doc.scenes[0]._id, content: withText(doc.scenes[0], 'Typed together.').content }),
    expect: changes([200]),
  },
  'PUT writing/rename': {
    method: 'PUT',
    url: () => 'writing/rename',
    payload: ({ worldID, doc }) => ({ writingID: doc._id, worldID, title: 'Renamed' }),
    expect: changes([200]),
  },
  'POST writing/delete': {
    method: 'POST',
    url: () => 'writing/delete',
    freshDoc: true,
    payload: ({ worldID, doc }) => ({ writingID: doc._id, worldID, isFolder: false, childrenIDs: [] }),
    expect: changes([200]),
  },
  // Private again: the document stays private for the other rows.
  'POST updateElementVisibility': {
    method: 'POST',
    url: () => 'updateElementVisibility',
    payload: ({ worldID, doc }) => ({ element: 'writing', elementID: doc._id, worldID, visibility: 'private' }),
    expect: changes([200]),
  },
  'GET link/writing/{id}': {
    method: 'GET',
    url: ({ doc }) => `link/writing/${doc._id}`,
    expect: { anonymous: hidden, other: hidden, member: [200], editor: [200], coOwner: [200], author: [200], blocked: [200] },
  },
  'POST elementSearch': {
    method: 'POST',
    url: () => 'elementSearch',
    payload: ({ worldID }) => ({ worldID, text: 'New' }),
    expect: { anonymous: privateWorld, other: privateWorld, member: [200], editor: [200], coOwner: [200], author: [200], blocked: [200] },
  },
};

let t: WritingsApp;
let roles: Awaited<ReturnType<WritingsApp['worldWithRoles']>>;
let shared: Target;
beforeAll(async () => {
  t = await openWritingsApp();
  roles = await t.worldWithRoles();
  shared = { worldID: roles.world._id, doc: await t.newDoc(roles.author.token, roles.world._id) };
});
afterAll(() => t.close());

const tokenOf = (role: WorldRole) => (role === 'anonymous' ? undefined : roles[role].token);

describe('authorization matrix of the writing endpoints', () => {
  it.each(Object.entries(endpoints))('%s', async (_name, endpoint) => {
    for (const role of WORLD_ROLES) {
      const target = endpoint.freshDoc ? { ...shared, doc: await t.newDoc(roles.author.token, shared.worldID) } : shared;
      await expectOutcome(t, role, endpoint.expect[role], () =>
        t.call(endpoint.method, endpoint.url(target), { token: tokenOf(role), ...(endpoint.payload ? { payload: endpoint.payload(target) } : {}) }),
      );
    }
  });

  it('a blocked author reads their writings but cannot change them', async () => {
    const ann = await t.person('ann');
    const world = await t.createWorld(ann.token);
    const doc = await t.newDoc(ann.token, world._id);
    await t.block(ann.id);
    expect((await t.getWriting(ann.token, doc._id))._id).toBe(doc._id);
    await t.expectRefused(() => t.save(ann.token, doc, [withText(doc.scenes[0], 'x')]), 403, a.blockedMutation);
    await t.expectRefused(
      () => t.call('POST', 'writing/delete', { token: ann.token, payload: { writingID: doc._id, worldID: world._id } }),
      403,
      a.blockedMutation,
    );
  });

  it("a writing cannot be changed through another world's id, even by that world's author", async () => {
    const [ann, bob] = [await t.person('ann'), await t.person('bob')];
    const annWorld = await t.createWorld(ann.token);
    const bobWorld = await t.createWorld(bob.token);
    const doc = await t.newDoc(ann.token, annWorld._id);
    const folder = await t.newFolder(ann.token, annWorld._id);
    const as = (payload: object) => ({ token: bob.token, payload: { writingID: doc._id, worldID: bobWorld._id, ...payload } });
    await t.expectRefused(() => t.call('PUT', 'writing/rename', as({ title: 'Mine' })), 404, m.notFound);
    await t.expectRefused(() => t.call('POST', 'writing/delete', as({})), 404, m.notFound);
    await t.expectRefused(
      () =>
        t.call('POST', 'updateElementVisibility', {
          token: bob.token,
          payload: { element: 'writing', elementID: doc._id, worldID: bobWorld._id, visibility: 'public' },
        }),
      404,
      m.notFound,
    );
    await t.expectRefused(
      () => t.call('POST', 'creation/newWriting', { token: bob.token, payload: { worldID: bobWorld._id, parentID: folder._id } }),
      400,
      m.parentNotFolder,
    );
  });
});
