import { communityMessages as m } from '@lorewright/domain/community/communityMessages';
import { NewPostBody, NewReplyBody, PostIdParams, ReactBody, ReportBody } from '@lorewright/domain/community/post.bodies';
import { PostAnswer, PostChangedAnswer, PostLinksAnswer } from '@lorewright/domain/community/postView';
import { notFound } from '@lorewright/domain/shared/errors';
import type { Stack } from '../../composition';
import { currentUser } from '../../plugins/auth';
import { commandContext } from '../commandContext';
import type { ZodApp, CommandsOf, QueriesOf } from '../routeTypes';
import { COMMUNITY_VIEWS, type PostViews } from './postViews';
import { MessageAnswer } from '@lorewright/domain/shared/messageAnswer';

export type PostRoutePorts = Pick<Stack, 'waitForViews'> & CommandsOf<'community'> & QueriesOf<'community'>;

// Posts of the feed and the forum alike: new feed posts, deleting one's own post (a thread's
// opening post takes the thread), replies, reactions, reports and a post's links.
export const postRoutes = (ports: PostRoutePorts, views: PostViews) => async (app: ZodApp) => {
  const commands = ports.commands.community;
  const queries = ports.queries.community;

  // The post as the reader sees it once the projection shows the change.
  const shownPost = async (postId: string, position: number | null, viewerId: string) => {
    await ports.waitForViews(position, COMMUNITY_VIEWS);
    const record = await queries.postById(postId);
    if (!record) throw notFound(m.postNotFound);
    return views.postView(record, viewerId);
  };

  app.post(
    '/posts/newPost',
    { schema: { body: NewPostBody, response: { 201: PostChangedAnswer } }, config: { auth: 'required', rateLimited: 'post' } },
    async (request, reply) => {
      const userId = currentUser(request)._id;
      const { postId, position } = await commands.publishFeedPost(userId, request.body, commandContext(request));
      return reply.status(201).send({ message: m.newPostAdded, post: await shownPost(postId, position, userId) });
    },
  );

  app.delete(
    '/posts/deletePost/:id',
    { schema: { params: PostIdParams, response: { 201: MessageAnswer } }, config: { auth: 'required' } },
    async (request, reply) => {
      const { position } = await commands.deletePost(currentUser(request)._id, request.params.id, commandContext(request));
      await ports.waitForViews(position, COMMUNITY_VIEWS);
      return reply.status(201).send({ message: m.postDeleted });
    },
  );

  // Answers the whole post the reply belongs to, with the reply in place.
  app.post(
    '/posts/newReply',
    { schema: { body: NewReplyBody, response: { 201: PostChangedAnswer } }, config: { auth: 'required', rateLimited: 'post' } },
    async (request, reply) => {
      const userId = currentUser(request)._id;
      const { postId, position } = await commands.reply(userId, request.body, commandContext(request));
      return reply.status(201).send({ message: m.newReplyAdded, post: await shownPost(postId, position, userId) });
    },
  );

  app.delete(
    '/posts/deleteReply/:id',
    { schema: { params: PostIdParams, response: { 201: PostChangedAnswer } }, config: { auth: 'required' } },
    async (request, reply) => {
      const userId = currentUser(request)._id;
      const { postId, position } = await commands.deleteReply(userId, request.params.id, commandContext(request));
      return reply.status(201).send({ message: m.replyDeleted, post: await shownPost(postId, position, userId) });
    },
  );

  app.post(
    '/posts/react',
    { schema: { body: ReactBody, response: { 200: PostAnswer } }, config: { auth: 'required', rateLimited: 'react' } },
    async (request) => {
      const userId = currentUser(request)._id;
      const { postID, emoji } = request.body;
      const { position } = await commands.react(userId, postID, emoji, commandContext(request));
      return { post: await shownPost(postID, position, userId) };
    },
  );

  // Staff look at it; nothing is hidden by a report. Answered once the report is in the staff
  // queue (read-your-writes, as every change: a reporter who is staff finds it there at once).
  app.post(
    '/posts/report',
    { schema: { body: ReportBody, response: { 201: MessageAnswer } }, config: { auth: 'required', rateLimited: 'report' } },
    async (request, reply) => {
      const { position } = await commands.report(currentUser(request)._id, request.body, commandContext(request));
      await ports.waitForViews(position, COMMUNITY_VIEWS);
      return reply.status(201).send({ message: m.reportReceived });
    },
  );

  app.get('/posts/attachment/:id', { schema: { params: PostIdParams, response: { 200: PostLinksAnswer } }, config: { auth: 'optional' } }, async (request) => {
    const record = await queries.postById(request.params.id);
    if (!record || !views.shownTo(record, request.user?._id ?? null)) throw notFound(m.postNotFound);
    return { links: await views.linksFor(record.links, request.user?._id ?? null) };
  });
};
