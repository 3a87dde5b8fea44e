import { communityMessages as m } from '@lorewright/domain/community/communityMessages';
import { THREAD_POSTS_PAGE_SIZE } from '@lorewright/domain/community/communityLimits';
import { NewThreadBody, NewThreadPostBody, SubforumParams, ThreadParams, ThreadPostsQuery, ThreadsQuery } from '@lorewright/domain/community/post.bodies';
import { ThreadPage, ThreadPostedAnswer, ThreadStartedAnswer, ThreadView } from '@lorewright/domain/community/postView';
import { notFound } from '@lorewright/domain/shared/errors';
import type { Stack } from '../../composition';
import { currentUser } from '../../plugins/auth';
import { commandContext } from '../commandContext';
import type { ZodApp, CommandsOf, QueriesOf } from '../routeTypes';
import { COMMUNITY_VIEWS, type PostViews } from './postViews';
import { createThreadViewer } from './threadViewer';

export type ForumRoutePorts = Pick<Stack, 'clock' | 'serverKeys' | 'waitForViews'> & CommandsOf<'community'> & QueriesOf<'community'>;

// The forum: four sub-forums of threads, open to everyone to read; posting needs login.
export const forumRoutes = (ports: ForumRoutePorts, views: PostViews) => async (app: ZodApp) => {
  const commands = ports.commands.community;
  const queries = ports.queries.community;
  const viewerOf = createThreadViewer(ports.serverKeys.privateKey, () => ports.clock.now());

  // A live thread of that sub-forum, else 404: a thread id under another sub-forum is not there,
  // nor a hidden thread but for its author.
  const threadIn = async (subforum: string, threadId: string, viewerId: string | null) => {
    const thread = await queries.threadById(threadId);
    if (!thread || thread.subforum !== subforum || !views.shownTo(thread, viewerId)) throw notFound(m.threadNotFound);
    return thread;
  };

  // A page of the thread; 'last' is the page a new post lands on.
  const threadView = async (subforum: string, threadId: string, viewerId: string | null, wanted: number | 'last'): Promise<ThreadView> => {
    const thread = await threadIn(subforum, threadId, viewerId);
    const [item] = await views.threadItemsOf([thread]);
    const page = wanted === 'last' ? (await queries.threadPageCount(threadId)) - 1 : wanted;
    const { total, posts } = await queries.threadPosts(threadId, page);
    return { thread: item, posts: await views.postViewsOf([thread, ...posts], viewerId), page, pageSize: THREAD_POSTS_PAGE_SIZE, total };
  };

  app.get(
    '/forum/:subforum',
    { schema: { params: SubforumParams, querystring: ThreadsQuery, response: { 200: ThreadPage } } },
    async (request): Promise<ThreadPage> => {
      const { total, threads } = await queries.threads(request.params.subforum, request.query.page);
      return { total, threads: await views.threadItemsOf(threads) };
    },
  );

  // Opening the thread counts the reader's view (once a day), shown in the answer.
  app.get(
    '/forum/:subforum/:threadId',
    { schema: { params: ThreadParams, querystring: ThreadPostsQuery, response: { 200: ThreadView } }, config: { auth: 'optional' } },
    async (request) => {
      const { subforum, threadId } = request.params;
      await threadIn(subforum, threadId, request.user?._id ?? null);
      const { position } = await commands.viewThread(viewerOf(request), threadId, commandContext(request));
      await ports.waitForViews(position, COMMUNITY_VIEWS);
      return threadView(subforum, threadId, request.user?._id ?? null, request.query.page);
    },
  );

  app.post(
    '/forum/:subforum/newthread',
    { schema: { params: SubforumParams, body: NewThreadBody, response: { 201: ThreadStartedAnswer } }, config: { auth: 'required', rateLimited: 'post' } },
    async (request, reply) => {
      const { subforum } = request.params;
      const { postId, position } = await commands.publishThread(currentUser(request)._id, subforum, request.body, commandContext(request));
      await ports.waitForViews(position, COMMUNITY_VIEWS);
      const [thread] = await views.threadItemsOf([await threadIn(subforum, postId, currentUser(request)._id)]);
      return reply.status(201).send({ message: m.newThreadAdded, thread });
    },
  );

  app.post(
    '/forum/:subforum/:threadId/newpost',
    { schema: { params: ThreadParams, body: NewThreadPostBody, response: { 201: ThreadPostedAnswer } }, config: { auth: 'required', rateLimited: 'post' } },
    async (request, reply) => {
      const { subforum, threadId } = request.params;
      const userId = currentUser(request)._id;
      const { position } = await commands.publishThreadPost(userId, subforum, threadId, request.body, commandContext(request));
      await ports.waitForViews(position, COMMUNITY_VIEWS);
      return reply.status(201).send({ message: m.newReplyAdded, ...(await threadView(subforum, threadId, userId, 'last')) });
    },
  );
};
