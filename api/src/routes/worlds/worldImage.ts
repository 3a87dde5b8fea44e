import { z } from 'zod';
import { forbidden } from '@lorewright/domain/shared/errors';
import { canEditWorldDetails } from '@lorewright/domain/worlds/worldAccess';
import { worldMessages as m } from '@lorewright/domain/worlds/worldMessages';
import type { Stack } from '../../composition';
import { currentUser } from '../../plugins/auth';
import { readUpload } from '../../plugins/uploads';
import { commandContext } from '../commandContext';
import type { ZodApp, CommandsOf, QueriesOf } from '../routeTypes';
import { WORLD_VIEWS } from './worlds';
import { WorldChangedAnswer } from '@lorewright/domain/worlds/worldView';

const WorldImageParams = z.object({ worldID: z.string().max(200, m.notFound) });

export type WorldImageRoutePorts = Pick<Stack, 'waitForViews'> & CommandsOf<'media'> & QueriesOf<'worlds'>;

// POST world/updateWorldImage/{worldID}: the author's new header image, stored in their media
// library (slot `world:{worldID}:header`, so it is active while the world shows it).
export const worldImageRoutes = (ports: WorldImageRoutePorts) => async (app: ZodApp) => {
  const worlds = ports.queries.worlds;

  app.post(
    '/world/updateWorldImage/:worldID',
    { schema: { params: WorldImageParams, response: { 201: WorldChangedAnswer } }, config: { auth: 'required', rateLimited: 'upload' } },
    async (request, reply) => {
      const userId = currentUser(request)._id;
      const worldId = request.params.worldID;
      // Checked before the file is read, so nobody else's upload reaches the storage; the
      // world's decider checks again when the image is set. The image goes to the owner's library.
      const world = await worlds.viewableWorld(worldId, userId);
      if (!canEditWorldDetails(world, userId)) throw forbidden(m.onlyAuthor);
      const bytes = await readUpload(request);
      const { position } = await ports.commands.media.updateWorldHeader(userId, worldId, bytes, commandContext(request), world.authorID);
      await ports.waitForViews(position, [...WORLD_VIEWS, 'media']);
      return reply.status(201).send({ message: m.updated, world: await worlds.viewableWorld(worldId, userId) });
    },
  );
};
