import { afterAll, beforeAll, describe, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { wikiMessages as m } from '@lorewright/domain/wikis/wikiMessages';
import type { WikiView } from '@lorewright/domain/wikis/wikiView';
import { blockedChange, editorReads, expectOutcome, WORLD_ROLES, type Outcome, type WorldRole } from '../roleMatrix';
import { openWikisApp, type WikisApp } from '../wikis/testing/wikisTesting';

// Every history endpoint of a wiki × every role around one private world holding a private
// wiki. Only those who may edit it (its world's author, an editor, a co-owner) read its history or restore it; the
// others hear what the wiki's own routes answer.

interface Endpoint {
  method: InjectOptions['method'];
  url: (wiki: WikiView) => string;
  payload?: object;
  expect: Record<WorldRole, Outcome>;
}

const privateWiki: Outcome = [403, m.isPrivate];
const onlyAuthor: Outcome = [403, m.onlyAuthor];
const reads = editorReads(privateWiki, onlyAuthor);

const endpoints: Record<string, Endpoint> = {
  'GET history/wiki/{id}': { method: 'GET', url: (wiki) => `history/wiki/${wiki._id}?page=1`, expect: reads },
  'GET history/wiki/{id}/at/{revision}': { method: 'GET', url: (wiki) => `history/wiki/${wiki._id}/at/0`, expect: reads },
  'GET history/wiki/{id}/at/{revision}/diff': { method: 'GET', url: (wiki) => `history/wiki/${wiki._id}/at/1/diff?part=s1`, expect: reads },
  'POST history/wiki/{id}/restore': {
    method: 'POST',
    url: (wiki) => `history/wiki/${wiki._id}/restore`,
    payload: { revision: 1 },
    expect: { ...reads, blocked: blockedChange },
  },
};

let t: WikisApp;
let roles: Awaited<ReturnType<WikisApp['worldWithRoles']>>;
let wiki: WikiView;
beforeAll(async () => {
  t = await openWikisApp();
  roles = await t.worldWithRoles();
  const created = await t.newWiki(roles.author.token, roles.world._id);
  wiki = await t.updated(roles.author.token, created._id, { sections: [{ _id: 's1', title: 'One', content: 'Text.' }] });
});
afterAll(() => t.close());

const tokenOf = (role: WorldRole) => (role === 'anonymous' ? undefined : roles[role].token);

describe('authorization matrix of the wiki history endpoints', () => {
  it.each(Object.entries(endpoints))('%s', async (_name, endpoint) => {
    for (const role of WORLD_ROLES) {
      await expectOutcome(t, role, endpoint.expect[role], () =>
        t.call(endpoint.method, endpoint.url(wiki), { token: tokenOf(role), ...(endpoint.payload ? { payload: endpoint.payload } : {}) }),
      );
    }
  });

  it('a wiki that does not exist is not found', async () => {
    await t.expectRefused(() => t.call('GET', 'history/wiki/nope', { token: roles.author.token }), 404, m.notFound);
    await t.expectRefused(() => t.call('POST', 'history/wiki/nope/restore', { token: roles.author.token, payload: { revision: 0 } }), 404, m.notFound);
  });
});
