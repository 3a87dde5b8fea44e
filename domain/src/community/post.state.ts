import type { ReactionEmoji } from './emojis';
import type { Feedback } from './feedback';
import type { PostEvent, PostKind, ReportTarget } from './post.events';

export interface ReplyState {
  authorId: string;
  parentId: string;
  depth: number;
  deleted: boolean;
  // Hidden by staff.
  hidden: boolean;
}

// A report about the post, one of its replies or its thread, as staff work it.
export interface ReportState {
  target: ReportTarget;
  targetId: string;
  open: boolean;
  assigneeId: string | null;
}

// What the write side knows of one post to decide: folded from `post-{postId}`. Maps, not plain
// objects: reply ids and viewers come from requests, and a plain object would answer
// `__proto__` or `constructor` with what it inherits.
export interface PostState {
  status: 'none' | 'active' | 'deleted';
  postId: string;
  authorId: string;
  kind: PostKind;
  threadId: string | null;
  feedback: Feedback;
  replies: ReadonlyMap<string, ReplyState>;
  // Each user's one reaction.
  reactions: ReadonlyMap<string, ReactionEmoji>;
  // Views are counted once per viewer per UTC day: only today's viewers are kept.
  viewDay: string;
  viewers: ReadonlySet<string>;
  // `{target}:{targetId}:{reporterId}`: one report per reporter per target.
  reports: ReadonlySet<string>;
  // Report id → the report.
  reportsById: ReadonlyMap<string, ReportState>;
  // The post itself (or the thread it opens) hidden by staff.
  hidden: boolean;
}

export const initialPostState = (): PostState => ({
  status: 'none',
  postId: '',
  authorId: '',
  kind: 'feed',
  threadId: null,
  feedback: 1,
  replies: new Map(),
  reactions: new Map(),
  viewDay: '',
  viewers: new Set(),
  reports: new Set(),
  reportsById: new Map(),
  hidden: false,
});

export const reportKey = (target: string, targetId: string, reporterId: string) => `${target}:${targetId}:${reporterId}`;

const withEntry = <K, V>(map: ReadonlyMap<K, V>, key: K, value: V | undefined) => {
  const next = new Map(map);
  if (value === undefined) next.delete(key);
  else next.set(key, value);
  return next;
};

const hiddenChange = (state: PostState, target: ReportTarget, targetId: string, hidden: boolean): Partial<PostState> => {
  if (target !== 'reply') return { hidden };
  const reply = state.replies.get(targetId);
  return reply ? { replies: withEntry(state.replies, targetId, { ...reply, hidden }) } : {};
};

const evolveOnce = (state: PostState, event: PostEvent): Partial<PostState> => {
  switch (event.type) {
    case 'PostPublished': {
      const { postId, authorId, kind, threadId, feedback } = event.data;
      return { status: 'active', postId, authorId, kind, threadId, feedback };
    }
    case 'PostDeleted':
      return { status: 'deleted' };
    case 'ReplyPosted': {
      const { replyId, authorId, parentId, depth } = event.data;
      return { replies: withEntry(state.replies, replyId, { authorId, parentId, depth, deleted: false, hidden: false }) };
    }
    case 'ReplyDeleted': {
      const reply = state.replies.get(event.data.replyId);
      return reply ? { replies: withEntry(state.replies, event.data.replyId, { ...reply, deleted: true }) } : {};
    }
    case 'ReactionAdded':
      return { reactions: withEntry(state.reactions, event.data.userId, event.data.emoji) };
    case 'ReactionRemoved':
      return { reactions: withEntry(state.reactions, event.data.userId, undefined) };
    case 'ReactionMoved':
      return { reactions: withEntry(state.reactions, event.data.userId, event.data.to) };
    case 'ThreadViewed': {
      const { day, viewer } = event.data;
      if (day < state.viewDay) return {};
      const viewers = day === state.viewDay ? new Set(state.viewers) : new Set<string>();
      return { viewDay: day, viewers: viewers.add(viewer) };
    }
    case 'ContentReported': {
      const { target, targetId, reporterId } = event.data;
      const report: ReportState = { target, targetId, open: true, assigneeId: null };
      return {
        reports: new Set(state.reports).add(reportKey(target, targetId, reporterId)),
        reportsById: withEntry(state.reportsById, event.data.reportId, report),
      };
    }
    case 'ReportAssigned':
    case 'ReportClosed': {
      const report = state.reportsById.get(event.data.reportId);
      if (!report) return {};
      const change = event.type === 'ReportClosed' ? { open: false } : { assigneeId: event.data.assigneeId };
      return { reportsById: withEntry(state.reportsById, event.data.reportId, { ...report, ...change }) };
    }
    case 'ContentHidden':
    case 'ContentRestored':
      return hiddenChange(state, event.data.target, event.data.targetId, event.type === 'ContentHidden');
  }
};

export const evolvePost = (state: PostState, event: PostEvent): PostState => ({ ...state, ...evolveOnce(state, event) });
