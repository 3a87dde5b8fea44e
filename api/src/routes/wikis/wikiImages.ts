import { DeleteWikiImageBody, WikiIdParams } from '@lorewright/domain/wikis/wiki.bodies';
import { wikiMessages as m } from '@lorewright/domain/wikis/wikiMessages';
import type { Stack } from '../../composition';
import { currentUser } from '../../plugins/auth';
import { readUpload } from '../../plugins/uploads';
import { commandContext } from '../commandContext';
import type { ZodApp, CommandsOf } from '../routeTypes';
import { viewWiki, WIKI_VIEWS, type ViewWikiPorts } from './wikiViews';
import type { ViewName } from '@lorewright/projections/allProjections';
import { WikiChangedAnswer, WikiImageAddedAnswer } from '@lorewright/domain/wikis/wikiView';

export type WikiImageRoutePorts = Pick<Stack, 'waitForViews'> & CommandsOf<'wikis'> & ViewWikiPorts;

// A wiki's images (product.md §7): uploaded through the media library's rules (quota, bytes checked)
// and held active while the wiki shows them; a removed one is released.
export const wikiImageRoutes = (ports: WikiImageRoutePorts) => async (app: ZodApp) => {
  const commands = ports.commands.wikis;
  const views: readonly ViewName[] = [...WIKI_VIEWS, 'media'];

  app.post(
    '/creation/uploadWikiImage/:id',
    { schema: { params: WikiIdParams, response: { 201: WikiImageAddedAnswer } }, config: { auth: 'required', rateLimited: 'upload' } },
    async (request, reply) => {
      const userId = currentUser(request)._id;
      const wikiId = request.params.id;
      // Checked before the file is read, so nobody else's upload reaches the storage; the
      // decider checks the author again when the image is added.
      await commands.requireAuthor(userId, wikiId);
      const bytes = await readUpload(request);
      const { image, position } = await commands.uploadImage(userId, wikiId, bytes, commandContext(request));
      await ports.waitForViews(position, views);
      return reply.status(201).send({ image, wiki: await viewWiki(ports, wikiId, userId) });
    },
  );

  app.post(
    '/creation/deleteWikiImage',
    { schema: { body: DeleteWikiImageBody, response: { 200: WikiChangedAnswer } }, config: { auth: 'required' } },
    async (request) => {
      const userId = currentUser(request)._id;
      const { wikiID, imageID } = request.body;
      const { position } = await commands.deleteImage(userId, wikiID, imageID, commandContext(request));
      await ports.waitForViews(position, views);
      return { message: m.imageDeleted, wiki: await viewWiki(ports, wikiID, userId) };
    },
  );
};
