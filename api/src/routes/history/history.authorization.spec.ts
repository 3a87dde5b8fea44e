import { afterAll, beforeAll, describe, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { writingMessages as m } from '@lorewright/domain/writings/writingMessages';
import type { WritingView } from '@lorewright/domain/writings/writingView';
import { blockedChange, editorReads, expectOutcome, WORLD_ROLES, type Outcome, type WorldRole } from '../roleMatrix';
import { openWritingsApp, type WritingsApp } from '../writings/testing/writingsTesting';

// Every history endpoint × every role around one private world holding a private document. Only
// those who may edit the writing (its world's author, an editor, a co-owner) read its history or restore it; the others
// hear what the writing's own routes answer.

interface Endpoint {
  method: InjectOptions['method'];
  url: (doc: WritingView) => string;
  payload?: object;
  expect: Record<WorldRole, Outcome>;
}

const privateWriting: Outcome = [403, m.isPrivate];
const onlyAuthor: Outcome = [403, m.onlyAuthor];
const reads = editorReads(privateWriting, onlyAuthor);

const endpoints: Record<string, Endpoint> = {
  'GET history/writing/{id}': { method: 'GET', url: (doc) => `history/writing/${doc._id}?page=1`, expect: reads },
  'GET history/writing/{id}/at/{revision}': { method: 'GET', url: (doc) => `history/writing/${doc._id}/at/0`, expect: reads },
  'GET history/writing/{id}/at/{revision}/diff': {
    method: 'GET',
    url: (doc) => `history/writing/${doc._id}/at/1/diff?part=${doc.scenes[0]._id}`,
    expect: reads,
  },
  'POST history/writing/{id}/restore': {
    method: 'POST',
    url: (doc) => `history/writing/${doc._id}/restore`,
    payload: { revision: 1 },
    expect: { ...reads, blocked: blockedChange },
  },
};

let t: WritingsApp;
let roles: Awaited<ReturnType<WritingsApp['worldWithRoles']>>;
let doc: WritingView;
beforeAll(async () => {
  t = await openWritingsApp();
  roles = await t.worldWithRoles();
  doc = await t.newDoc(roles.author.token, roles.world._id);
});
afterAll(() => t.close());

const tokenOf = (role: WorldRole) => (role === 'anonymous' ? undefined : roles[role].token);

describe('authorization matrix of the history endpoints', () => {
  it.each(Object.entries(endpoints))('%s', async (_name, endpoint) => {
    for (const role of WORLD_ROLES) {
      await expectOutcome(t, role, endpoint.expect[role], () =>
        t.call(endpoint.method, endpoint.url(doc), { token: tokenOf(role), ...(endpoint.payload ? { payload: endpoint.payload } : {}) }),
      );
    }
  });

  it('a writing that does not exist is not found', async () => {
    await t.expectRefused(() => t.call('GET', 'history/writing/nope', { token: roles.author.token }), 404, m.notFound);
    await t.expectRefused(() => t.call('POST', 'history/writing/nope/restore', { token: roles.author.token, payload: { revision: 0 } }), 404, m.notFound);
  });
});
