import { describe, it } from 'vitest';
import { deciderSpec } from '../shared/deciderSpec';
import type { ElementWorldFacts } from '../worlds/worldAccess';
import { commentDecider, type CommentCommand, type CommentElementFacts } from './comment.decide';
import type { CommentEvent } from './comment.events';
import { COMMENTS_PER_ELEMENT_MAX } from './commentMessages';

const spec = deciderSpec(commentDecider);
// Ada owns the world; Cid edits, Col co-owns, Rea reads; Ned edits but not this writing.
const world: ElementWorldFacts = {
  worldId: 'w1',
  authorID: 'ada',
  visibility: 'private',
  members: ['cid', 'col', 'rea', 'ned'],
  roles: { cid: 'editor', col: 'co-owner', ned: 'editor' },
  elementAccess: { 'writing:doc': { ned: 'read' } },
};
const writing: CommentElementFacts = { element: 'writing', elementId: 'doc', worldId: 'w1', parts: ['s1', 's2'] };
const wiki: CommentElementFacts = { element: 'wiki', elementId: 'isolde', worldId: 'w1', parts: ['sec1'] };
const at = '2026-11-30T09:00:00.000Z';
const on = { actorId: 'cid', world, target: writing };
const add = (over: Partial<Extract<CommentCommand, { type: 'AddComment' }>> = {}): CommentCommand => ({
  type: 'AddComment',
  ...on,
  commentId: 'c1',
  replyTo: null,
  part: 's1',
  paragraph: 2,
  quote: 'The river rose at dawn.',
  text: 'Is it dawn or dusk?',
  at,
  ...over,
});
const where = { element: 'writing' as const, elementId: 'doc', worldId: 'w1' };
const root: CommentEvent = {
  type: 'CommentAdded',
  data: {
    ...where,
    threadId: 'c1',
    commentId: 'c1',
    authorId: 'cid',
    part: 's1',
    paragraph: 2,
    quote: 'The river rose at dawn.',
    text: 'Is it dawn or dusk?',
    at,
  },
};
const reply = (commentId: string, authorId: string): CommentEvent => ({
  type: 'CommentAdded',
  data: { ...root.data, commentId, authorId, text: 'Dawn.' },
});
const resolved: CommentEvent = { type: 'ThreadResolved', data: { ...where, threadId: 'c1', by: 'cid', at } };

describe('comments on a scene paragraph or a wiki section', () => {
  it('an editor starts a thread on a paragraph of a scene, with its quote', () => {
    spec.given([]).when(add()).then([root]);
  });

  it("the owner and a co-owner comment too; a reader, a stranger and a member whose access is 'read' cannot", () => {
    spec
      .given([])
      .when(add({ actorId: 'ada' }))
      .then([{ ...root, data: { ...root.data, authorId: 'ada' } }]);
    spec
      .given([])
      .when(add({ actorId: 'col' }))
      .then([{ ...root, data: { ...root.data, authorId: 'col' } }]);
    for (const actorId of ['rea', 'eve', 'ned']) {
      spec.given([]).when(add({ actorId })).thenThrows('Only those who may edit this element can comment on it.');
    }
  });

  it('the element must exist in the world, and the scene in the writing', () => {
    spec
      .given([])
      .when(add({ target: null }))
      .thenThrows('This writing or wiki was not found.');
    spec
      .given([])
      .when(add({ target: { ...writing, worldId: 'w2' } }))
      .thenThrows('This writing or wiki was not found.');
    spec
      .given([])
      .when(add({ part: 's9' }))
      .thenThrows('This scene or section was not found.');
    spec
      .given([])
      .when(add({ part: null }))
      .thenThrows('Please choose the scene or section to comment on.');
    spec
      .given([])
      .when(add({ paragraph: null }))
      .thenThrows('Please choose the paragraph of the scene to comment on.');
  });

  it('a wiki section takes a comment with no paragraph or quote', () => {
    const onWiki = { target: wiki, part: 'sec1', paragraph: null, quote: '' };
    spec
      .given([])
      .when(add(onWiki))
      .then([{ type: 'CommentAdded', data: { ...root.data, element: 'wiki', elementId: 'isolde', part: 'sec1', paragraph: null, quote: '' } }]);
    spec
      .given([])
      .when(add({ ...onWiki, paragraph: 1 }))
      .thenThrows('A comment on a wiki section takes no paragraph or quote.');
  });

  it("a reply joins the thread of the comment it answers, with the thread's anchor", () => {
    spec
      .given([root])
      .when(add({ actorId: 'col', commentId: 'c2', replyTo: 'c1', part: null, paragraph: null, quote: '', text: 'Dawn.' }))
      .then([reply('c2', 'col')]);
    // Answering a reply answers its thread: one level of replies.
    spec
      .given([root, reply('c2', 'col')])
      .when(add({ actorId: 'ada', commentId: 'c3', replyTo: 'c2', part: null, text: 'Dawn.' }))
      .then([reply('c3', 'ada')]);
    spec
      .given([root])
      .when(add({ commentId: 'c2', replyTo: 'c9' }))
      .thenThrows('Comment thread not found.');
    spec
      .given([root])
      .when(add({ commentId: 'c2', replyTo: 'c1', part: 's2' }))
      .thenThrows('A reply is on the scene or section of its thread.');
  });

  it('answering a resolved thread opens it again', () => {
    spec
      .given([root, resolved])
      .when(add({ commentId: 'c2', replyTo: 'c1', text: 'Dawn.' }))
      .then([reply('c2', 'cid'), { type: 'ThreadReopened', data: { ...where, threadId: 'c1', by: 'cid', at } }]);
  });

  it('a comment id is used once, and an element holds a bounded number of comments', () => {
    spec.given([root]).when(add()).thenThrows('This comment was already added.');
    const many = Array.from({ length: COMMENTS_PER_ELEMENT_MAX }, (_, i) => ({ ...root, data: { ...root.data, threadId: `t${i}`, commentId: `t${i}` } }));
    spec.given(many).when(add()).thenThrows('An element may hold at most');
  });

  it('only its author edits a comment; the same text changes nothing', () => {
    const edit = { type: 'EditComment' as const, ...on, commentId: 'c1', text: 'Dusk, surely.', at };
    spec
      .given([root])
      .when(edit)
      .then([{ type: 'CommentEdited', data: { ...where, threadId: 'c1', commentId: 'c1', text: 'Dusk, surely.', at } }]);
    spec
      .given([root])
      .when({ ...edit, text: 'Is it dawn or dusk?' })
      .then([]);
    spec
      .given([root])
      .when({ ...edit, actorId: 'ada' })
      .thenThrows('Only its author can edit a comment.');
    spec
      .given([root])
      .when({ ...edit, commentId: 'c9' })
      .thenThrows('Comment not found.');
  });

  it("its author, a co-owner or the world's owner deletes a comment; another editor cannot", () => {
    const remove = (actorId: string, commentId = 'c2'): CommentCommand => ({ type: 'DeleteComment', ...on, actorId, commentId });
    const deleted = (by: string, commentId = 'c2'): CommentEvent => ({ type: 'CommentDeleted', data: { ...where, threadId: 'c1', commentId, by } });
    const thread = [root, reply('c2', 'col')];
    spec
      .given(thread)
      .when(remove('col'))
      .then([deleted('col')]);
    spec
      .given(thread)
      .when(remove('ada'))
      .then([deleted('ada')]);
    spec
      .given(thread)
      .when(remove('cid', 'c1'))
      .then([deleted('cid', 'c1')]);
    spec.given(thread).when(remove('cid')).thenThrows("Only its author, a co-owner or the world's owner can delete a comment.");
    // Deleting the root deletes its thread: its replies go with it.
    spec
      .given([...thread, deleted('cid', 'c1')])
      .when(remove('col'))
      .thenThrows('Comment not found.');
  });

  it('whoever may edit resolves and reopens a thread; asking for the state it is in changes nothing', () => {
    const resolve = (resolved: boolean, actorId = 'col'): CommentCommand => ({ type: 'ResolveThread', ...on, actorId, threadId: 'c1', resolved, at });
    spec
      .given([root])
      .when(resolve(true))
      .then([{ ...resolved, data: { ...resolved.data, by: 'col' } }]);
    spec.given([root]).when(resolve(false)).then([]);
    spec.given([root, resolved]).when(resolve(true)).then([]);
    spec
      .given([root, resolved])
      .when(resolve(false))
      .then([{ type: 'ThreadReopened', data: { ...where, threadId: 'c1', by: 'col', at } }]);
    spec.given([root]).when(resolve(true, 'rea')).thenThrows('Only those who may edit this element can comment on it.');
    spec
      .given([root, reply('c2', 'col')])
      .when({ type: 'ResolveThread', ...on, threadId: 'c2', resolved: true, at })
      .thenThrows('Comment thread not found.');
  });
});
