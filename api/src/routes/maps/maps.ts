import { AsOfQuery } from '@lorewright/domain/calendars/worldDate';
import { DEMO_MAP_LIST } from '@lorewright/domain/maps/demoMap';
import { DeleteMapBody, MapIdParams, MapsQuery, RenameMapBody } from '@lorewright/domain/maps/map.bodies';
import { mapMessages as m } from '@lorewright/domain/maps/mapMessages';
import { MapAnswer, MapsAnswer } from '@lorewright/domain/maps/mapView';
import { ChangesSinceQuery } from '@lorewright/domain/shared/changesSince';
import { invalid } from '@lorewright/domain/shared/errors';
import { canViewElement } from '@lorewright/domain/worlds/worldAccess';
import { DEMO_WORLD_ID } from '@lorewright/domain/worlds/demoWorldId';
import type { Stack } from '../../composition';
import { commandContext } from '../commandContext';
import { JSON_TYPE, sendJsonText } from '../jsonText';
import { pooledBody, pooledBodyOf, type PooledBodyPorts } from '../pooledBody';
import type { ZodApp, CommandsOf, QueriesOf } from '../routeTypes';
import {
  MAP_MEDIA_VIEWS,
  MAP_VIEWS,
  mapActor,
  mapChangesJson,
  mapJson,
  mapJsonAsOfDate,
  type MapChangesJsonPorts,
  type MapJsonAsOfDatePorts,
  type MapJsonPorts,
} from './mapViews';
import { MessageAnswer } from '@lorewright/domain/shared/messageAnswer';

// The whole-list calls' one bound: 10,000 points (the most a map holds) with descriptions of
// ~1,500 characters fit; the longest texts on every point take more than one call (points are
// added and changed by id). A bigger body is a 413 {error} before it is parsed (docs/decisions.md,
// Maps). Other routes keep the app's 1 MB.
export const MAP_POINTS_BODY_LIMIT = 16 * 1024 * 1024;

export type MapRoutePorts = Pick<Stack, 'waitForViews'> &
  CommandsOf<'maps'> &
  QueriesOf<'maps' | 'worlds'> &
  MapJsonAsOfDatePorts &
  MapJsonPorts &
  MapChangesJsonPorts &
  PooledBodyPorts;

// Maps (product.md §7): a world's list, one map, and the author's changes. The decider
// allows changes by the world's author holding the 'maps' permission; every read goes through
// the access rule, so a private map exists only for the author and members.
export const mapRoutes = (ports: MapRoutePorts) => async (app: ZodApp) => {
  const commands = ports.commands.maps;
  const change = { auth: 'required' } as const;
  const read = { auth: 'optional', allowBlocked: true } as const;

  // Oldest first, without points.
  app.get('/map/maps', { schema: { querystring: MapsQuery, response: { 200: MapsAnswer } }, config: read }, async (request) => {
    const viewerId = request.user?._id ?? null;
    // The demo world's menu is bundled, like its map.
    if (request.query.worldID === DEMO_WORLD_ID) return { maps: DEMO_MAP_LIST };
    const world = await ports.queries.worlds.viewableWorld(request.query.worldID, viewerId);
    return { maps: (await ports.queries.maps.mapsOfWorld(world._id)).filter((map) => canViewElement(world, 'map', map, viewerId)) };
  });

  // The map itself at the top level (the client reads points, image and authorID off it). With
  // `?asOf=` the points whose period does not hold at that date are left out, after the viewer's
  // own cut, and the answer carries `asOf`; without it the kept JSON is answered as it is.
  app.get('/map/:id', { schema: { params: MapIdParams, querystring: AsOfQuery, response: { 200: MapAnswer } }, config: read }, async (request, reply) => {
    const { id } = request.params;
    const viewerId = request.user?._id ?? null;
    const { asOf } = request.query;
    return sendJsonText<typeof MapAnswer>(reply, asOf ? await mapJsonAsOfDate(ports, id, viewerId, asOf) : await mapJson(ports, id, viewerId));
  });

  app.put('/map/rename', { schema: { body: RenameMapBody, response: { 200: MessageAnswer } }, config: change }, async (request) => {
    const { mapID, worldID, title } = request.body;
    const { position } = await commands.rename(mapActor(request), mapID, worldID, title, commandContext(request));
    await ports.waitForViews(position, MAP_VIEWS);
    return { message: m.updated };
  });

  app.post('/map/delete', { schema: { body: DeleteMapBody, response: { 200: MessageAnswer } }, config: change }, async (request) => {
    const { mapID, worldID } = request.body;
    const { position } = await commands.deleteMap(mapActor(request), mapID, worldID, commandContext(request));
    await ports.waitForViews(position, MAP_MEDIA_VIEWS);
    return { message: m.deleted };
  });

  // Only the points that changed need be sent; one event per change, so two tabs moving
  // different points both land and a stale edit of the same point is a 409.
  // With `?since=` (the revision the client's copy holds) it answers only what changed after it.
  app.put(
    '/map/updatePoints/:id',
    {
      schema: { params: MapIdParams, querystring: ChangesSinceQuery },
      ...pooledBody(ports, 'UpdatePointsBody', change),
      bodyLimit: MAP_POINTS_BODY_LIMIT,
    },
    async (request, reply) => {
      const actor = mapActor(request);
      const mapId = request.params.id;
      const body = pooledBodyOf('UpdatePointsBody', request);
      if (body.mapID !== mapId) throw invalid(m.chooseMap);
      const { position } = await commands.updatePoints(actor, mapId, body, commandContext(request));
      await ports.waitForViews(position, MAP_MEDIA_VIEWS);
      const message = `{"message":${JSON.stringify(m.updated)}`;
      const { since } = request.query;
      const changes = since === undefined ? null : await mapChangesJson(ports, mapId, actor.id, since);
      if (changes !== null) return reply.type(JSON_TYPE).send(`${message},"changes":${changes}}`);
      return reply.type(JSON_TYPE).send(`${message},"map":${await mapJson(ports, mapId, actor.id)}}`);
    },
  );
};
