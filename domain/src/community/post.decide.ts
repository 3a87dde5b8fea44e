import type { Decider } from '../shared/decider';
import { conflict, DomainError, forbidden, invalid, notFound } from '../shared/errors';
import { REPLY_DEPTH_MAX } from './communityLimits';
import { communityMessages as m } from './communityMessages';
import type { PostCommand } from './post.commands';
import type { PostEvent } from './post.events';
import { reportMessages as r } from '../staff/reportMessages';
import { evolvePost, initialPostState, reportKey, type PostState, type ReportState } from './post.state';

type Command<T extends PostCommand['type']> = Extract<PostCommand, { type: T }>;

// Feedback 2 asks for reactions only (feedback.ts).
const REACTIONS_ONLY = 2;

const requireLive = (state: PostState) => {
  if (state.status !== 'active') throw notFound(m.postNotFound);
};

// Hidden content is not there for anyone but its author.
const requireShownTo = (state: PostState, userId: string, message: string = m.postNotFound) => {
  if (state.hidden && state.authorId !== userId) throw notFound(message);
};

const publish = (command: Command<'PublishPost'>, state: PostState): PostEvent[] => {
  if (state.status !== 'none') throw conflict(m.postExists);
  const { type: _type, ...data } = command;
  return [{ type: 'PostPublished', data }];
};

// A reply answers the post or a live reply of it. Past the deepest level it joins that level,
// beside the reply it answers, so threads never indent without end.
const reply = (command: Command<'PostReply'>, state: PostState): PostEvent[] => {
  if (state.status === 'none') throw notFound(m.postNotFound);
  if (state.status === 'deleted') throw new DomainError('gone', m.postDeletedReply);
  requireShownTo(state, command.authorId);
  if (state.feedback === REACTIONS_ONLY) throw invalid(m.reactionsOnly);
  if (state.replies.has(command.replyId)) throw conflict(m.postExists);
  let parentId = state.postId;
  let depth = 1;
  if (command.parentId !== state.postId) {
    const parent = state.replies.get(command.parentId);
    if (!parent || parent.deleted || (parent.hidden && parent.authorId !== command.authorId)) throw notFound(m.replyNotFound);
    const deepest = parent.depth >= REPLY_DEPTH_MAX;
    parentId = deepest ? parent.parentId : command.parentId;
    depth = Math.min(parent.depth + 1, REPLY_DEPTH_MAX);
  }
  const { replyId, authorId, content, feedback, links, at } = command;
  return [{ type: 'ReplyPosted', data: { postId: state.postId, replyId, parentId, depth, authorId, content, feedback, links, at } }];
};

const deleteReply = (command: Command<'DeleteReply'>, state: PostState): PostEvent[] => {
  requireLive(state);
  const found = state.replies.get(command.replyId);
  if (!found || found.deleted) throw notFound(m.replyNotFound);
  if (found.authorId !== command.actorId) throw forbidden(m.onlyAuthorDeletes);
  return [{ type: 'ReplyDeleted', data: { postId: state.postId, replyId: command.replyId, authorId: found.authorId, at: command.at } }];
};

// One reaction per user: the same emoji again takes it back, another one moves it.
const react = ({ userId, emoji, at }: Command<'React'>, state: PostState): PostEvent[] => {
  requireLive(state);
  requireShownTo(state, userId);
  const postId = state.postId;
  const current = state.reactions.get(userId);
  if (current === undefined) return [{ type: 'ReactionAdded', data: { postId, userId, emoji, at } }];
  if (current === emoji) return [{ type: 'ReactionRemoved', data: { postId, userId, emoji, at } }];
  return [{ type: 'ReactionMoved', data: { postId, userId, from: current, to: emoji, at } }];
};

// Counted once per viewer per UTC day; a view dated before the day already counted is late and counts nothing.
const view = ({ viewer, day }: Command<'ViewThread'>, state: PostState): PostEvent[] => {
  if (state.status !== 'active' || state.kind !== 'thread') throw notFound(m.threadNotFound);
  requireShownTo(state, viewer, m.threadNotFound);
  if (day < state.viewDay || (day === state.viewDay && state.viewers.has(viewer))) return [];
  return [{ type: 'ThreadViewed', data: { postId: state.postId, viewer, day } }];
};

const targetExists = (command: Command<'Report'>, state: PostState) => {
  switch (command.target) {
    case 'post':
      return command.targetId === state.postId;
    case 'thread':
      return command.targetId === state.postId && state.kind === 'thread';
    case 'reply': {
      const found = state.replies.get(command.targetId);
      return found !== undefined && !found.deleted && !found.hidden;
    }
  }
};

const report = (command: Command<'Report'>, state: PostState): PostEvent[] => {
  requireLive(state);
  requireShownTo(state, command.reporterId, command.target === 'thread' ? m.threadNotFound : m.postNotFound);
  if (!targetExists(command, state))
    throw notFound(command.target === 'reply' ? m.replyNotFound : command.target === 'thread' ? m.threadNotFound : m.postNotFound);
  const { reportId, reporterId, target, targetId, reason, at } = command;
  if (state.reports.has(reportKey(target, targetId, reporterId))) throw conflict(m.alreadyReported);
  return [{ type: 'ContentReported', data: { postId: state.postId, reportId, target, targetId, reporterId, reason, at } }];
};

// Staff work a report of this post's stream. Hidden content is gone for everyone but its author;
// hiding closes nothing (staff close the report), and a closed report takes no more work but a
// restore, which corrects a decision.
const reportOf = (state: PostState, reportId: string) => {
  const found = state.reportsById.get(reportId);
  if (!found) throw notFound(r.reportNotFound);
  return found;
};
const openReportOf = (state: PostState, reportId: string) => {
  const found = reportOf(state, reportId);
  if (!found.open) throw conflict(r.reportClosedAlready);
  return found;
};

// Whether the report's target is hidden now; its reply must still be there.
const targetHidden = (state: PostState, { target, targetId }: ReportState) => {
  requireLive(state);
  if (target !== 'reply') return state.hidden;
  const found = state.replies.get(targetId);
  if (!found || found.deleted) throw notFound(m.replyNotFound);
  return found.hidden;
};

const decideStaff = (command: Command<'AssignReport' | 'CloseReport' | 'HideContent' | 'RestoreContent'>, state: PostState): PostEvent[] => {
  const { reportId, staffId, at } = command;
  const postId = state.postId;
  switch (command.type) {
    case 'AssignReport':
      openReportOf(state, reportId);
      return [{ type: 'ReportAssigned', data: { postId, reportId, assigneeId: command.assigneeId, staffId, at } }];
    case 'CloseReport':
      openReportOf(state, reportId);
      return [{ type: 'ReportClosed', data: { postId, reportId, staffId, at } }];
    case 'HideContent': {
      const found = openReportOf(state, reportId);
      if (targetHidden(state, found)) return [];
      const { target, targetId } = found;
      return [{ type: 'ContentHidden', data: { postId, target, targetId, reason: command.reason, staffId, reportId, at } }];
    }
    case 'RestoreContent': {
      const found = reportOf(state, reportId);
      if (!targetHidden(state, found)) throw invalid(r.notHidden);
      return [{ type: 'ContentRestored', data: { postId, target: found.target, targetId: found.targetId, staffId, at } }];
    }
  }
};

const decidePost = (command: PostCommand, state: PostState): PostEvent[] => {
  switch (command.type) {
    case 'PublishPost':
      return publish(command, state);
    case 'DeletePost':
      requireLive(state);
      if (state.authorId !== command.actorId) throw forbidden(m.onlyAuthorDeletes);
      return [{ type: 'PostDeleted', data: { postId: state.postId, authorId: state.authorId, kind: state.kind, threadId: state.threadId, at: command.at } }];
    case 'PostReply':
      return reply(command, state);
    case 'DeleteReply':
      return deleteReply(command, state);
    case 'React':
      return react(command, state);
    case 'ViewThread':
      return view(command, state);
    case 'Report':
      return report(command, state);
    case 'AssignReport':
    case 'CloseReport':
    case 'HideContent':
    case 'RestoreContent':
      return decideStaff(command, state);
  }
};

export const postDecider: Decider<PostCommand, PostEvent, PostState> = {
  initialState: initialPostState,
  evolve: evolvePost,
  decide: decidePost,
};
