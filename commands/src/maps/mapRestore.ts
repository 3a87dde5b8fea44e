import type { MapEvent } from '@lorewright/domain/maps/map.events';
import { evolveMap, evolveMapAll, initialMapState, ownPoint, type MapPointState, type MapState } from '@lorewright/domain/maps/map.state';
import { mapMessages as m } from '@lorewright/domain/maps/mapMessages';
import { samePeriod } from '@lorewright/domain/maps/pointPeriod';
import type { MapLink } from '@lorewright/domain/maps/mapView';
import { isDomainError, notFound } from '@lorewright/domain/shared/errors';
import type { EventSource } from '../eventStore/streamReader';
import { createVersionReader, type Version } from '../history/versionReader';
import type { CommandContext } from '../pipeline/commandContext';
import type { IdGenerator } from '../shared/clock';
import { lastPosition } from '../shared/lastPosition';
import type { MapCommands } from './mapCommands';
import type { MapActor } from './mapDeps';
import { mapStream } from './mapStream';

export const mapRestoreMessages = {
  nothingThere: 'This map has no such version.',
};

type Commands = Pick<MapCommands, 'rename' | 'updatePoints' | 'deletePointImage' | 'addLink' | 'removeLink'>;

// A link whose target was deleted since cannot come back: the map's own rule refuses it, and the
// rest of the restore goes on without it.
export const unlessGone = async <T>(change: () => Promise<T>): Promise<T | null> => {
  try {
    return await change();
  } catch (error) {
    if (isDomainError(error) && (error.kind === 'notFound' || error.kind === 'invalid' || error.kind === 'conflict')) return null;
    throw error;
  }
};

type Link = { _id: string; type: MapLink['type']; category?: string | undefined; id: string };
const sameTarget = (a: Link, b: Link) => a.type === b.type && a.id === b.id;

// The links of a point (or a timeline's point) now that then did not have, to remove, and those
// of then missing now, to add again (the server names them anew).
export const linkChanges = (then: readonly Link[], now: readonly Link[]) => ({
  removed: now.filter((link) => !then.some((old) => sameTarget(old, link))),
  added: then.filter((old) => !now.some((link) => sameTarget(old, link))).map(({ _id: _old, ...link }) => link),
});

// The id each part of then has in what is sent: its own while it still exists now; else the id
// of a part of now that then lacks but that is the same (what an earlier restore re-added), so
// restoring twice changes nothing; else a new one (a deleted id is refused, not brought back).
export const idsThen = <T extends { _id: string }>(then: readonly T[], now: readonly T[], same: (a: T, b: T) => boolean, ids: IdGenerator) => {
  const thenIds = new Set(then.map((part) => part._id));
  const nowIds = new Set(now.map((part) => part._id));
  const spare = now.filter((part) => !thenIds.has(part._id));
  return new Map(
    then.map((part) => {
      if (nowIds.has(part._id)) return [part._id, part._id];
      const twin = spare.findIndex((candidate) => same(part, candidate));
      return [part._id, twin >= 0 ? spare.splice(twin, 1)[0]._id : ids.newId()];
    }),
  );
};

const samePoint = (a: MapPointState, b: MapPointState) =>
  a.x === b.x &&
  a.y === b.y &&
  a.icon === b.icon &&
  a.color === b.color &&
  a.name === b.name &&
  a.description === b.description &&
  !!a.secret === !!b.secret &&
  samePeriod(a.period, b.period);

// The points to send so the map's points are those of `then` again (mapPointChanges.ts makes one
// event per point that differs); every point of now that then did not have is removed.
export const pointChanges = (then: MapState, now: MapState, ids: IdGenerator) => {
  const idOf = idsThen(Object.values(then.points), Object.values(now.points), samePoint, ids);
  // The version's secret marks and periods come back with its points (null: undated then).
  const points = Object.values(then.points).map(({ x, y, icon, color, name, description, secret, period, _id }) => ({
    _id: idOf.get(_id)!,
    x,
    y,
    icon,
    color,
    name,
    description,
    secret: !!secret,
    period: period ?? null,
  }));
  const kept = new Set(idOf.values());
  const removedPointIDs = Object.keys(now.points).filter((pointId) => !kept.has(pointId));
  return { idOf, points, removedPointIDs };
};

// A map's earlier versions and Restore, through the map's own commands (so the author
// and 'maps' permission rules hold): one updatePoints brings the points' places and looks back
// (one event per point that differs), a rename the title, then each point's links are put back
// as they were, and a picture added since is taken off. The map's own picture and description
// never change after creation, so they are always as then. A point's picture removed since
// cannot be put back (only an upload sets one): it stays off. Visibility is not content: kept.
export const createMapHistory = (source: EventSource, commands: Commands, ids: IdGenerator) => {
  const versions = createVersionReader<MapEvent, MapState>(source, { initialState: initialMapState, evolve: evolveMap, evolveAll: evolveMapAll });
  const versionAt = (mapId: string, revision: number): Promise<Version<MapState> | null> => versions.at(mapStream(mapId), revision);
  const current = async (mapId: string) => {
    const head = await versions.head(mapStream(mapId));
    return head === null ? null : versionAt(mapId, head);
  };

  const restoreLinks = async (
    actor: MapActor,
    mapId: string,
    then: MapPointState,
    pointId: string,
    now: MapPointState | undefined,
    context: CommandContext,
  ) => {
    const { removed, added } = linkChanges(then.links, now?.links ?? []);
    let position: number | null = null;
    for (const link of removed) position = lastPosition(position, (await commands.removeLink(actor, mapId, pointId, link._id, context)).position);
    for (const link of added) {
      const linked = await unlessGone(() => commands.addLink(actor, { mapID: mapId, pointID: pointId, link }, context));
      position = lastPosition(position, linked?.position ?? null);
    }
    return position;
  };

  return {
    versionAt,
    current,

    restore: async (actor: MapActor, mapId: string, revision: number, context: CommandContext) => {
      const [target, now] = await Promise.all([versionAt(mapId, revision), current(mapId)]);
      if (!now || now.state.status !== 'active') throw notFound(m.notFound);
      if (!target || target.state.status !== 'active') throw notFound(mapRestoreMessages.nothingThere);
      const then = target.state;
      const { idOf, points, removedPointIDs } = pointChanges(then, now.state, ids);
      const body = { mapID: mapId, points: Object.fromEntries(points.map((point) => [point._id, point])), removedPointIDs };
      let position = (await commands.updatePoints(actor, mapId, body, context)).position;
      if (then.title !== now.state.title)
        position = lastPosition(position, (await commands.rename(actor, mapId, now.state.worldId, then.title, context)).position);
      for (const point of Object.values(then.points)) {
        const pointId = idOf.get(point._id)!;
        const present = ownPoint(now.state, pointId);
        if (present?.image && !point.image) position = lastPosition(position, (await commands.deletePointImage(actor, mapId, pointId, context)).position);
        position = lastPosition(position, await restoreLinks(actor, mapId, point, pointId, present, context));
      }
      return { position };
    },
  };
};

export type MapHistory = ReturnType<typeof createMapHistory>;
