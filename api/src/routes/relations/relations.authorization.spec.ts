import { afterAll, beforeAll, describe, it } from 'vitest';
import { wikiMessages as m } from '@lorewright/domain/wikis/wikiMessages';
import type { WikiView } from '@lorewright/domain/wikis/wikiView';
import { authorOnly, memberReads, expectOutcome, privateWorld, WORLD_ROLES, type Outcome, type WorldRole } from '../roleMatrix';
import { openWikisApp, type WikisApp } from '../wikis/testing/wikisTesting';

// Every relation endpoint × every role around one private world holding two private wikis: the
// world's author, an editor, a co-owner, an accepted member (a reader), a member whose account is
// blocked, a signed-in stranger, and nobody. A refusal gives its status and text and stores
// nothing; an allowed call succeeds.

interface Target {
  worldID: string;
  wiki: WikiView;
  other: WikiView;
  relationID: string;
}

interface Endpoint {
  method: 'GET' | 'POST' | 'PUT';
  url: (target: Target) => string;
  payload?: (target: Target) => object;
  // A fresh relation for each role (the call removes what it acts on).
  freshRelation?: boolean;
  // A fresh other wiki for each role (the call relates the shared wiki to it, once).
  freshOther?: boolean;
  expect: Record<WorldRole, Outcome>;
}

const privateWiki: Outcome = [403, m.isPrivate];
const reads = memberReads;
const changes = (author: Outcome) => authorOnly(author, [403, m.onlyAuthor]);

const endpoints: Record<string, Endpoint> = {
  'POST wiki/addRelation': {
    method: 'POST',
    url: () => 'wiki/addRelation',
    payload: ({ wiki, other }) => ({ wikiID: wiki._id, otherID: other._id, type: 'ally' }),
    freshOther: true,
    expect: changes([201]),
  },
  'PUT wiki/changeRelation': {
    method: 'PUT',
    url: () => 'wiki/changeRelation',
    payload: ({ wiki, relationID }) => ({ wikiID: wiki._id, relationID, type: 'mentor', period: { from: { year: 1 } } }),
    expect: changes([200]),
  },
  'POST wiki/removeRelation': {
    method: 'POST',
    url: () => 'wiki/removeRelation',
    payload: ({ wiki, relationID }) => ({ wikiID: wiki._id, relationID }),
    freshRelation: true,
    expect: changes([200]),
  },
  'GET wiki/{id}/relations': { method: 'GET', url: ({ wiki }) => `wiki/${wiki._id}/relations`, expect: reads(privateWiki) },
  'GET wiki/{id}/familyTree': { method: 'GET', url: ({ wiki }) => `wiki/${wiki._id}/familyTree`, expect: reads(privateWiki) },
  'GET world/{id}/relations': { method: 'GET', url: ({ worldID }) => `world/${worldID}/relations`, expect: reads(privateWorld) },
};

let t: WikisApp;
let roles: Awaited<ReturnType<WikisApp['worldWithRoles']>>;
let shared: Target;
let kin = 0;
// A relation of the shared wiki to a wiki made for it.
const newRelation = async () => {
  const other = await t.newWiki(roles.author.token, shared.worldID, { title: `Kin ${kin++}` });
  const { id } = await t.ok<{ id: string }>(
    t.call('POST', 'wiki/addRelation', { token: roles.author.token, payload: { wikiID: shared.wiki._id, otherID: other._id, type: 'sibling' } }),
    201,
  );
  return id;
};
beforeAll(async () => {
  t = await openWikisApp();
  roles = await t.worldWithRoles();
  const worldID = roles.world._id;
  shared = {
    worldID,
    wiki: await t.newWiki(roles.author.token, worldID),
    other: await t.newWiki(roles.author.token, worldID, { title: 'Bran' }),
    relationID: '',
  };
  shared.relationID = await newRelation();
});
afterAll(() => t.close());

const tokenOf = (role: WorldRole) => (role === 'anonymous' ? undefined : roles[role].token);

describe('authorization matrix of the relation endpoints', () => {
  it.each(Object.entries(endpoints))('%s', async (_name, endpoint) => {
    for (const role of WORLD_ROLES) {
      const target = endpoint.freshRelation
        ? { ...shared, relationID: await newRelation() }
        : endpoint.freshOther
          ? { ...shared, other: await t.newWiki(roles.author.token, shared.worldID, { title: `Kin ${kin++}` }) }
          : shared;
      const token = tokenOf(role);
      await expectOutcome(t, role, endpoint.expect[role], () =>
        t.call(endpoint.method, endpoint.url(target), { token, ...(endpoint.payload ? { payload: endpoint.payload(target) } : {}) }),
      );
    }
  });
});
