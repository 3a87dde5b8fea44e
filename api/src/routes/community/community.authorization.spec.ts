import { afterAll, beforeAll, describe, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { communityMessages as m } from '@lorewright/domain/community/communityMessages';
import { blockedChange, expectOutcome, loginRequired, type Outcome } from '../roleMatrix';
import { openCommunityApp, type CommunityApp } from './testing/communityTesting';

// Every community endpoint × every role around one author's post, reply and thread: the author,
// a signed-in stranger, a blocked account, and nobody. Reading is open to all (blocked accounts
// read too); changing needs login and no block; deleting is the author's alone. A refusal gives
// its status and text and stores nothing.

type Role = 'anonymous' | 'other' | 'author' | 'blocked';
const ROLES: Role[] = ['anonymous', 'other', 'author', 'blocked'];

interface Target {
  postId: string;
  replyId: string;
  threadId: string;
}

interface Endpoint {
  method: InjectOptions['method'];
  url: (target: Target) => string;
  payload?: (target: Target) => object;
  expect: Record<Role, Outcome>;
}

const everyone = (status: number): Record<Role, Outcome> => ({ anonymous: [status], other: [status], author: [status], blocked: [status] });
const signedIn = (status: number): Record<Role, Outcome> => ({ anonymous: loginRequired, other: [status], author: [status], blocked: blockedChange });
const authorsOnly: Record<Role, Outcome> = { anonymous: loginRequired, other: [403, m.onlyAuthorDeletes], author: [201], blocked: blockedChange };

const endpoints: Record<string, Endpoint> = {
  'POST posts/discoverFeed': { method: 'POST', url: () => 'posts/discoverFeed', payload: () => ({}), expect: everyone(200) },
  'POST posts/followingFeed': { method: 'POST', url: () => 'posts/followingFeed', payload: () => ({}), expect: { ...everyone(200), anonymous: loginRequired } },
  'POST posts/search': { method: 'POST', url: () => 'posts/search', payload: () => ({ text: 'hello' }), expect: everyone(200) },
  'POST posts/newPost': { method: 'POST', url: () => 'posts/newPost', payload: () => ({ content: 'Hi' }), expect: signedIn(201) },
  'DELETE posts/deletePost/{id}': { method: 'DELETE', url: ({ postId }) => `posts/deletePost/${postId}`, expect: authorsOnly },
  'DELETE posts/deletePost/{threadId}': { method: 'DELETE', url: ({ threadId }) => `posts/deletePost/${threadId}`, expect: authorsOnly },
  'GET posts/attachment/{id}': { method: 'GET', url: ({ postId }) => `posts/attachment/${postId}`, expect: everyone(200) },
  'POST posts/newReply': { method: 'POST', url: () => 'posts/newReply', payload: ({ postId }) => ({ parentID: postId, content: 'Hi' }), expect: signedIn(201) },
  'DELETE posts/deleteReply/{id}': { method: 'DELETE', url: ({ replyId }) => `posts/deleteReply/${replyId}`, expect: authorsOnly },
  'POST posts/react': { method: 'POST', url: () => 'posts/react', payload: ({ postId }) => ({ postID: postId, emoji: '👍' }), expect: signedIn(200) },
  'POST posts/report': {
    method: 'POST',
    url: () => 'posts/report',
    payload: ({ postId }) => ({ target: 'post', targetID: postId, reason: 'Spam' }),
    expect: signedIn(201),
  },
  'GET forum/{subforum}': { method: 'GET', url: () => 'forum/discussions', expect: everyone(200) },
  'GET forum/{subforum}/{threadId}': { method: 'GET', url: ({ threadId }) => `forum/discussions/${threadId}`, expect: everyone(200) },
  'POST forum/{subforum}/newthread': {
    method: 'POST',
    url: () => 'forum/discussions/newthread',
    payload: () => ({ postType: 'text', title: 'T', content: 'C' }),
    expect: signedIn(201),
  },
  'POST forum/{subforum}/{threadId}/newpost': {
    method: 'POST',
    url: ({ threadId }) => `forum/discussions/${threadId}/newpost`,
    payload: () => ({ content: 'C' }),
    expect: signedIn(201),
  },
};

let t: CommunityApp;
let tokens: Record<Role, string | undefined>;
let author: string;
beforeAll(async () => {
  t = await openCommunityApp();
  const [a, other, blocked] = await Promise.all([t.person('author'), t.person('other'), t.person('blocked')]);
  await t.block(blocked.id);
  author = a.token;
  tokens = { anonymous: undefined, other: other.token, author: a.token, blocked: blocked.token };
});
afterAll(() => t.close());

// A fresh post with a reply, and a thread, all by the author, for each role.
const freshTarget = async (): Promise<Target> => {
  const post = await t.newPost(author, 'The author’s post');
  const withReply = await t.replyTo(author, post._id, 'The author’s reply');
  const thread = await t.newThread(author);
  return { postId: post._id, replyId: withReply.replies[0]._id, threadId: thread._id };
};

describe('community authorization', () => {
  it.each(Object.entries(endpoints))('%s', async (_name, endpoint) => {
    for (const role of ROLES) {
      const target = await freshTarget();
      const token = tokens[role];
      await expectOutcome(t, role, endpoint.expect[role], () =>
        t.call(endpoint.method, endpoint.url(target), { ...(endpoint.payload ? { payload: endpoint.payload(target) } : {}), ...(token ? { token } : {}) }),
      );
    }
  });
});
