import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityMessages as m } from '@lorewright/domain/community/communityMessages';
import { REPLY_DEPTH_MAX } from '@lorewright/domain/community/communityLimits';
import type { PostView, ReplyView } from '@lorewright/domain/community/postView';
import { openCommunityApp, type CommunityApp } from './testing/communityTesting';

// The feed's happy paths: posting, the discover and following tabs, search, replies (nested),
// reactions, reports, links and the profile's recent posts.

let t: CommunityApp;
let ann: Awaited<ReturnType<CommunityApp['person']>>;
let bob: Awaited<ReturnType<CommunityApp['person']>>;
beforeAll(async () => {
  t = await openCommunityApp();
  [ann, bob] = await Promise.all([t.person('ann'), t.person('bob')]);
});
afterAll(() => t.close());

describe('posting to the feed', () => {
  it('adds a post and answers it as readers see it', async () => {
    const res = await t.call('POST', 'posts/newPost', {
      token: ann.token,
      payload: { content: '  First light over Eldoria.  ', feedback: 0, authorID: bob.id },
    });
    expect(res.statusCode).toBe(201);
    const { message, post } = res.json<{ message: string; post: PostView }>();
    expect(message).toBe(m.newPostAdded);
    expect(post).toMatchObject({
      kind: 'feed',
      postType: 'text',
      authorID: ann.id,
      userName: 'Ada Lovelace',
      avatarImage: 'default_avatar.png',
      feedback: 0,
      content: 'First light over Eldoria.',
      links: [],
      reactions: {},
      myReaction: null,
      replies: [],
      replyCount: 0,
    });
  });

  it('discover shows feed posts newest first to anyone, paged by skip and limit', async () => {
    const first = await t.newPost(bob.token, 'one');
    const second = await t.newPost(bob.token, 'two');
    const page = await t.feed('discoverFeed', undefined, { page: 0, limit: 2 });
    expect(page.posts.map((post) => post._id)).toEqual([second._id, first._id]);
    const next = await t.ok<{ total: number; posts: PostView[] }>(t.call('POST', 'posts/discoverFeed', { payload: { page: 1, skip: 1, limit: 1 } }));
    expect(next.posts.map((post) => post._id)).toEqual([first._id]);
    expect(next.total).toBe(page.total);
  });

  it('following shows posts by the authors of the worlds the reader follows', async () => {
    const [cy, dee] = await Promise.all([t.person('cy'), t.person('dee')]);
    const world = await t.createWorld(cy.token);
    await t.setVisibility(cy.token, world._id, 'public');
    const cyPost = await t.newPost(cy.token, 'From Cy');
    await t.newPost(dee.token, 'From Dee');
    expect((await t.feed('followingFeed', dee.token)).posts).toEqual([]);
    await t.ok(t.call('POST', 'user/toggleFollowWorld', { token: dee.token, payload: { worldID: world._id } }));
    const page = await t.feed('followingFeed', dee.token);
    expect({ total: page.total, ids: page.posts.map((post) => post._id) }).toEqual({ total: 1, ids: [cyPost._id] });
  });

  it('search finds feed posts by their text; blank text finds none', async () => {
    const post = await t.newPost(ann.token, 'The wyverns of Hollowmere');
    const found = await t.ok<{ total: number; posts: PostView[] }>(t.call('POST', 'posts/search', { payload: { text: 'WYVERN', page: 0, limit: 3 } }));
    expect(found.posts.map((p) => p._id)).toEqual([post._id]);
    expect(await t.ok(t.call('POST', 'posts/search', { payload: { text: '   ' } }))).toEqual({ total: 0, posts: [] });
  });

  it('the author deletes their post; it leaves the feed', async () => {
    const post = await t.newPost(ann.token, 'Soon gone');
    expect(await t.ok(t.call('DELETE', `posts/deletePost/${post._id}`, { token: ann.token }), 201)).toEqual({ message: m.postDeleted });
    expect((await t.feed('discoverFeed')).posts.map((p) => p._id)).not.toContain(post._id);
  });

  it('a renamed author shows the new name on their posts', async () => {
    const cy = await t.person('cy');
    const post = await t.newPost(cy.token, 'Who am I');
    await t.ok(t.call('PUT', 'user/updateUser', { token: cy.token, payload: { name: 'Cyrene' } }), 201);
    const shown = (await t.feed('discoverFeed')).posts.find((p) => p._id === post._id);
    expect(shown?.userName).toBe('Cyrene');
  });
});

describe('replies', () => {
  it('nests replies under the post and under replies, oldest first, answering the whole post', async () => {
    const post = await t.newPost(ann.token);
    const afterOne = await t.replyTo(bob.token, post._id, 'First!');
    const r1 = afterOne.replies[0];
    await t.replyTo(ann.token, post._id, 'Second');
    const res = await t.call('POST', 'posts/newReply', { token: ann.token, payload: { parentID: r1._id, content: 'Thanks', authorID: bob.id } });
    expect(res.statusCode).toBe(201);
    const { message, post: whole } = res.json<{ message: string; post: PostView }>();
    expect(message).toBe(m.newReplyAdded);
    expect(whole._id).toBe(post._id);
    expect(whole.replies.map((r) => r.content)).toEqual(['First!', 'Second']);
    expect(whole.replies[0].replies).toMatchObject([{ content: 'Thanks', authorID: ann.id, parentID: r1._id, userName: 'Ada Lovelace' }]);
    expect(whole.replyCount).toBe(3);
  });

  it('a reply past the deepest level joins the last level', async () => {
    const post = await t.newPost(ann.token);
    let parent = post._id;
    let shown = post;
    for (let level = 0; level <= REPLY_DEPTH_MAX; level++) {
      shown = await t.replyTo(bob.token, parent, `level ${level + 1}`);
      let node: ReplyView | undefined = shown.replies[0];
      while (node?.replies.length) node = node.replies.at(-1);
      parent = node!._id;
    }
    let depth = 0;
    let level: ReplyView[] = shown.replies;
    while (level.length) {
      depth++;
      level = level.at(-1)!.replies.length ? level.at(-1)!.replies : level[0].replies;
    }
    expect(depth).toBe(REPLY_DEPTH_MAX);
  });

  it('the author deletes a reply; its text goes, its replies stay', async () => {
    const post = await t.newPost(ann.token);
    const r1 = (await t.replyTo(bob.token, post._id, 'To be deleted')).replies[0];
    await t.replyTo(ann.token, r1._id, 'Answer stays');
    const res = await t.call('DELETE', `posts/deleteReply/${r1._id}`, { token: bob.token });
    expect(res.statusCode).toBe(201);
    const { message, post: whole } = res.json<{ message: string; post: PostView }>();
    expect(message).toBe(m.replyDeleted);
    expect(whole.replies[0]).toMatchObject({ _id: r1._id, content: '', deleted: true, replies: [{ content: 'Answer stays' }] });
  });
});

describe('reactions and reports', () => {
  it('adds, moves and removes the reader’s one reaction', async () => {
    const post = await t.newPost(ann.token);
    const react = async (token: string, emoji: string) => (await t.ok<{ post: PostView }>(t.react(token, post._id, emoji))).post;
    expect(await react(bob.token, '👍')).toMatchObject({ reactions: { '👍': 1 }, myReaction: '👍' });
    expect(await react(ann.token, '👍')).toMatchObject({ reactions: { '👍': 2 }, myReaction: '👍' });
    expect(await react(bob.token, '🔥')).toMatchObject({ reactions: { '👍': 1, '🔥': 1 }, myReaction: '🔥' });
    expect(await react(bob.token, '🔥')).toMatchObject({ reactions: { '👍': 1 }, myReaction: null });
  });

  it('records a report once per reporter and target, hiding nothing', async () => {
    const post = await t.newPost(ann.token, 'Reported');
    const r1 = (await t.replyTo(ann.token, post._id)).replies[0];
    const report = (target: string, targetID: string) => t.call('POST', 'posts/report', { token: bob.token, payload: { target, targetID, reason: 'Spam' } });
    expect(await t.ok(report('post', post._id), 201)).toEqual({ message: m.reportReceived });
    expect(await t.ok(report('reply', r1._id), 201)).toEqual({ message: m.reportReceived });
    await t.expectRefused(() => report('post', post._id), 409, m.alreadyReported);
    expect((await t.feed('discoverFeed')).posts.map((p) => p._id)).toContain(post._id);
  });
});

describe('links', () => {
  it('a post links the poster’s own writing; readers who may not see it do not see the link', async () => {
    const { writing } = await t.ownWriting(ann.token);
    const post = await t.newPost(ann.token, 'See my chapter', { links: [{ _id: writing._id, type: 'writing' }] });
    expect(post.links).toEqual([{ _id: writing._id, type: 'writing', title: 'Chapter One' }]);
    const attachments = (token?: string) => t.ok<{ links: unknown[] }>(t.call('GET', `posts/attachment/${post._id}`, { token }));
    expect((await attachments(ann.token)).links).toHaveLength(1);
    expect((await attachments(bob.token)).links).toEqual([]);
    expect((await attachments()).links).toEqual([]);
  });

  it('a link to a public writing shows to everyone with its current title', async () => {
    const { world, writing } = await t.ownWriting(ann.token, 'public');
    const post = await t.newPost(ann.token, 'Public chapter', { links: [{ _id: writing._id, type: 'writing' }] });
    await t.ok(t.call('PUT', 'writing/rename', { token: ann.token, payload: { writingID: writing._id, worldID: world._id, title: 'Chapter Two' } }));
    const { links } = await t.ok<{ links: unknown[] }>(t.call('GET', `posts/attachment/${post._id}`));
    expect(links).toEqual([{ _id: writing._id, type: 'writing', title: 'Chapter Two' }]);
  });
});

describe('the profile', () => {
  it('lists the user’s recent feed posts and threads', async () => {
    const cy = await t.person('cy');
    const post = await t.newPost(cy.token, 'x'.repeat(300));
    const thread = await t.newThread(cy.token, 'groups', 'Cy’s group');
    const { user } = await t.ok<{ user: { posts: unknown[]; threads: unknown[] } }>(t.call('GET', `user/profile/${cy.id}`));
    expect(user.posts).toEqual([{ _id: post._id, excerpt: 'x'.repeat(200), datePosted: post.datePosted }]);
    expect(user.threads).toEqual([{ _id: thread._id, subforum: 'groups', title: 'Cy’s group', datePosted: thread.datePosted }]);
  });
});
