import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityMessages as m } from '@lorewright/domain/community/communityMessages';
import { THREAD_POSTS_PAGE_SIZE, THREADS_PAGE_SIZE } from '@lorewright/domain/community/communityLimits';
import type { ThreadPage, ThreadView } from '@lorewright/domain/community/postView';
import { openCommunityApp, type CommunityApp } from './testing/communityTesting';

// The forum's happy paths: threads newest activity first, a thread with its posts, views counted
// once per viewer per day, posting in a thread, deleting a thread.

let t: CommunityApp;
let ann: Awaited<ReturnType<CommunityApp['person']>>;
let bob: Awaited<ReturnType<CommunityApp['person']>>;
beforeAll(async () => {
  t = await openCommunityApp();
  [ann, bob] = await Promise.all([t.person('ann'), t.person('bob')]);
});
afterAll(() => t.close());

const list = (subforum: string, page = 0) => t.ok<ThreadPage>(t.call('GET', `forum/${subforum}?page=${page}`));
const open = (subforum: string, threadId: string, options: { token?: string; ip?: string } = {}, page = 0) =>
  t.ok<ThreadView>(t.call('GET', `forum/${subforum}/${threadId}${page ? `?page=${page}` : ''}`, options));

describe('threads', () => {
  it('a new thread is listed in its sub-forum with its poster, one post and no views', async () => {
    const res = await t.call('POST', 'forum/contests/newthread', { token: ann.token, payload: { postType: 'text', title: 'Map contest', content: 'Draw!' } });
    expect(res.statusCode).toBe(201);
    const { message, thread } = res.json<{ message: string; thread: ThreadView['thread'] }>();
    expect(message).toBe(m.newThreadAdded);
    expect(thread).toMatchObject({ subforum: 'contests', title: 'Map contest', originalPosterID: ann.id, posterName: 'Ada Lovelace', numPosts: 1, views: 0 });
    expect((await list('contests')).threads.map((item) => item._id)).toEqual([thread._id]);
    expect((await list('groups')).threads.map((item) => item._id)).not.toContain(thread._id);
  });

  it('lists threads by latest activity, 20 a page', async () => {
    const older = await t.newThread(ann.token, 'groups', 'Older');
    const newer = await t.newThread(ann.token, 'groups', 'Newer');
    expect((await list('groups')).threads.slice(0, 2).map((item) => item._id)).toEqual([newer._id, older._id]);
    const { message, thread, posts } = await t.threadPost(bob.token, 'groups', older._id, 'Bump');
    expect(message).toBe(m.newReplyAdded);
    expect(thread).toMatchObject({ _id: older._id, numPosts: 2 });
    expect(posts.map((post) => post.content)).toEqual(['Opening.', 'Bump']);
    expect((await list('groups')).threads.slice(0, 2).map((item) => item._id)).toEqual([older._id, newer._id]);
    for (let i = 0; i < THREADS_PAGE_SIZE; i++) await t.newThread(bob.token, 'groups', `Filler ${i}`);
    const [first, second] = [await list('groups'), await list('groups', 1)];
    expect([first.threads.length, second.threads.length, first.total]).toEqual([THREADS_PAGE_SIZE, first.total - THREADS_PAGE_SIZE, first.total]);
  });

  it('shows a thread, opening post first, then its posts oldest first, to anyone', async () => {
    const thread = await t.newThread(ann.token);
    await t.threadPost(bob.token, 'discussions', thread._id, 'One');
    await t.threadPost(ann.token, 'discussions', thread._id, 'Two');
    const view = await open('discussions', thread._id);
    expect(view.posts.map((post) => [post.kind, post.content])).toEqual([
      ['thread', 'Opening.'],
      ['forum', 'One'],
      ['forum', 'Two'],
    ]);
    expect(view.posts[0]).toMatchObject({ title: 'On maps', threadID: thread._id, subforum: 'discussions' });
  });

  it(`pages a long thread ${THREAD_POSTS_PAGE_SIZE} posts at a time, the opening post on every page; a new post answers its page`, async () => {
    const thread = await t.newThread(ann.token, 'discussions', 'Long talk');
    for (let i = 1; i <= THREAD_POSTS_PAGE_SIZE; i++) await t.threadPost(bob.token, 'discussions', thread._id, `Post ${i}`);
    const first = await open('discussions', thread._id);
    expect([first.page, first.pageSize, first.total, first.posts.length]).toEqual([
      0,
      THREAD_POSTS_PAGE_SIZE,
      THREAD_POSTS_PAGE_SIZE,
      THREAD_POSTS_PAGE_SIZE + 1,
    ]);
    expect(first.posts.map((post) => post.content).slice(0, 2)).toEqual(['Opening.', 'Post 1']);
    const landed = await t.threadPost(ann.token, 'discussions', thread._id, 'One more');
    expect({ page: landed.page, contents: landed.posts.map((post) => post.content) }).toEqual({ page: 1, contents: ['Opening.', 'One more'] });
    const second = await open('discussions', thread._id, {}, 1);
    expect([second.total, second.posts.map((post) => post.content)]).toEqual([THREAD_POSTS_PAGE_SIZE + 1, ['Opening.', 'One more']]);
    expect((await t.call('GET', `forum/discussions/${thread._id}?page=-1`)).statusCode).toBe(400);
  });

  it('a thread looked for under another sub-forum is not found', async () => {
    const thread = await t.newThread(ann.token, 'discussions');
    await t.expectRefused(() => t.call('GET', `forum/groups/${thread._id}`), 404, m.threadNotFound);
    await t.expectRefused(() => t.call('POST', `forum/groups/${thread._id}/newpost`, { token: bob.token, payload: { content: 'Hi' } }), 404, m.threadNotFound);
  });

  it('counts a view once per viewer per UTC day, visitors by their address', async () => {
    const thread = await t.newThread(ann.token);
    expect((await open('discussions', thread._id, { token: bob.token })).thread.views).toBe(1);
    expect((await open('discussions', thread._id, { token: bob.token })).thread.views).toBe(1);
    expect((await open('discussions', thread._id, { ip: '203.0.113.7' })).thread.views).toBe(2);
    expect((await open('discussions', thread._id, { ip: '203.0.113.7' })).thread.views).toBe(2);
    expect((await open('discussions', thread._id, { ip: '203.0.113.8' })).thread.views).toBe(3);
    t.clock.advance(24 * 3600_000);
    expect((await open('discussions', thread._id, { token: bob.token })).thread.views).toBe(4);
  });

  it('never stores a visitor’s address', async () => {
    const thread = await t.newThread(ann.token);
    await open('discussions', thread._id, { ip: '198.51.100.23' });
    const events = JSON.stringify(await t.stack.eventStore.readAll());
    expect(events).not.toContain('198.51.100.23');
  });

  it('deleting the opening post takes the thread out of the forum', async () => {
    const thread = await t.newThread(ann.token, 'work-in-progress', 'Draft');
    await t.threadPost(bob.token, 'work-in-progress', thread._id);
    expect(await t.ok(t.call('DELETE', `posts/deletePost/${thread._id}`, { token: ann.token }), 201)).toEqual({ message: m.postDeleted });
    expect((await list('work-in-progress')).threads.map((item) => item._id)).not.toContain(thread._id);
    await t.expectRefused(() => t.call('GET', `forum/work-in-progress/${thread._id}`), 404, m.threadNotFound);
  });

  it('the author deletes a post in a thread; the thread counts one post fewer', async () => {
    const thread = await t.newThread(ann.token);
    const { posts } = await t.threadPost(bob.token, 'discussions', thread._id);
    await t.ok(t.call('DELETE', `posts/deletePost/${posts[1]._id}`, { token: bob.token }), 201);
    const view = await open('discussions', thread._id);
    expect([view.thread.numPosts, view.posts.length]).toEqual([1, 1]);
  });

  it('replies and reactions work on forum posts as on feed posts', async () => {
    const thread = await t.newThread(ann.token);
    const reply = await t.replyTo(bob.token, thread._id, 'Nice thread');
    expect(reply.replies.map((r) => r.content)).toEqual(['Nice thread']);
    await t.ok(t.react(bob.token, thread._id, '🐉'));
    const view = await open('discussions', thread._id, { token: bob.token });
    expect(view.posts[0]).toMatchObject({ reactions: { '🐉': 1 }, myReaction: '🐉', replyCount: 1 });
  });

  it('a work-in-progress post links the poster’s own writing', async () => {
    const { writing } = await t.ownWriting(ann.token, 'public');
    const thread = await t.newThread(ann.token, 'work-in-progress', 'My novel', { links: [{ _id: writing._id, type: 'writing' }] });
    const view = await open('work-in-progress', thread._id);
    expect(view.posts[0].links).toEqual([{ _id: writing._id, type: 'writing', title: 'Chapter One' }]);
  });
});
