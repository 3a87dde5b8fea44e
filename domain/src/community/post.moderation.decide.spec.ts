import { describe, it } from 'vitest';
import { reportMessages as r } from '../staff/reportMessages';
import { deciderSpec } from '../shared/deciderSpec';
import { communityMessages as m } from './communityMessages';
import { postDecider } from './post.decide';
import type { PostEvent, ReportTarget } from './post.events';

// Staff working a content report: assign, hide, restore, close.
const spec = deciderSpec(postDecider);
const at = '2026-01-01T10:00:00.000Z';
const ann = 'ann';
const bob = 'bob';
const staff = 'sam';

const published = (kind: 'feed' | 'thread' = 'feed'): PostEvent => ({
  type: 'PostPublished',
  data: {
    postId: 'p1',
    authorId: ann,
    kind,
    subforum: kind === 'thread' ? 'discussions' : null,
    threadId: kind === 'thread' ? 'p1' : null,
    title: kind === 'thread' ? 'On maps' : null,
    feedback: 1,
    content: 'Hello',
    links: [],
    at,
  },
});
const replied = (replyId: string, authorId = bob, parentId = 'p1'): PostEvent => ({
  type: 'ReplyPosted',
  data: { postId: 'p1', replyId, parentId, depth: parentId === 'p1' ? 1 : 2, authorId, content: 'Nice', feedback: 1, links: [], at },
});
const reported = (target: ReportTarget = 'post', targetId = 'p1', reportId = 'x1'): PostEvent => ({
  type: 'ContentReported',
  data: { postId: 'p1', reportId, target, targetId, reporterId: bob, reason: 'Spam', at },
});
const closed: PostEvent = { type: 'ReportClosed', data: { postId: 'p1', reportId: 'x1', staffId: staff, at } };
const hidden = (target: ReportTarget = 'post', targetId = 'p1', reportId: string | null = 'x1'): PostEvent => ({
  type: 'ContentHidden',
  data: { postId: 'p1', target, targetId, reason: 'Insults', staffId: staff, reportId, at },
});
const restored = (target: ReportTarget = 'post', targetId = 'p1'): PostEvent => ({
  type: 'ContentRestored',
  data: { postId: 'p1', target, targetId, staffId: staff, at },
});
const hide = { type: 'HideContent', reportId: 'x1', reason: 'Insults', staffId: staff, at } as const;
const restore = { type: 'RestoreContent', reportId: 'x1', staffId: staff, at } as const;

describe('assigning and closing a report', () => {
  it('assigns an open report to a staff member, and to nobody again', () => {
    spec
      .given([published(), reported()])
      .when({ type: 'AssignReport', reportId: 'x1', assigneeId: staff, staffId: staff, at })
      .then([{ type: 'ReportAssigned', data: { postId: 'p1', reportId: 'x1', assigneeId: staff, staffId: staff, at } }]);
    spec
      .given([published(), reported()])
      .when({ type: 'AssignReport', reportId: 'x1', assigneeId: null, staffId: staff, at })
      .then([{ type: 'ReportAssigned', data: { postId: 'p1', reportId: 'x1', assigneeId: null, staffId: staff, at } }]);
  });

  it('closes an open report once', () => {
    spec.given([published(), reported()]).when({ type: 'CloseReport', reportId: 'x1', staffId: staff, at }).then([closed]);
    spec.given([published(), reported(), closed]).when({ type: 'CloseReport', reportId: 'x1', staffId: staff, at }).thenThrows(r.reportClosedAlready);
  });

  it('an unknown report is not found', () => {
    spec.given([published(), reported()]).when({ type: 'AssignReport', reportId: 'nope', assigneeId: staff, staffId: staff, at }).thenThrows(r.reportNotFound);
    spec
      .given([published()])
      .when({ ...hide, reportId: 'nope' })
      .thenThrows(r.reportNotFound);
    spec.given([]).when({ type: 'CloseReport', reportId: 'x1', staffId: staff, at }).thenThrows(r.reportNotFound);
  });

  it('a closed report can be neither assigned nor used to hide', () => {
    spec
      .given([published(), reported(), closed])
      .when({ type: 'AssignReport', reportId: 'x1', assigneeId: staff, staffId: staff, at })
      .thenThrows(r.reportClosedAlready);
    spec.given([published(), reported(), closed]).when(hide).thenThrows(r.reportClosedAlready);
  });
});

describe('hiding and restoring content', () => {
  it('hides the reported post, thread or reply, and closes nothing by itself', () => {
    spec.given([published(), reported()]).when(hide).then([hidden()]);
    spec
      .given([published('thread'), reported('thread')])
      .when(hide)
      .then([hidden('thread')]);
    spec
      .given([published(), replied('r1'), reported('reply', 'r1')])
      .when(hide)
      .then([hidden('reply', 'r1')]);
    // Still open: it can be assigned after hiding.
    spec
      .given([published(), reported(), hidden()])
      .when({ type: 'AssignReport', reportId: 'x1', assigneeId: staff, staffId: staff, at })
      .then([{ type: 'ReportAssigned', data: { postId: 'p1', reportId: 'x1', assigneeId: staff, staffId: staff, at } }]);
  });

  it('hiding hidden content is a no-op, also through another report of it', () => {
    spec.given([published(), reported(), hidden()]).when(hide).then([]);
    spec
      .given([published(), reported(), reported('post', 'p1', 'x2'), hidden()])
      .when({ ...hide, reportId: 'x2' })
      .then([]);
  });

  it('restores only hidden content, even after the report is closed', () => {
    spec.given([published(), reported()]).when(restore).thenThrows(r.notHidden);
    spec.given([published(), reported(), hidden(), closed]).when(restore).then([restored()]);
    spec
      .given([published(), replied('r1'), reported('reply', 'r1'), hidden('reply', 'r1')])
      .when(restore)
      .then([restored('reply', 'r1')]);
    spec.given([published(), reported(), hidden(), restored()]).when(restore).thenThrows(r.notHidden);
  });

  it('content that is gone cannot be hidden', () => {
    const deleted: PostEvent = { type: 'PostDeleted', data: { postId: 'p1', authorId: ann, kind: 'feed', threadId: null, at } };
    spec.given([published(), reported(), deleted]).when(hide).thenThrows(m.postNotFound);
    const replyDeleted: PostEvent = { type: 'ReplyDeleted', data: { postId: 'p1', replyId: 'r1', authorId: bob, at } };
    spec
      .given([published(), replied('r1'), reported('reply', 'r1'), replyDeleted])
      .when(hide)
      .thenThrows(m.replyNotFound);
  });
});

describe('hidden content for everyone but its author', () => {
  it('others cannot reply to, react to or report a hidden post; its author still can', () => {
    const given = [published(), reported(), hidden()];
    spec.given(given).when({ type: 'React', userId: bob, emoji: '👍', at }).thenThrows(m.postNotFound);
    spec
      .given(given)
      .when({ type: 'PostReply', replyId: 'r9', parentId: 'p1', authorId: bob, content: 'Hi', feedback: 1, links: [], at })
      .thenThrows(m.postNotFound);
    spec.given(given).when({ type: 'Report', reportId: 'x3', reporterId: 'cy', target: 'post', targetId: 'p1', reason: 'Spam', at }).thenThrows(m.postNotFound);
    spec
      .given(given)
      .when({ type: 'React', userId: ann, emoji: '👍', at })
      .then([{ type: 'ReactionAdded', data: { postId: 'p1', userId: ann, emoji: '👍', at } }]);
  });

  it('a hidden thread is not viewed by others', () => {
    spec
      .given([published('thread'), reported('thread'), hidden('thread')])
      .when({ type: 'ViewThread', viewer: bob, day: '2026-01-01' })
      .thenThrows(m.threadNotFound);
  });

  it('others cannot answer a hidden reply; its author can', () => {
    const given = [published(), replied('r1'), reported('reply', 'r1'), hidden('reply', 'r1')];
    spec
      .given(given)
      .when({ type: 'PostReply', replyId: 'r2', parentId: 'r1', authorId: ann, content: 'Hi', feedback: 1, links: [], at })
      .thenThrows(m.replyNotFound);
    spec
      .given(given)
      .when({ type: 'PostReply', replyId: 'r2', parentId: 'r1', authorId: bob, content: 'Nice', feedback: 1, links: [], at })
      .then([replied('r2', bob, 'r1')]);
  });
});
