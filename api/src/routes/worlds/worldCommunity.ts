import { AllWorldsBody, SearchWorldsBody, WorldIdBody } from '@lorewright/domain/worlds/world.commands';
import { viewableWorlds } from '@lorewright/domain/worlds/worldForViewer';
import { worldMessages as m } from '@lorewright/domain/worlds/worldMessages';
import { WorldsAnswer, WorldsPageAnswer } from '@lorewright/domain/worlds/worldView';
import type { Stack } from '../../composition';
import { currentUser } from '../../plugins/auth';
import { commandContext } from '../commandContext';
import type { ZodApp, CommandsOf, QueriesOf } from '../routeTypes';
import { FollowAnswer } from '@lorewright/domain/worlds/worldView';

export type WorldCommunityRoutePorts = Pick<Stack, 'waitForViews'> & CommandsOf<'worlds'> & QueriesOf<'accounts' | 'worlds'>;

// Other people's worlds: the community browser, search, and following (product.md §7). Lists are
// reads over POST, open to visitors and blocked accounts alike; what each viewer gets is cut
// by viewableWorlds.
export const worldCommunityRoutes = (ports: WorldCommunityRoutePorts) => async (app: ZodApp) => {
  const queries = ports.queries.worlds;
  const read = { auth: 'optional', allowBlocked: true } as const;

  app.post('/allWorlds', { schema: { body: AllWorldsBody, response: { 200: WorldsPageAnswer } }, config: read }, async (request) => {
    const { worlds, total } = await queries.publicWorlds(request.body);
    return { worlds: viewableWorlds(worlds, request.user?._id), total };
  });

  app.post('/search', { schema: { body: SearchWorldsBody, response: { 200: WorldsAnswer } }, config: read }, async (request) => ({
    worlds: viewableWorlds(await queries.searchPublicWorlds(request.body.text), request.user?._id),
  }));

  app.post('/user/toggleFollowWorld', { schema: { body: WorldIdBody, response: { 200: FollowAnswer } }, config: { auth: 'required' } }, async (request) => {
    const userId = currentUser(request)._id;
    const { followed, position } = await ports.commands.worlds.toggleFollowWorld(userId, request.body.worldID, commandContext(request));
    await ports.waitForViews(position, ['users']);
    const user = await ports.queries.accounts.userById(userId);
    return { message: followed ? m.followed : m.unfollowed, worlds: user?.following.worlds ?? [] };
  });

  // Followed worlds the caller can still see (a world turned private drops out).
  app.get('/followingWorlds', { schema: { response: { 200: WorldsAnswer } }, config: { auth: 'required' } }, async (request) => {
    const user = currentUser(request);
    return { worlds: viewableWorlds(await queries.worldsByIds(user.following.worlds), user._id) };
  });
};
