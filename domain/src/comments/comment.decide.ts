import type { Decider } from '../shared/decider';
import { conflict, forbidden, invalid, notFound } from '../shared/errors';
import { canEditElement, canManageMembers, type ElementWorldFacts } from '../worlds/worldAccess';
import type { CommentElement, CommentEvent } from './comment.events';
import { commentMessages as m, COMMENTS_PER_ELEMENT_MAX } from './commentMessages';

// What the command handler read of the element commented on (null when there is none, or it
// was deleted): its world and the ids of its scenes or sections.
export interface CommentElementFacts {
  element: CommentElement;
  elementId: string;
  worldId: string;
  parts: readonly string[];
}

interface OnElement {
  actorId: string;
  world: ElementWorldFacts;
  target: CommentElementFacts | null;
}

export type CommentCommand =
  | (OnElement & {
      type: 'AddComment';
      commentId: string;
      // The comment answered (a root or a reply: either joins its thread), or null for a new thread.
      replyTo: string | null;
      part: string | null;
      paragraph: number | null;
      quote: string;
      text: string;
      at: string;
    })
  | (OnElement & { type: 'EditComment'; commentId: string; text: string; at: string })
  | (OnElement & { type: 'DeleteComment'; commentId: string })
  | (OnElement & { type: 'ResolveThread'; threadId: string; resolved: boolean; at: string });

export interface StoredComment {
  commentId: string;
  threadId: string;
  authorId: string;
  text: string;
}

export interface StoredThread {
  threadId: string;
  part: string;
  paragraph: number | null;
  quote: string;
  resolved: boolean;
}

export interface CommentState {
  threads: Map<string, StoredThread>;
  comments: Map<string, StoredComment>;
}

const apply = (state: CommentState, event: CommentEvent) => {
  const { threadId } = event.data;
  switch (event.type) {
    case 'CommentAdded': {
      const { commentId, authorId, text, part, paragraph, quote } = event.data;
      if (commentId === threadId) state.threads.set(threadId, { threadId, part, paragraph, quote, resolved: false });
      state.comments.set(commentId, { commentId, threadId, authorId, text });
      return;
    }
    case 'CommentEdited': {
      const comment = state.comments.get(event.data.commentId);
      if (comment) state.comments.set(comment.commentId, { ...comment, text: event.data.text });
      return;
    }
    case 'CommentDeleted': {
      state.comments.delete(event.data.commentId);
      if (event.data.commentId !== threadId) return;
      state.threads.delete(threadId);
      for (const [id, comment] of state.comments) if (comment.threadId === threadId) state.comments.delete(id);
      return;
    }
    case 'ThreadResolved':
    case 'ThreadReopened': {
      const thread = state.threads.get(threadId);
      if (thread) state.threads.set(threadId, { ...thread, resolved: event.type === 'ThreadResolved' });
    }
  }
};

const requireEditor = ({ target, world, actorId }: OnElement): CommentElementFacts => {
  if (!target || target.worldId !== world.worldId) throw notFound(m.elementNotFound);
  if (!canEditElement(world, target.element, target.elementId, actorId)) throw forbidden(m.onlyEditors);
  return target;
};

type Add = Extract<CommentCommand, { type: 'AddComment' }>;

// The thread a comment starts or joins, with its anchor: a reply's is its thread's.
const anchorOf = (command: Add, target: CommentElementFacts, state: CommentState): StoredThread => {
  if (command.replyTo !== null) {
    const answered = state.comments.get(command.replyTo);
    const thread = answered && state.threads.get(answered.threadId);
    if (!thread) throw notFound(m.threadNotFound);
    if (command.part !== null && command.part !== thread.part) throw invalid(m.partMismatch);
    return thread;
  }
  if (command.part === null) throw invalid(m.choosePart);
  if (!target.parts.includes(command.part)) throw notFound(m.partNotFound);
  if (target.element === 'wiki' && (command.paragraph !== null || command.quote !== '')) throw invalid(m.noParagraphOnWiki);
  if (target.element === 'writing' && command.paragraph === null) throw invalid(m.chooseParagraph);
  return { threadId: command.commentId, part: command.part, paragraph: command.paragraph, quote: command.quote, resolved: false };
};

// The comments of one writing or wiki (comment.events.ts for why one stream per element). Who
// may comment is who may edit the element; a comment is changed by its author alone, and deleted
// by its author, a co-owner or the world's owner.
export const commentDecider: Decider<CommentCommand, CommentEvent, CommentState> = {
  initialState: () => ({ threads: new Map(), comments: new Map() }),
  evolve: (state, event) => commentDecider.evolveAll!(state, [event]),
  evolveAll: (state, events) => {
    const copy = { threads: new Map(state.threads), comments: new Map(state.comments) };
    for (const event of events) apply(copy, event);
    return copy;
  },
  evolveOwned: (state, events) => {
    for (const event of events) apply(state, event);
    return state;
  },

  decide: (command, state) => {
    const target = requireEditor(command);
    const where = { element: target.element, elementId: target.elementId, worldId: target.worldId };
    switch (command.type) {
      case 'AddComment': {
        if (state.comments.has(command.commentId)) throw conflict(m.duplicate);
        const thread = anchorOf(command, target, state);
        if (state.comments.size >= COMMENTS_PER_ELEMENT_MAX) throw forbidden(m.tooMany);
        const { part, paragraph, quote, threadId } = thread;
        const added: CommentEvent = {
          type: 'CommentAdded',
          data: { ...where, threadId, commentId: command.commentId, authorId: command.actorId, part, paragraph, quote, text: command.text, at: command.at },
        };
        // Answering a resolved thread opens it again: there is more to say.
        if (!thread.resolved) return [added];
        return [added, { type: 'ThreadReopened', data: { ...where, threadId, by: command.actorId, at: command.at } }];
      }
      case 'EditComment': {
        const comment = state.comments.get(command.commentId);
        if (!comment) throw notFound(m.commentNotFound);
        if (comment.authorId !== command.actorId) throw forbidden(m.onlyAuthorEdits);
        if (comment.text === command.text) return [];
        return [{ type: 'CommentEdited', data: { ...where, threadId: comment.threadId, commentId: comment.commentId, text: command.text, at: command.at } }];
      }
      case 'DeleteComment': {
        const comment = state.comments.get(command.commentId);
        if (!comment) throw notFound(m.commentNotFound);
        if (comment.authorId !== command.actorId && !canManageMembers(command.world, command.actorId)) throw forbidden(m.onlyAuthorDeletes);
        return [{ type: 'CommentDeleted', data: { ...where, threadId: comment.threadId, commentId: comment.commentId, by: command.actorId } }];
      }
      case 'ResolveThread': {
        const thread = state.threads.get(command.threadId);
        if (!thread) throw notFound(m.threadNotFound);
        if (thread.resolved === command.resolved) return [];
        const data = { ...where, threadId: thread.threadId, by: command.actorId, at: command.at };
        return [command.resolved ? { type: 'ThreadResolved', data } : { type: 'ThreadReopened', data }];
      }
    }
  },
};
