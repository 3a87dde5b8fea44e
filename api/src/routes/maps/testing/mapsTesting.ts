import type { PaidFeature } from '@lorewright/domain/accounts/permissions';
import type { SentMapPoint } from '@lorewright/domain/maps/map.commands';
import type { MapView } from '@lorewright/domain/maps/mapView';
import type { MediaList } from '@lorewright/domain/media/mediaView';
import { pngImage } from '../../../media/testing/testImages';
import { multipart } from '../../media/testing/mediaTesting';
import { openWorldsApp } from '../../worlds/testing/worldsTesting';

const YEAR_MS = 365 * 24 * 3600 * 1000;

// A point as the client sends it, at the middle of the map unless told otherwise.
export const sentPoint = (_id: string, extra: Partial<SentMapPoint> = {}): SentMapPoint => ({
  _id,
  x: 0.5,
  y: 0.5,
  icon: 'pin',
  color: '#ff5444',
  name: 'Name',
  description: 'Description',
  ...extra,
});
export const keyed = (...points: SentMapPoint[]) => Object.fromEntries(points.map((point) => [point._id, point]));

// Shared by the map specs: the worlds app plus the steps that pay for, make, read and edit maps.
// Registered users have no 'maps' permission here (the promotion ended before the test clock).
export const openMapsApp = async () => {
  const t = await openWorldsApp();
  const system = { actorId: null, correlationId: 'test' };

  // `until` in the past takes the permission away (timelinesTesting.ts grants 'timelines').
  const grant = async (userId: string, until = new Date(t.clock.now().getTime() + YEAR_MS), feature: PaidFeature = 'maps') => {
    const { position } = await t.stack.commands.accounts.grantPermission(userId, feature, until, system);
    await t.stack.waitForViews(position, ['users']);
  };
  const revoke = (userId: string, feature: PaidFeature = 'maps') => grant(userId, new Date(t.clock.now().getTime() - 1000), feature);

  // A signed-in author holding the permission, with a world of their own.
  const mapAuthor = async (who = 'cartographer') => {
    const person = await t.person(who);
    await grant(person.id);
    return { ...person, worldID: (await t.createWorld(person.token))._id };
  };

  const send = async (url: string, token: string | undefined, fields: Parameters<typeof multipart>[0]) => {
    const { payload, contentType } = await multipart(fields);
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/${url}`,
      payload,
      headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  };
  const picture = (bytes: Uint8Array = pngImage(), filename = 'map.png', type = 'image/png') => ({ bytes, filename, type });

  const createMap = (token: string | undefined, fields: Record<string, string>, file: Uint8Array | null = pngImage(), fileField = 'map') => {
    t.clock.advance(1000);
    return send('map/newMap', token, { title: 'The Known Lands', ...fields, ...(file ? { [fileField]: picture(file) } : {}) });
  };
  const newMap = async (token: string, worldID: string, fields: Record<string, string> = {}) => {
    const { id } = await t.ok<{ id: string }>(createMap(token, { worldID, ...fields }), 201);
    return getMap(token, id);
  };
  const getMap = (token: string | undefined, mapId: string) => t.ok<MapView>(t.call('GET', `map/${mapId}`, { token }));

  const updatePoints = (token: string | undefined, mapId: string, points: SentMapPoint[], removedPointIDs?: string[]) => {
    t.clock.advance(1000);
    return t.call('PUT', `map/updatePoints/${mapId}`, {
      token,
      payload: { mapID: mapId, points: keyed(...points), ...(removedPointIDs ? { removedPointIDs } : {}) },
    });
  };
  const updated = async (token: string, mapId: string, points: SentMapPoint[], removedPointIDs?: string[]) =>
    (await t.ok<{ map: MapView }>(updatePoints(token, mapId, points, removedPointIDs))).map;

  const uploadPointImage = (token: string | undefined, mapId: string, pointId: string, bytes: Uint8Array = pngImage()) =>
    send('map/uploadPointImage', token, { mapID: mapId, pointID: pointId, map_point: picture(bytes, 'point.png') });

  const setMapVisibility = (token: string, worldId: string, mapId: string, visibility: 'public' | 'private') =>
    t.ok<{ message: string }>(
      t.call('POST', 'updateElementVisibility', { token, payload: { element: 'map', elementID: mapId, worldID: worldId, visibility } }),
    );

  const library = async (token: string) => t.ok<MediaList>(t.call('POST', 'user/media', { token }));

  return { ...t, grant, revoke, mapAuthor, send, picture, createMap, newMap, getMap, updatePoints, updated, uploadPointImage, setMapVisibility, library };
};

export type MapsApp = Awaited<ReturnType<typeof openMapsApp>>;
