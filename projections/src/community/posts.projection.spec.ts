import { describe, expect, it } from 'vitest';
import { postStream } from '@lorewright/commands/community/postStream';
import type { PostEvent } from '@lorewright/domain/community/post.events';
import { usersProjection } from '../accounts/users.projection';
import { openProjectionHarness, timestampOf } from '../runner/projectionHarness';
import { createCommunityQueries } from './communityQueries';
import { postsProjection } from './posts.projection';

const at = timestampOf(0);
const openPosts = () => {
  const { project, views } = openProjectionHarness<PostEvent>([postsProjection, usersProjection], (event) => postStream(event.data.postId));
  return { project, community: createCommunityQueries(views) };
};

type Published = Extract<PostEvent, { type: 'PostPublished' }>['data'];
const published = (postId: string, overrides: Partial<Published> = {}): PostEvent => ({
  type: 'PostPublished',
  data: {
    postId,
    authorId: 'ann',
    kind: 'feed',
    subforum: null,
    threadId: null,
    title: null,
    feedback: 1,
    content: `Post ${postId}`,
    links: [],
    at,
    ...overrides,
  },
});
const thread = (postId: string) => published(postId, { kind: 'thread', subforum: 'discussions', threadId: postId, title: 'On maps' });
const inThread = (postId: string, threadId: string, when = at) => published(postId, { kind: 'forum', subforum: 'discussions', threadId, at: when });
const replied = (postId: string, replyId: string, parentId = postId, authorId = 'bob'): PostEvent => ({
  type: 'ReplyPosted',
  data: { postId, replyId, parentId, depth: 1, authorId, content: 'Nice', feedback: 1, links: [], at },
});
const deleted = (postId: string, kind: 'feed' | 'thread' | 'forum', threadId: string | null = null): PostEvent => ({
  type: 'PostDeleted',
  data: { postId, authorId: 'ann', kind, threadId, at },
});

describe('the posts projection', () => {
  it('lists feed posts newest first with their total, and not forum posts', async () => {
    const t = openPosts();
    await t.project(published('p1'), published('p2', { at: timestampOf(5) }), thread('t1'));
    const page = await t.community.discoverFeed({ skip: 0, limit: 10 });
    expect(page.total).toBe(2);
    expect(page.posts.map((post) => post._id)).toEqual(['p2', 'p1']);
  });

  it('counts reactions per emoji as they are added, moved and removed, and keeps each reader’s own', async () => {
    const t = openPosts();
    await t.project(
      published('p1'),
      { type: 'ReactionAdded', data: { postId: 'p1', userId: 'bob', emoji: '👍', at } },
      { type: 'ReactionAdded', data: { postId: 'p1', userId: 'cy', emoji: '👍', at } },
      { type: 'ReactionMoved', data: { postId: 'p1', userId: 'cy', from: '👍', to: '🔥', at } },
      { type: 'ReactionAdded', data: { postId: 'p1', userId: 'dee', emoji: '🎉', at } },
      { type: 'ReactionRemoved', data: { postId: 'p1', userId: 'dee', emoji: '🎉', at } },
    );
    expect((await t.community.postById('p1'))?.reactions).toEqual({ '👍': 1, '🔥': 1 });
    expect(await t.community.reactionsOf('cy', ['p1'])).toEqual(new Map([['p1', '🔥']]));
    expect(await t.community.reactionsOf('dee', ['p1'])).toEqual(new Map());
  });

  it('keeps one document per reply; a deleted reply keeps its place without its text', async () => {
    const t = openPosts();
    await t.project(published('p1'), replied('p1', 'r1'), replied('p1', 'r2', 'r1'), {
      type: 'ReplyDeleted',
      data: { postId: 'p1', replyId: 'r1', authorId: 'bob', at },
    });
    const replies = await t.community.repliesOf(['p1']);
    expect(replies.map(({ _id, parentID, content, deleted }) => ({ _id, parentID, content, deleted }))).toEqual([
      { _id: 'r1', parentID: 'p1', content: '', deleted: true },
      { _id: 'r2', parentID: 'r1', content: 'Nice', deleted: false },
    ]);
    expect(await t.community.lookups.postOfReply('r2')).toBe('p1');
    expect((await t.community.postById('p1'))?.replyCount).toBe(1);
  });

  it('counts a thread’s posts and views, and orders a sub-forum by last activity', async () => {
    const t = openPosts();
    await t.project(thread('t1'), thread('t2'), inThread('f1', 't1', timestampOf(30)), inThread('f2', 't1', timestampOf(40)), {
      type: 'ThreadViewed',
      data: { postId: 't1', viewer: 'bob', day: '2025-01-01' },
    });
    const { total, threads } = await t.community.threads('discussions', 0);
    expect(total).toBe(2);
    expect(threads.map(({ _id, numPosts, views, lastUpdated }) => ({ _id, numPosts, views, lastUpdated }))).toEqual([
      { _id: 't1', numPosts: 3, views: 1, lastUpdated: timestampOf(40) },
      { _id: 't2', numPosts: 1, views: 0, lastUpdated: at },
    ]);
    const page = await t.community.threadPosts('t1', 0);
    expect({ total: page.total, ids: page.posts.map((post) => post._id) }).toEqual({ total: 2, ids: ['f1', 'f2'] });
    expect(await t.community.threadPageCount('t1')).toBe(1);
    expect(await t.community.lookups.threadPlace('t1')).toEqual({ subforum: 'discussions' });
    expect(await t.community.lookups.threadPlace('f1')).toBeNull();
  });

  it('a deleted forum post leaves its thread one post shorter; a deleted thread goes with its posts and replies', async () => {
    const t = openPosts();
    await t.project(thread('t1'), inThread('f1', 't1'), inThread('f2', 't1'), replied('f2', 'r1'), deleted('f1', 'forum', 't1'));
    expect((await t.community.threadById('t1'))?.numPosts).toBe(2);
    await t.project(deleted('t1', 'thread', 't1'));
    expect(await t.community.threadById('t1')).toBeNull();
    expect(await t.community.postById('f2')).toBeNull();
    expect(await t.community.repliesOf(['f2'])).toEqual([]);
    expect((await t.community.threads('discussions', 0)).total).toBe(0);
  });

  it('finds feed posts by their text, not forum posts', async () => {
    const t = openPosts();
    await t.project(published('p1', { content: 'Dragons of the north' }), published('p2', { content: 'Rivers' }), inThread('f1', 'x'));
    await t.project(published('p3', { content: 'More dragons' }));
    const found = await t.community.searchFeed('dragon', { skip: 0, limit: 1 });
    expect(found.posts.map((post) => post._id)).toEqual(['p3']);
    expect(found.total).toBe(2);
    expect((await t.community.searchFeed('Post f1', { skip: 0, limit: 5 })).posts).toEqual([]);
  });

  it('a profile lists its author’s recent feed posts and threads', async () => {
    const t = openPosts();
    await t.project(published('p1'), published('p2', { authorId: 'bob' }), thread('t1'));
    expect((await t.community.recentOf('ann', 'feed')).map((post) => post._id)).toEqual(['p1']);
    expect((await t.community.recentOf('ann', 'thread')).map((post) => post._id)).toEqual(['t1']);
  });
});
