import type { WorldDate, WorldPeriod } from '../calendars/worldDate';
import { mapEvents, type MapEvent, type PointLook } from '../maps/map.events';
import { namedPart, quoted, said, type ElementDescriber, type HistoryLabels, labelKeysIn, labelOf } from './elementHistory';

// One line per event of a map's stream. Labels remember each point's name by its id, so a move
// (which carries only the id) can still name the point.
const pointName = (labels: HistoryLabels, pointId: string) => namedPart(labels, pointId, 'a point');

// What a point's look said besides its period (a short fingerprint, never its description) and
// its period, kept per point (under a key no point id can be: ids have no ':'), so an edit that
// only dates a point reads 'Dated point “Ashvale”'. A point last changed before dated facts has
// none: its edits read as edits.
const lookKey = (pointId: string) => `look:${pointId}`;
const fingerprint = (text: string) => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
};
const dateKey = (date: WorldDate | undefined) => (date ? [date.year, date.month ?? '', date.day ?? ''].join('.') : '');
const periodKey = (period: WorldPeriod | undefined) => (period && (period.from || period.until) ? `${dateKey(period.from)}~${dateKey(period.until)}` : '');
const lookOf = (look: PointLook) =>
  `${fingerprint([look.icon, look.color, look.name, look.description, String(!!look.secret)].join('\u0000'))}|${periodKey(look.period)}`;
// 'Dated' or 'Undated' when only the period changed since the point's last line, else 'Edited'.
const editVerb = (before: string | undefined, after: string) => {
  const [beforeLook, beforePeriod] = before?.split('|') ?? [];
  const [afterLook, afterPeriod] = after.split('|');
  if (before === undefined || beforeLook !== afterLook || beforePeriod === afterPeriod) return 'Edited';
  return afterPeriod === '' ? 'Undated' : 'Dated';
};

const describeMap = (event: MapEvent, labels: HistoryLabels): { summary: string; labels: HistoryLabels } => {
  switch (event.type) {
    case 'MapCreated':
      return said(`Created map ${quoted(event.data.title)}`);
    case 'MapRenamed':
      return said(`Renamed to ${quoted(event.data.title)}`);
    case 'MapVisibilityChanged':
      return said(`Made ${event.data.visibility}`);
    case 'MapDeleted':
      return said('Deleted');
    case 'MapPointAdded': {
      const { point } = event.data;
      return said(`Added point ${quoted(point.name)}`, { [point._id]: point.name, [lookKey(point._id)]: lookOf(point) });
    }
    case 'MapPointsAdded': {
      const { points } = event.data;
      return said(
        `Added ${points.length.toLocaleString('en-US')} points`,
        Object.fromEntries(
          points.flatMap((point) => [
            [point._id, point.name],
            [lookKey(point._id), lookOf(point)],
          ]),
        ),
      );
    }
    case 'MapPointMoved':
      return said(`Moved point ${pointName(labels, event.data.pointId)}`);
    case 'MapPointEdited': {
      const { pointId, look } = event.data;
      const before = labelOf(labels, pointId);
      const after = lookOf(look);
      const summary =
        before !== undefined && before !== look.name
          ? `Edited point ${quoted(before)}, now ${quoted(look.name)}`
          : `${editVerb(labelOf(labels, lookKey(pointId)), after)} point ${quoted(look.name)}`;
      return said(summary, { [pointId]: look.name, [lookKey(pointId)]: after });
    }
    case 'MapPointDeleted':
      return said(`Removed point ${pointName(labels, event.data.pointId)}`);
    case 'MapPointImageSet':
      return said(`Set the picture of point ${pointName(labels, event.data.pointId)}`);
    case 'MapPointImageRemoved':
      return said(`Removed the picture of point ${pointName(labels, event.data.pointId)}`);
    case 'MapPointLinkAdded':
      return said(`Linked point ${pointName(labels, event.data.pointId)} to a ${event.data.link.type}`);
    case 'MapPointLinkRemoved':
      return said(`Removed a link of point ${pointName(labels, event.data.pointId)}`);
  }
};

export const mapDescriber: ElementDescriber<MapEvent> = {
  kind: 'map',
  category: 'map',
  // Every event of the map's stream has a line.
  eventTypes: mapEvents.map((definition) => definition.type),
  elementIdOf: (event) => event.data.mapId,
  worldIdOf: (event) => event.data.worldId,
  labelKeysOf: (event) => [...labelKeysIn(event.data, ['pointId']), ...(event.type === 'MapPointEdited' ? [lookKey(event.data.pointId)] : [])],
  describe: describeMap,
};
