import { afterAll, beforeAll, describe, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { commentMessages as m } from '@lorewright/domain/comments/commentMessages';
import { wikiMessages } from '@lorewright/domain/wikis/wikiMessages';
import type { WikiView } from '@lorewright/domain/wikis/wikiView';
import { writingMessages } from '@lorewright/domain/writings/writingMessages';
import type { WritingView } from '@lorewright/domain/writings/writingView';
import { blockedChange, editorReads, expectOutcome, loginRequired, WORLD_ROLES, type Outcome, type WorldRole } from '../roleMatrix';
import { openCommentsApp, type CommentsApp } from './testing/commentsTesting';

// Every comment endpoint × every role around one private world holding a private writing and a
// private wiki: the world's author, an editor, a co-owner, an accepted member (a reader), a member
// whose account is blocked, a signed-in stranger, nobody, and two editors whose access to the
// writing is overridden to 'none' and to 'read'. Only those who may edit the element read or write
// its comments; the others hear what the element's own reads answer, or that comments are for its
// editors. A refusal gives its status and text and stores nothing; an allowed call succeeds.

type Role = WorldRole | 'editorNone' | 'editorRead';
const ROLES: Role[] = [...WORLD_ROLES, 'editorNone', 'editorRead'];

interface Target {
  doc: WritingView;
  wiki: WikiView;
  // A thread on the writing, by the world's author.
  commentID: string;
}

interface Endpoint {
  method: InjectOptions['method'];
  url: (target: Target) => string;
  payload?: (target: Target) => object;
  // A fresh comment of the author's for each role (the call deletes what it acts on).
  freshComment?: boolean;
  expect: Record<Role, Outcome>;
}

const onlyEditors: Outcome = [403, m.onlyEditors];
const privateWriting: Outcome = [403, writingMessages.isPrivate];
const privateWiki: Outcome = [403, wikiMessages.isPrivate];
// 'none' hides the private writing as from a stranger; 'read' makes its editor a reader of it.
const overrides = (hidden: Outcome) => ({ editorNone: hidden, editorRead: onlyEditors });
const reads = (hidden: Outcome): Record<Role, Outcome> => ({ ...editorReads(hidden, onlyEditors), ...overrides(hidden) });
// A change by whoever may edit the element: `allowed` for the author, and for an editor and a
// co-owner unless told otherwise.
const changes = (allowed: Outcome, by: Partial<Record<'editor' | 'coOwner', Outcome>> = {}, hidden = privateWriting): Record<Role, Outcome> => ({
  anonymous: loginRequired,
  other: hidden,
  member: onlyEditors,
  editor: by.editor ?? allowed,
  coOwner: by.coOwner ?? allowed,
  author: allowed,
  blocked: blockedChange,
  ...overrides(hidden),
});

const endpoints: Record<string, Endpoint> = {
  'GET comments/writing/{id}': { method: 'GET', url: ({ doc }) => `comments/writing/${doc._id}`, expect: reads(privateWriting) },
  'GET comments/wiki/{id}': {
    method: 'GET',
    url: ({ wiki }) => `comments/wiki/${wiki._id}?part=sec1`,
    // The overrides are of the writing: on the wiki both are editors.
    expect: { ...reads(privateWiki), editorNone: [200], editorRead: [200] },
  },
  'POST comments (writing)': {
    method: 'POST',
    url: () => 'comments',
    payload: ({ doc }) => ({ element: 'writing', elementID: doc._id, part: doc.scenes[0]._id, paragraph: 0, quote: 'The river.', text: 'Hm.' }),
    expect: changes([201]),
  },
  'POST comments (reply)': {
    method: 'POST',
    url: () => 'comments',
    payload: ({ doc, commentID }) => ({ element: 'writing', elementID: doc._id, replyTo: commentID, text: 'Indeed.' }),
    expect: changes([201]),
  },
  'POST comments (wiki)': {
    method: 'POST',
    url: () => 'comments',
    payload: ({ wiki }) => ({ element: 'wiki', elementID: wiki._id, part: 'sec1', text: 'Hm.' }),
    expect: { ...changes([201], {}, privateWiki), editorNone: [201], editorRead: [201] },
  },
  // The author's comment: the others who may edit may not change it.
  'PUT comments/{id}': {
    method: 'PUT',
    url: ({ commentID }) => `comments/${commentID}`,
    payload: () => ({ text: 'Changed.' }),
    expect: changes([200], { editor: [403, m.onlyAuthorEdits], coOwner: [403, m.onlyAuthorEdits] }),
  },
  'DELETE comments/{id}': {
    method: 'DELETE',
    url: ({ commentID }) => `comments/${commentID}`,
    freshComment: true,
    expect: changes([200], { editor: [403, m.onlyAuthorDeletes] }),
  },
  'POST comments/{id}/resolve': {
    method: 'POST',
    url: ({ commentID }) => `comments/${commentID}/resolve`,
    payload: () => ({ resolved: true }),
    expect: changes([200]),
  },
};

let t: CommentsApp;
let roles: Awaited<ReturnType<CommentsApp['worldWithRoles']>> & Record<'editorNone' | 'editorRead', { id: string; token: string }>;
let shared: Target;
const newComment = async () => (await t.commented(roles.author.token, t.onScene(shared.doc))).id;
beforeAll(async () => {
  t = await openCommentsApp();
  const world = await t.worldWithRoles();
  const worldID = world.world._id;
  const doc = await t.newDoc(world.author.token, worldID);
  const overridden = async (who: string, access: 'none' | 'read') => {
    const person = await t.person(who);
    await t.join(world.author, worldID, person);
    await t.ok(t.setRole(world.author.token, worldID, person.id, 'editor'));
    await t.ok(t.setAccess(world.author.token, worldID, person.id, doc._id, access));
    return person;
  };
  roles = { ...world, editorNone: await overridden('editor-none', 'none'), editorRead: await overridden('editor-read', 'read') };
  shared = { doc, wiki: await t.wikiWithSection(world.author.token, worldID), commentID: '' };
  shared.commentID = await newComment();
});
afterAll(() => t.close());

const tokenOf = (role: Role) => (role === 'anonymous' ? undefined : roles[role].token);

describe('authorization matrix of the comment endpoints', () => {
  it.each(Object.entries(endpoints))('%s', async (_name, endpoint) => {
    for (const role of ROLES) {
      const target = endpoint.freshComment ? { ...shared, commentID: await newComment() } : shared;
      await expectOutcome(t, role, endpoint.expect[role], () =>
        t.call(endpoint.method, endpoint.url(target), { token: tokenOf(role), ...(endpoint.payload ? { payload: endpoint.payload(target) } : {}) }),
      );
    }
  });
});
