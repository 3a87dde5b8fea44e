import { feedRoutes, type FeedRoutePorts } from './feedRoutes';
import { forumRoutes, type ForumRoutePorts } from './forumRoutes';
import { postRoutes, type PostRoutePorts } from './postRoutes';
import { createPostViews, type CreatePostViewsPorts } from './postViews';
import type { ZodApp } from '../routeTypes';

export type CommunityRoutePorts = CreatePostViewsPorts & FeedRoutePorts & PostRoutePorts & ForumRoutePorts;

// The community feed and forum (product.md §5 Community).
export const communityRoutes = (stack: CommunityRoutePorts) => async (app: ZodApp) => {
  const views = createPostViews(stack);
  await app.register(feedRoutes(stack, views));
  await app.register(postRoutes(stack, views));
  await app.register(forumRoutes(stack, views));
};
