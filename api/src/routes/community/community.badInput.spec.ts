import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityMessages as m } from '@lorewright/domain/community/communityMessages';
import { POST_CONTENT_MAX, POST_LINKS_MAX, REPLY_CONTENT_MAX, THREAD_TITLE_MAX } from '@lorewright/domain/community/communityLimits';
import type { PostView } from '@lorewright/domain/community/postView';
import { openCommunityApp, type CommunityApp } from './testing/communityTesting';

// Each refusal of the community calls: a 4xx with {error}, word for word, and nothing stored.
// Then script-injection attempts: stored as plain text and answered verbatim as JSON strings
// (the client shows text, never HTML), or refused.

let t: CommunityApp;
let ann: Awaited<ReturnType<CommunityApp['person']>>;
let bob: Awaited<ReturnType<CommunityApp['person']>>;
let post: PostView;
beforeAll(async () => {
  t = await openCommunityApp();
  [ann, bob] = await Promise.all([t.person('ann'), t.person('bob')]);
  post = await t.newPost(ann.token);
});
afterAll(() => t.close());

const send =
  (method: 'POST' | 'DELETE' | 'GET', url: string, payload?: object, token = ann.token) =>
  () =>
    t.call(method, url, { token, ...(payload ? { payload } : {}) });

describe('refusals', () => {
  it.each([
    ['blank post', '', m.noPostContent],
    ['white space only', ' \n\t ', m.noPostContent],
    ['too long', 'x'.repeat(POST_CONTENT_MAX + 1), m.postTooLong],
    ['control characters', 'a\u0000b', m.contentForbidden],
  ])('a new post: %s', async (_name, content, error) => {
    await t.expectRefused(send('POST', 'posts/newPost', { content }), 400, error);
  });

  it('a new post with an unknown feedback, too many links or a link of an unknown kind', async () => {
    await t.expectRefused(send('POST', 'posts/newPost', { content: 'x', feedback: 7 }), 400, m.unknownFeedback);
    const links = Array.from({ length: POST_LINKS_MAX + 1 }, (_, i) => ({ _id: `w${i}`, type: 'writing' }));
    await t.expectRefused(send('POST', 'posts/newPost', { content: 'x', links }), 400, m.tooManyLinks);
    await t.expectRefused(send('POST', 'posts/newPost', { content: 'x', links: [{ _id: 'l1', type: 'language' }] }), 400, m.linkKind);
  });

  it('a link to someone else’s element, or to nothing, is refused alike', async () => {
    const { writing } = await t.ownWriting(bob.token, 'public');
    await t.expectRefused(send('POST', 'posts/newPost', { content: 'x', links: [{ _id: writing._id, type: 'writing' }] }), 400, m.linkNotYours);
    await t.expectRefused(send('POST', 'posts/newPost', { content: 'x', links: [{ _id: 'nothing', type: 'map' }] }), 400, m.linkNotYours);
    await t.expectRefused(
      send('POST', 'posts/newReply', { parentID: post._id, content: 'x', links: [{ _id: writing._id, type: 'writing' }] }),
      400,
      m.linkNotYours,
    );
    await t.expectRefused(
      send('POST', 'forum/work-in-progress/newthread', { title: 'T', content: 'x', links: [{ _id: writing._id, type: 'writing' }] }),
      400,
      m.linkNotYours,
    );
  });

  it('replies: blank, too long, to nothing, to a deleted post, to a reactions-only post', async () => {
    await t.expectRefused(send('POST', 'posts/newReply', { parentID: post._id, content: ' ' }), 400, m.noReplyContent);
    await t.expectRefused(send('POST', 'posts/newReply', { parentID: post._id, content: 'x'.repeat(REPLY_CONTENT_MAX + 1) }), 400, m.replyTooLong);
    await t.expectRefused(send('POST', 'posts/newReply', { parentID: 'nowhere', content: 'x' }), 404, m.postNotFound);
    await t.expectRefused(send('POST', 'posts/newReply', { parentID: '__proto__', content: 'x' }), 404, m.postNotFound);
    const gone = await t.newPost(ann.token);
    await t.ok(t.call('DELETE', `posts/deletePost/${gone._id}`, { token: ann.token }), 201);
    await t.expectRefused(send('POST', 'posts/newReply', { parentID: gone._id, content: 'x' }), 410, m.postDeletedReply);
    const quiet = await t.newPost(ann.token, 'Just react', { feedback: 2 });
    await t.expectRefused(send('POST', 'posts/newReply', { parentID: quiet._id, content: 'x' }, bob.token), 400, m.reactionsOnly);
  });

  it('deleting: a post or reply that does not exist', async () => {
    await t.expectRefused(send('DELETE', 'posts/deletePost/nowhere'), 404, m.postNotFound);
    await t.expectRefused(send('DELETE', 'posts/deletePost/..%2F..%2Fetc'), 404, m.postNotFound);
    await t.expectRefused(send('DELETE', 'posts/deleteReply/nowhere'), 404, m.replyNotFound);
  });

  it('reactions: an emoji not offered, a post that does not exist', async () => {
    await t.expectRefused(send('POST', 'posts/react', { postID: post._id, emoji: '🦄' }), 400, m.unknownEmoji);
    await t.expectRefused(send('POST', 'posts/react', { postID: post._id, emoji: 'toString' }), 400, m.unknownEmoji);
    await t.expectRefused(send('POST', 'posts/react', { postID: 'nowhere', emoji: '👍' }), 404, m.postNotFound);
  });

  it('reports: no reason, an unknown target kind, a missing target', async () => {
    await t.expectRefused(send('POST', 'posts/report', { target: 'post', targetID: post._id, reason: ' ' }), 400, m.reportReasonRequired);
    await t.expectRefused(send('POST', 'posts/report', { target: 'user', targetID: post._id, reason: 'x' }), 400, m.reportTarget);
    await t.expectRefused(send('POST', 'posts/report', { target: 'reply', targetID: 'nowhere', reason: 'x' }), 404, m.replyNotFound);
    await t.expectRefused(send('POST', 'posts/report', { target: 'thread', targetID: post._id, reason: 'x' }), 404, m.threadNotFound);
  });

  it('pages: not whole numbers, or too large', async () => {
    await t.expectRefused(send('POST', 'posts/discoverFeed', { page: -1 }), 400, m.pageInvalid);
    await t.expectRefused(send('POST', 'posts/discoverFeed', { limit: 1000 }), 400, m.pageInvalid);
    await t.expectRefused(send('POST', 'posts/search', { text: 'x', skip: 1.5 }), 400, m.pageInvalid);
    await t.expectRefused(send('GET', 'forum/discussions?page=abc'), 400, m.pageInvalid);
  });

  it('the forum: an unknown sub-forum, a thread that does not exist, a blank or long title', async () => {
    await t.expectRefused(send('GET', 'forum/nowhere'), 400, m.subforumNotFound);
    await t.expectRefused(send('GET', 'forum/discussions/nowhere'), 404, m.threadNotFound);
    await t.expectRefused(send('GET', `forum/discussions/${post._id}`), 404, m.threadNotFound);
    await t.expectRefused(send('POST', 'forum/discussions/newthread', { title: ' ', content: 'x' }), 400, m.noThreadTitle);
    await t.expectRefused(send('POST', 'forum/discussions/newthread', { title: 'x'.repeat(THREAD_TITLE_MAX + 1), content: 'x' }), 400, m.threadTitleTooLong);
    await t.expectRefused(send('POST', 'forum/discussions/newthread', { title: 'T', content: '' }), 400, m.noPostContent);
    await t.expectRefused(send('POST', 'forum/discussions/nowhere/newpost', { content: 'x' }), 404, m.threadNotFound);
    await t.expectRefused(send('POST', `forum/discussions/${post._id}/newpost`, { content: 'x' }), 404, m.threadNotFound);
  });
});

describe('script injection', () => {
  const attempts = ['<script>alert(1)</script>', '<img src=x onerror="alert(1)">', 'javascript:alert(document.cookie)'];

  it.each(attempts)('%s in a post, a reply and a thread is stored and answered as plain text', async (text) => {
    const stored = await t.newPost(ann.token, text);
    expect(stored.content).toBe(text);
    const replied = await t.replyTo(bob.token, stored._id, text);
    expect(replied.replies[0].content).toBe(text);
    const thread = await t.newThread(ann.token, 'discussions', text, { content: text });
    expect(thread.title).toBe(text);
    const res = await t.call('GET', `forum/discussions/${thread._id}`);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json<{ posts: PostView[] }>().posts[0]).toMatchObject({ title: text, content: text });
    const found = await t.ok<{ posts: PostView[] }>(t.call('POST', 'posts/search', { payload: { text } }));
    expect(found.posts.map((p) => p.content)).toContain(text);
  });

  it.each(attempts)('%s as a link id is refused', async (text) => {
    await t.expectRefused(send('POST', 'posts/newPost', { content: 'x', links: [{ _id: text, type: 'writing' }] }), 400, m.linkNotYours);
  });

  it.each(attempts)('%s as an id in a path or body finds nothing', async (text) => {
    await t.expectRefused(send('DELETE', `posts/deletePost/${encodeURIComponent(text)}`), 404, m.postNotFound);
    await t.expectRefused(send('POST', 'posts/react', { postID: text, emoji: '👍' }), 404, m.postNotFound);
    await t.expectRefused(send('GET', `forum/discussions/${encodeURIComponent(text)}`), 404, m.threadNotFound);
  });
});
