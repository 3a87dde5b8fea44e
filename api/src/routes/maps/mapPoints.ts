import { AddLinkBody, DeletePointImageBody, RemoveLinkBody } from '@lorewright/domain/maps/map.bodies';
import { mapMessages as m } from '@lorewright/domain/maps/mapMessages';
import type { Stack } from '../../composition';
import { commandContext } from '../commandContext';
import type { ZodApp, CommandsOf } from '../routeTypes';
import { MAP_MEDIA_VIEWS, MAP_VIEWS, mapActor } from './mapViews';
import { MessageAnswer } from '@lorewright/domain/shared/messageAnswer';
import { MapLinkAddedAnswer } from '@lorewright/domain/maps/mapView';

export type MapPointRoutePorts = Pick<Stack, 'waitForViews'> & CommandsOf<'maps'>;

// A point's image and links (product.md §7), each a call of its own; the client refetches the map after.
export const mapPointRoutes = (ports: MapPointRoutePorts) => async (app: ZodApp) => {
  const commands = ports.commands.maps;
  const change = { auth: 'required' } as const;

  app.post('/map/deletePointImage', { schema: { body: DeletePointImageBody, response: { 200: MessageAnswer } }, config: change }, async (request) => {
    const { mapID, pointID } = request.body;
    const { position } = await commands.deletePointImage(mapActor(request), mapID, pointID, commandContext(request));
    await ports.waitForViews(position, MAP_MEDIA_VIEWS);
    return { message: m.updated };
  });

  // The server names the link; the answer carries it with its _id.
  app.post('/map/addLink', { schema: { body: AddLinkBody, response: { 200: MapLinkAddedAnswer } }, config: change }, async (request) => {
    const { link, position } = await commands.addLink(mapActor(request), request.body, commandContext(request));
    await ports.waitForViews(position, MAP_VIEWS);
    return { message: m.updated, link };
  });

  app.post('/map/removeLink', { schema: { body: RemoveLinkBody, response: { 200: MessageAnswer } }, config: change }, async (request) => {
    const { mapID, pointID, linkID } = request.body;
    const { position } = await commands.removeLink(mapActor(request), mapID, pointID, linkID, commandContext(request));
    await ports.waitForViews(position, MAP_VIEWS);
    return { message: m.updated };
  });
};
