import { NewMapFields, PointImageFields } from '@lorewright/domain/maps/map.bodies';
import { mapMessages as m } from '@lorewright/domain/maps/mapMessages';
import type { Stack } from '../../composition';
import { checkedUpload } from '../../plugins/uploads';
import { commandContext } from '../commandContext';
import { MAP_MEDIA_VIEWS, mapActor } from './mapViews';
import type { ZodApp, CommandsOf } from '../routeTypes';
import { CreatedAnswer, MessageAnswer } from '@lorewright/domain/shared/messageAnswer';

const upload = { auth: 'required', rateLimited: 'upload' } as const;

export type MapUploadRoutePorts = Pick<Stack, 'waitForViews'> & CommandsOf<'maps'>;

// Multipart map calls (product.md §7): a new map with its picture (file field `map`), and a point's
// image (file field `map_point`); `file` is taken for either, as the other uploads send it.
// The pictures go through the media library's rules (an image by its bytes, the quota).
export const mapUploadRoutes = (ports: MapUploadRoutePorts) => async (app: ZodApp) => {
  const commands = ports.commands.maps;

  app.post('/map/newMap', { schema: { response: { 201: CreatedAnswer } }, config: upload }, async (request, reply) => {
    const actor = mapActor(request);
    const { checked: fields, bytes } = await checkedUpload(request, ['map', 'file'], m.provideImage, async (sent) => {
      const parsed = NewMapFields.parse(sent);
      await commands.requireCreator(actor, parsed.worldID);
      return parsed;
    });
    const { mapId, position } = await commands.create(actor, fields, await bytes(), commandContext(request));
    await ports.waitForViews(position, MAP_MEDIA_VIEWS);
    return reply.status(201).send({ id: mapId, message: m.created });
  });

  app.post('/map/uploadPointImage', { schema: { response: { 201: MessageAnswer } }, config: upload }, async (request, reply) => {
    const actor = mapActor(request);
    const { checked: fields, bytes } = await checkedUpload(request, ['map_point', 'file'], m.provideImage, async (sent) => {
      const parsed = PointImageFields.parse(sent);
      await commands.requireAuthor(actor, parsed.mapID);
      return parsed;
    });
    const { position } = await commands.uploadPointImage(actor, fields.mapID, fields.pointID, await bytes(), commandContext(request));
    await ports.waitForViews(position, MAP_MEDIA_VIEWS);
    return reply.status(201).send({ message: m.updated });
  });
};
