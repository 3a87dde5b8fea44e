import { mapEvents, type MapEvent } from '../maps/map.events';
import { namedPart, quoted, said, type ElementDescriber, type HistoryLabels, labelKeysIn, labelOf } from './elementHistory';

// One line per event of a map's stream. Labels remember each point's name by its id, so a move
// (which carries only the id) can still name the point.
const pointName = (labels: HistoryLabels, pointId: string) => namedPart(labels, pointId, 'a point');

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
    case 'MapPointAdded':
      return said(`Added point ${quoted(event.data.point.name)}`, { [event.data.point._id]: event.data.point.name });
    case 'MapPointsAdded': {
      const { points } = event.data;
      return said(`Added ${points.length.toLocaleString('en-US')} points`, Object.fromEntries(points.map((point) => [point._id, point.name])));
    }
    case 'MapPointMoved':
      return said(`Moved point ${pointName(labels, event.data.pointId)}`);
    case 'MapPointEdited': {
      const { pointId, look } = event.data;
      const before = labelOf(labels, pointId);
      const summary =
        before !== undefined && before !== look.name ? `Edited point ${quoted(before)}, now ${quoted(look.name)}` : `Edited point ${quoted(look.name)}`;
      return said(summary, { [pointId]: look.name });
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
  labelKeysOf: (event) => labelKeysIn(event.data, ['pointId']),
  describe: describeMap,
};
