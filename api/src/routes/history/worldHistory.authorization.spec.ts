import { afterAll, beforeAll, describe, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { worldMessages as m } from '@lorewright/domain/worlds/worldMessages';
import { blockedChange, editorReads, expectOutcome, WORLD_ROLES, type Outcome, type WorldRole } from '../roleMatrix';
import { openWorldsApp, type WorldsApp } from '../worlds/testing/worldsTesting';

// Every history endpoint of a world × every role around one private world. Only its owner and
// co-owners read its history or restore it; the others hear what the world's own routes answer.

interface Endpoint {
  method: InjectOptions['method'];
  url: (worldId: string) => string;
  payload?: object;
  expect: Record<WorldRole, Outcome>;
}

const privateWorld: Outcome = [403, m.isPrivate];
const onlyAuthor: Outcome = [403, m.onlyAuthor];
// The world's history belongs with its details: the owner and co-owners, not editors.
const reads = { ...editorReads(privateWorld, onlyAuthor), editor: onlyAuthor };

const endpoints: Record<string, Endpoint> = {
  'GET history/world/{id}': { method: 'GET', url: (id) => `history/world/${id}?page=1`, expect: reads },
  'GET history/world/{id}/at/{revision}': { method: 'GET', url: (id) => `history/world/${id}/at/0`, expect: reads },
  'POST history/world/{id}/restore': {
    method: 'POST',
    url: (id) => `history/world/${id}/restore`,
    payload: { revision: 0 },
    expect: { ...reads, blocked: blockedChange },
  },
};

let t: WorldsApp;
let roles: Awaited<ReturnType<WorldsApp['worldWithRoles']>>;
beforeAll(async () => {
  t = await openWorldsApp();
  roles = await t.worldWithRoles();
});
afterAll(() => t.close());

const tokenOf = (role: WorldRole) => (role === 'anonymous' ? undefined : roles[role].token);

describe('authorization matrix of the world history endpoints', () => {
  it.each(Object.entries(endpoints))('%s', async (_name, endpoint) => {
    for (const role of WORLD_ROLES) {
      await expectOutcome(t, role, endpoint.expect[role], () =>
        t.call(endpoint.method, endpoint.url(roles.world._id), { token: tokenOf(role), ...(endpoint.payload ? { payload: endpoint.payload } : {}) }),
      );
    }
  });

  it('a world that does not exist is not found', async () => {
    await t.expectRefused(() => t.call('GET', 'history/world/nope', { token: roles.author.token }), 404, m.notFound);
    await t.expectRefused(() => t.call('POST', 'history/world/nope/restore', { token: roles.author.token, payload: { revision: 0 } }), 404, m.notFound);
  });
});
