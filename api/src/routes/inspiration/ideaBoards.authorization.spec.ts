import { afterAll, beforeAll, describe, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import type { IdeaBoardView } from '@lorewright/domain/inspiration/ideaBoards';
import { blockedChange, expectOutcome, loginRequired, type Outcome } from '../roleMatrix';
import { openWikisApp } from '../wikis/testing/wikisTesting';

// Every idea-board endpoint × every role around one owner's board (with one note on it): the
// owner, a signed-in stranger, a blocked account and nobody. Boards are private: to anyone but
// the owner a board is not found, like a made-up id. Blocked accounts read their own boards but
// change nothing. A refusal gives its status and text and stores nothing.

type Role = 'anonymous' | 'other' | 'owner' | 'blocked';
const ROLES: Role[] = ['anonymous', 'other', 'owner', 'blocked'];
const hidden: Outcome = [404, 'Idea board not found.'];

interface Target {
  boardId: string;
  ideaId: string;
}
const endpoints: Record<string, { method: InjectOptions['method']; url: (t: Target) => string; payload?: object; expect: Record<Role, Outcome> }> = {
  'POST ideaBoards': { method: 'POST', url: () => 'ideaBoards', payload: {}, expect: { anonymous: loginRequired, other: [200], owner: [200], blocked: [200] } },
  'POST ideaBoards/new': {
    method: 'POST',
    url: () => 'ideaBoards/new',
    payload: { name: 'Mine' },
    expect: { anonymous: loginRequired, other: [201], owner: [201], blocked: blockedChange },
  },
  'PUT ideaBoards/{id}/rename': {
    method: 'PUT',
    url: ({ boardId }) => `ideaBoards/${boardId}/rename`,
    payload: { name: 'Renamed' },
    expect: { anonymous: loginRequired, other: hidden, owner: [200], blocked: blockedChange },
  },
  'POST ideaBoards/{id}/ideas': {
    method: 'POST',
    url: ({ boardId }) => `ideaBoards/${boardId}/ideas`,
    payload: { note: 'An idea' },
    expect: { anonymous: loginRequired, other: hidden, owner: [201], blocked: blockedChange },
  },
  'DELETE ideaBoards/{id}/ideas/{ideaId}': {
    method: 'DELETE',
    url: ({ boardId, ideaId }) => `ideaBoards/${boardId}/ideas/${ideaId}`,
    expect: { anonymous: loginRequired, other: hidden, owner: [200], blocked: blockedChange },
  },
  'DELETE ideaBoards/{id}': {
    method: 'DELETE',
    url: ({ boardId }) => `ideaBoards/${boardId}`,
    expect: { anonymous: loginRequired, other: hidden, owner: [200], blocked: blockedChange },
  },
};

let t: Awaited<ReturnType<typeof openWikisApp>>;
let tokens: Record<Role, string | undefined>;
beforeAll(async () => {
  t = await openWikisApp();
  const [owner, other, blocked] = await Promise.all([t.person('owner'), t.person('other'), t.person('blocked')]);
  await t.block(blocked.id);
  tokens = { anonymous: undefined, other: other.token, owner: owner.token, blocked: blocked.token };
});
afterAll(() => t.close());

const freshTarget = async (): Promise<Target> => {
  const { board } = await t.ok<{ board: IdeaBoardView }>(t.call('POST', 'ideaBoards/new', { token: tokens.owner, payload: { name: 'Owner’s' } }), 201);
  const withNote = await t.ok<{ board: IdeaBoardView }>(
    t.call('POST', `ideaBoards/${board._id}/ideas`, { token: tokens.owner, payload: { note: 'First' } }),
    201,
  );
  return { boardId: board._id, ideaId: withNote.board.ideas[0].ideaId };
};

describe('idea boards authorization', () => {
  it.each(Object.entries(endpoints))('%s', async (_name, endpoint) => {
    for (const role of ROLES) {
      const target = await freshTarget();
      const token = tokens[role];
      await expectOutcome(t, role, endpoint.expect[role], () =>
        t.call(endpoint.method, endpoint.url(target), { ...(endpoint.payload ? { payload: endpoint.payload } : {}), ...(token ? { token } : {}) }),
      );
    }
  });
});
