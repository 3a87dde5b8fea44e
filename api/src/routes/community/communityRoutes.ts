import type { Stack } from '../../composition';
import { feedRoutes } from './feedRoutes';
import { forumRoutes } from './forumRoutes';
import { postRoutes } from './postRoutes';
import { createPostViews } from './postViews';
import type { ZodApp } from '../routeTypes';

// The community feed and forum (product.md §5 Community).
export const communityRoutes = (stack: Stack) => async (app: ZodApp) => {
  const views = createPostViews(stack);
  await app.register(feedRoutes(stack, views));
  await app.register(postRoutes(stack, views));
  await app.register(forumRoutes(stack, views));
};
