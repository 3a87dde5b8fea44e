import {
  CommentIdParams,
  EditCommentBody,
  ElementCommentsParams,
  ElementCommentsQuery,
  NewCommentBody,
  ResolveThreadBody,
  ThreadIdParams,
} from '@lorewright/domain/comments/comment.bodies';
import { commentMessages as m } from '@lorewright/domain/comments/commentMessages';
import { CommentAddedAnswer, CommentThreadsAnswer } from '@lorewright/domain/comments/commentView';
import { currentUser } from '../../plugins/auth';
import type { Stack } from '../../composition';
import { commandContext } from '../commandContext';
import type { ZodApp, CommandsOf, QueriesOf } from '../routeTypes';
import { commentGateOf, type CommentGatePorts } from './commentGate';
import { threadViewsOf, type ThreadViewsPorts } from './commentThreads';
import { MessageAnswer } from '@lorewright/domain/shared/messageAnswer';

export type CommentRoutePorts = Pick<Stack, 'waitForViews'> & CommandsOf<'comments'> & QueriesOf<'comments'> & CommentGatePorts & ThreadViewsPorts;

// Comments on a scene paragraph or a wiki section, for those who may edit the element alone
// (docs/decisions.md, Comments): every call passes the gate first, so a reader or an outsider
// learns nothing of them; the decider applies the same rule to every change. Writing a comment
// spends the conversation budget that posts spend.
export const commentRoutes = (ports: CommentRoutePorts) => async (app: ZodApp) => {
  const commands = ports.commands.comments;
  const gate = commentGateOf(ports);
  const read = { auth: 'required' } as const;
  const change = { auth: 'required' } as const;
  const writes = { ...change, rateLimited: 'comment' } as const;

  app.get(
    '/comments/:element/:elementID',
    { schema: { params: ElementCommentsParams, querystring: ElementCommentsQuery, response: { 200: CommentThreadsAnswer } }, config: read },
    async (request) => {
      const { element, elementID } = request.params;
      await gate.onElement(element, elementID, currentUser(request)._id);
      return { threads: await threadViewsOf(ports, await ports.queries.comments.threadsOf(elementID, request.query.part)) };
    },
  );

  app.post('/comments', { schema: { body: NewCommentBody, response: { 201: CommentAddedAnswer } }, config: writes }, async (request, reply) => {
    const userId = currentUser(request)._id;
    await gate.onElement(request.body.element, request.body.elementID, userId);
    const { commentId, threadId, position } = await commands.add(userId, request.body, commandContext(request));
    await ports.waitForViews(position, ['comments']);
    return reply.status(201).send({ id: commentId, threadID: threadId, message: m.added });
  });

  app.put(
    '/comments/:commentID',
    { schema: { params: CommentIdParams, body: EditCommentBody, response: { 200: MessageAnswer } }, config: writes },
    async (request) => {
      const userId = currentUser(request)._id;
      await gate.onComment(request.params.commentID, userId, m.commentNotFound);
      const { position } = await commands.edit(userId, request.params.commentID, request.body.text, commandContext(request));
      await ports.waitForViews(position, ['comments']);
      return { message: m.edited };
    },
  );

  app.delete('/comments/:commentID', { schema: { params: CommentIdParams, response: { 200: MessageAnswer } }, config: change }, async (request) => {
    const userId = currentUser(request)._id;
    await gate.onComment(request.params.commentID, userId, m.commentNotFound);
    const { position } = await commands.remove(userId, request.params.commentID, commandContext(request));
    await ports.waitForViews(position, ['comments']);
    return { message: m.deleted };
  });

  app.post(
    '/comments/:threadID/resolve',
    { schema: { params: ThreadIdParams, body: ResolveThreadBody, response: { 200: MessageAnswer } }, config: change },
    async (request) => {
      const userId = currentUser(request)._id;
      await gate.onComment(request.params.threadID, userId, m.threadNotFound);
      const { resolved } = request.body;
      const { position } = await commands.resolve(userId, request.params.threadID, resolved, commandContext(request));
      await ports.waitForViews(position, ['comments']);
      return { message: resolved ? m.resolved : m.reopened };
    },
  );
};
