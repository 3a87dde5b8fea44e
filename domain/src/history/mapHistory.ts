import { mapEvents, type MapEvent, type PointLook } from '../maps/map.events';
import { datedLook, editVerb, lookKey } from './datedLook';
import { namedPart, quoted, said, type ElementDescriber, type HistoryLabels, labelKeysIn, labelOf } from './elementHistory';

// One line per event of a map's stream. Labels remember each point's name by its id, so a move
// (which carries only the id) can still name the point.
const pointName = (labels: HistoryLabels, pointId: string) => namedPart(labels, pointId, 'a point');

// A point's look and period, so a dating edit reads 'Dated point …' (datedLook.ts).
const lookOf = (look: PointLook) => datedLook([look.icon, look.color, look.name, look.description, !!look.secret], look.period);

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
