import { FeedPageBody, SearchPostsBody } from '@lorewright/domain/community/post.bodies';
import { FeedPage } from '@lorewright/domain/community/postView';
import { currentUser } from '../../plugins/auth';
import type { ZodApp, QueriesOf } from '../routeTypes';
import type { PostViews } from './postViews';

// Zero-based page, skip and limit; skip wins when both are sent (post.bodies.ts).
const pageOf = ({ page, skip, limit }: { page: number; skip?: number; limit: number }) => ({ skip: skip ?? page * limit, limit });

export type FeedRoutePorts = QueriesOf<'community' | 'worlds'>;

// The feed's tabs and its search, newest first; reads over POST, so blocked accounts read too.
export const feedRoutes = (ports: FeedRoutePorts, views: PostViews) => async (app: ZodApp) => {
  const queries = ports.queries.community;
  const read = { auth: 'optional', allowBlocked: true } as const;
  const shown = async ({ total, posts }: { total: number; posts: Parameters<PostViews['postViewsOf']>[0] }, viewerId: string | null): Promise<FeedPage> => ({
    total,
    posts: await views.postViewsOf(posts, viewerId),
  });

  app.post('/posts/discoverFeed', { schema: { body: FeedPageBody, response: { 200: FeedPage } }, config: read }, async (request) =>
    shown(await queries.discoverFeed(pageOf(request.body), request.user?._id ?? null), request.user?._id ?? null),
  );

  // Posts by the authors of the worlds the reader follows.
  app.post(
    '/posts/followingFeed',
    { schema: { body: FeedPageBody, response: { 200: FeedPage } }, config: { auth: 'required', allowBlocked: true } },
    async (request) => {
      const user = currentUser(request);
      const worlds = await ports.queries.worlds.worldsByIds(user.following.worlds);
      const authors = [...new Set(worlds.map((world) => world.authorID))];
      return shown(await queries.feedOfAuthors(authors, pageOf(request.body)), user._id);
    },
  );

  app.post('/posts/search', { schema: { body: SearchPostsBody, response: { 200: FeedPage } }, config: read }, async (request) => {
    const { text } = request.body;
    if (!text) return { total: 0, posts: [] } satisfies FeedPage;
    return shown(await queries.searchFeed(text, pageOf(request.body)), request.user?._id ?? null);
  });
};
