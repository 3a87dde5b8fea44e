import { afterAll, beforeAll, describe, it } from 'vitest';
import { exportMessages as m } from '@lorewright/domain/exports/exportMessages';
import { expectOutcome, loginRequired, WORLD_ROLES, type Outcome, type WorldRole } from '../roleMatrix';
import { openExportsApp, type ExportsApp } from './testing/exportsTesting';

// Every export endpoint × every role around one private world: its author, an accepted member,
// a member whose account is blocked, a signed-in stranger, and nobody. Only the author exports
// the world; whoever may edit a writing (the author, editors, co-owners) compiles it; everyone
// signed in may take out their own data (a blocked account too: it is theirs); an export is seen
// and downloaded by the person who asked for it only.

interface Target {
  worldID: string;
  // A writing of the world.
  writingID: string;
  // A finished export of the world, asked for by its author.
  exportId: string;
}

interface Endpoint {
  method: 'GET' | 'POST';
  url: (target: Target) => string;
  payload?: (target: Target) => object;
  expect: Record<WorldRole, Outcome>;
}

const onlyAuthor: Outcome = [403, m.onlyAuthor];
const onlyWritingAuthor: Outcome = [403, m.onlyWritingAuthor];
const hidden: Outcome = [404, m.notFound];

const endpoints: Record<string, Endpoint> = {
  'POST export/world': {
    method: 'POST',
    url: () => 'export/world',
    payload: ({ worldID }) => ({ worldID }),
    expect: { anonymous: loginRequired, other: onlyAuthor, member: onlyAuthor, editor: onlyAuthor, coOwner: onlyAuthor, author: [201], blocked: onlyAuthor },
  },
  'POST export/writing': {
    method: 'POST',
    url: () => 'export/writing',
    payload: ({ writingID }) => ({ writingID, format: 'markdown' }),
    expect: {
      anonymous: loginRequired,
      other: onlyWritingAuthor,
      member: onlyWritingAuthor,
      editor: [201],
      coOwner: [201],
      author: [201],
      blocked: onlyWritingAuthor,
    },
  },
  'POST export/user': {
    method: 'POST',
    url: () => 'export/user',
    expect: { anonymous: loginRequired, other: [201], member: [201], editor: [201], coOwner: [201], author: [201], blocked: [201] },
  },
  'GET export/{id}': {
    method: 'GET',
    url: ({ exportId }) => `export/${exportId}`,
    expect: { anonymous: loginRequired, other: hidden, member: hidden, editor: hidden, coOwner: hidden, author: [200], blocked: hidden },
  },
  'GET export/{id}/download': {
    method: 'GET',
    url: ({ exportId }) => `export/${exportId}/download`,
    expect: { anonymous: loginRequired, other: hidden, member: hidden, editor: hidden, coOwner: hidden, author: [200], blocked: hidden },
  },
};

let t: ExportsApp;
let target: Target;
let tokens: Record<WorldRole, string | undefined>;

beforeAll(async () => {
  t = await openExportsApp();
  const { world, author, member, editor, coOwner, other, blocked } = await t.worldWithRoles();
  const { exportId } = await t.ok<{ exportId: string }>(t.startWorldExport(author.token, world._id), 201);
  await t.finished(author.token, exportId);
  const { id: writingID } = await t.ok<{ id: string }>(
    t.call('POST', 'creation/newWriting', { token: author.token, payload: { isFolder: false, worldID: world._id, title: 'Notes' } }),
    201,
  );
  target = { worldID: world._id, writingID, exportId };
  tokens = {
    anonymous: undefined,
    other: other.token,
    member: member.token,
    editor: editor.token,
    coOwner: coOwner.token,
    author: author.token,
    blocked: blocked.token,
  };
});
afterAll(() => t.close());

describe.each(Object.entries(endpoints))('%s', (_name, endpoint) => {
  it.each(WORLD_ROLES)('as %s', async (role) => {
    await expectOutcome(t, role, endpoint.expect[role], () =>
      t.call(endpoint.method, endpoint.url(target), { token: tokens[role], ...(endpoint.payload ? { payload: endpoint.payload(target) } : {}) }),
    );
  });
});
