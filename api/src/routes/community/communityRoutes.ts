import { feedRoutes, type FeedRoutePorts } from './feedRoutes';
import { forumRoutes, type ForumRoutePorts } from './forumRoutes';
import { postRoutes, type PostRoutePorts } from './postRoutes';
import { createPostViews, type CreatePostViewsPorts } from './postViews';
import type { ZodApp } from '../routeTypes';

export type CommunityRoutePorts = CreatePostViewsPorts & FeedRoutePorts & PostRoutePorts & ForumRoutePorts;

// The community feed and forum (product.md §5 Community).
export const communityRoutes = (ports: CommunityRoutePorts) => async (app: ZodApp) => {
  const views = createPostViews(ports);
  await app.register(feedRoutes(ports, views));
  await app.register(postRoutes(ports, views));
  await app.register(forumRoutes(ports, views));
};
