import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../shared/deciderSpec';
import { REPLY_DEPTH_MAX } from './communityLimits';
import { communityMessages as m } from './communityMessages';
import type { PostCommand } from './post.commands';
import { postDecider } from './post.decide';
import type { PostEvent } from './post.events';

const spec = deciderSpec(postDecider);
const at = '2026-01-01T10:00:00.000Z';
const ann = 'ann';
const bob = 'bob';

const published = (overrides: Partial<Extract<PostEvent, { type: 'PostPublished' }>['data']> = {}): PostEvent => ({
  type: 'PostPublished',
  data: { postId: 'p1', authorId: ann, kind: 'feed', subforum: null, threadId: null, title: null, feedback: 1, content: 'Hello', links: [], at, ...overrides },
});
const thread = published({ kind: 'thread', subforum: 'discussions', threadId: 'p1', title: 'On maps' });
const deleted: PostEvent = { type: 'PostDeleted', data: { postId: 'p1', authorId: ann, kind: 'feed', threadId: null, at } };
const replied = (replyId: string, parentId: string, depth: number, authorId = bob): PostEvent => ({
  type: 'ReplyPosted',
  data: { postId: 'p1', replyId, parentId, depth, authorId, content: 'Nice', feedback: 1, links: [], at },
});
const replyCommand = (replyId: string, parentId: string, authorId = bob): PostCommand => ({
  type: 'PostReply',
  replyId,
  parentId,
  authorId,
  content: 'Nice',
  feedback: 1,
  links: [],
  at,
});
const reacted = (userId: string, emoji: '👍' | '🔥'): PostEvent => ({ type: 'ReactionAdded', data: { postId: 'p1', userId, emoji, at } });

describe('publishing and deleting a post', () => {
  it('publishes a new post once', () => {
    const { data } = published() as Extract<PostEvent, { type: 'PostPublished' }>;
    spec
      .given([])
      .when({ type: 'PublishPost', ...data })
      .then([published()]);
    spec
      .given([published()])
      .when({ type: 'PublishPost', ...data })
      .thenThrows(m.postExists);
  });

  it('only the author deletes a post', () => {
    spec.given([published()]).when({ type: 'DeletePost', actorId: bob, at }).thenThrows(m.onlyAuthorDeletes);
    spec.given([published()]).when({ type: 'DeletePost', actorId: ann, at }).then([deleted]);
  });

  it('deleting a thread names the thread it takes out of the forum', () => {
    spec
      .given([thread])
      .when({ type: 'DeletePost', actorId: ann, at })
      .then([{ type: 'PostDeleted', data: { postId: 'p1', authorId: ann, kind: 'thread', threadId: 'p1', at } }]);
  });

  it('a missing or deleted post cannot be deleted', () => {
    spec.given([]).when({ type: 'DeletePost', actorId: ann, at }).thenThrows(m.postNotFound);
    spec.given([published(), deleted]).when({ type: 'DeletePost', actorId: ann, at }).thenThrows(m.postNotFound);
  });
});

describe('replies', () => {
  it('a reply to the post is at depth 1, a reply to a reply one deeper', () => {
    spec
      .given([published()])
      .when(replyCommand('r1', 'p1'))
      .then([replied('r1', 'p1', 1)]);
    spec
      .given([published(), replied('r1', 'p1', 1)])
      .when(replyCommand('r2', 'r1', ann))
      .then([replied('r2', 'r1', 2, ann)]);
  });

  it('a reply past the deepest level joins that level beside its parent', () => {
    const chain = [published(), ...Array.from({ length: REPLY_DEPTH_MAX }, (_, i) => replied(`r${i + 1}`, i === 0 ? 'p1' : `r${i}`, i + 1))];
    const deepest = `r${REPLY_DEPTH_MAX}`;
    spec
      .given(chain)
      .when(replyCommand('x', deepest))
      .then([replied('x', `r${REPLY_DEPTH_MAX - 1}`, REPLY_DEPTH_MAX)]);
  });

  it('a reply to an unknown or deleted reply is refused', () => {
    spec.given([published()]).when(replyCommand('r2', 'nowhere')).thenThrows(m.replyNotFound);
    spec.given([published()]).when(replyCommand('r2', '__proto__')).thenThrows(m.replyNotFound);
    const gone: PostEvent = { type: 'ReplyDeleted', data: { postId: 'p1', replyId: 'r1', authorId: bob, at } };
    spec
      .given([published(), replied('r1', 'p1', 1), gone])
      .when(replyCommand('r2', 'r1'))
      .thenThrows(m.replyNotFound);
  });

  it('a deleted post takes no more replies', () => {
    spec.given([published(), deleted]).when(replyCommand('r1', 'p1')).thenThrows(m.postDeletedReply);
    spec.given([]).when(replyCommand('r1', 'p1')).thenThrows(m.postNotFound);
  });

  it('a post asking for reactions only takes no replies', () => {
    spec
      .given([published({ feedback: 2 })])
      .when(replyCommand('r1', 'p1'))
      .thenThrows(m.reactionsOnly);
  });

  it('only its author deletes a reply; it stays deleted', () => {
    const given = [published(), replied('r1', 'p1', 1)];
    spec.given(given).when({ type: 'DeleteReply', replyId: 'r1', actorId: ann, at }).thenThrows(m.onlyAuthorDeletes);
    const gone: PostEvent = { type: 'ReplyDeleted', data: { postId: 'p1', replyId: 'r1', authorId: bob, at } };
    spec.given(given).when({ type: 'DeleteReply', replyId: 'r1', actorId: bob, at }).then([gone]);
    spec
      .given([...given, gone])
      .when({ type: 'DeleteReply', replyId: 'r1', actorId: bob, at })
      .thenThrows(m.replyNotFound);
    spec.given(given).when({ type: 'DeleteReply', replyId: 'nope', actorId: bob, at }).thenThrows(m.replyNotFound);
  });
});

describe('reactions, one per user per post', () => {
  it('adds, removes with the same emoji, moves with another', () => {
    spec
      .given([published()])
      .when({ type: 'React', userId: bob, emoji: '👍', at })
      .then([reacted(bob, '👍')]);
    spec
      .given([published(), reacted(bob, '👍')])
      .when({ type: 'React', userId: bob, emoji: '👍', at })
      .then([{ type: 'ReactionRemoved', data: { postId: 'p1', userId: bob, emoji: '👍', at } }]);
    spec
      .given([published(), reacted(bob, '👍')])
      .when({ type: 'React', userId: bob, emoji: '🔥', at })
      .then([{ type: 'ReactionMoved', data: { postId: 'p1', userId: bob, from: '👍', to: '🔥', at } }]);
  });

  it("another user's reaction does not change mine", () => {
    spec
      .given([published(), reacted(ann, '👍')])
      .when({ type: 'React', userId: bob, emoji: '👍', at })
      .then([reacted(bob, '👍')]);
  });

  it('a deleted post takes no reactions', () => {
    spec.given([published(), deleted]).when({ type: 'React', userId: bob, emoji: '👍', at }).thenThrows(m.postNotFound);
  });
});

describe('thread views, once per viewer per UTC day', () => {
  const viewed = (viewer: string, day: string): PostEvent => ({ type: 'ThreadViewed', data: { postId: 'p1', viewer, day } });

  it('counts a first view, not a second the same day, again the next day', () => {
    spec
      .given([thread])
      .when({ type: 'ViewThread', viewer: bob, day: '2026-01-01' })
      .then([viewed(bob, '2026-01-01')]);
    spec
      .given([thread, viewed(bob, '2026-01-01')])
      .when({ type: 'ViewThread', viewer: bob, day: '2026-01-01' })
      .then([]);
    spec
      .given([thread, viewed(bob, '2026-01-01')])
      .when({ type: 'ViewThread', viewer: bob, day: '2026-01-02' })
      .then([viewed(bob, '2026-01-02')]);
  });

  it('keeps only the current day of viewers', () => {
    const state = [thread, viewed(bob, '2026-01-01'), viewed(ann, '2026-01-02')].reduce(postDecider.evolve, postDecider.initialState());
    expect([...state.viewers]).toEqual([ann]);
  });

  it('a late view of an earlier day counts nothing', () => {
    spec
      .given([thread, viewed(bob, '2026-01-02')])
      .when({ type: 'ViewThread', viewer: ann, day: '2026-01-01' })
      .then([]);
  });

  it('only threads are viewed', () => {
    spec.given([published()]).when({ type: 'ViewThread', viewer: bob, day: '2026-01-01' }).thenThrows(m.threadNotFound);
  });
});

describe('reports, one per reporter per target', () => {
  const reportCommand = (target: 'post' | 'reply' | 'thread', targetId: string, reporterId = bob): PostCommand => ({
    type: 'Report',
    reportId: 'x1',
    reporterId,
    target,
    targetId,
    reason: 'Spam',
    at,
  });
  const reported = (target: 'post' | 'reply' | 'thread', targetId: string): PostEvent => ({
    type: 'ContentReported',
    data: { postId: 'p1', reportId: 'x1', target, targetId, reporterId: bob, reason: 'Spam', at },
  });

  it('records a report of the post, a reply, or a thread', () => {
    spec
      .given([published()])
      .when(reportCommand('post', 'p1'))
      .then([reported('post', 'p1')]);
    spec
      .given([published(), replied('r1', 'p1', 1)])
      .when(reportCommand('reply', 'r1'))
      .then([reported('reply', 'r1')]);
    spec
      .given([thread])
      .when(reportCommand('thread', 'p1'))
      .then([reported('thread', 'p1')]);
  });

  it('refuses a second report of the same target by the same reporter, not by another', () => {
    spec
      .given([published(), reported('post', 'p1')])
      .when(reportCommand('post', 'p1'))
      .thenThrows(m.alreadyReported);
    spec
      .given([published(), reported('post', 'p1')])
      .when(reportCommand('post', 'p1', ann))
      .then([{ ...reported('post', 'p1'), data: { ...reported('post', 'p1').data, reporterId: ann } } as PostEvent]);
  });

  it('refuses unknown targets', () => {
    spec.given([published()]).when(reportCommand('reply', 'nope')).thenThrows(m.replyNotFound);
    spec.given([published()]).when(reportCommand('thread', 'p1')).thenThrows(m.threadNotFound);
    spec.given([published()]).when(reportCommand('post', 'other')).thenThrows(m.postNotFound);
  });
});
