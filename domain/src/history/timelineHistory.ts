import { timelineEvents, type TimelineEvent } from '../timelines/timeline.events';
import { namedPart, quoted, said, type ElementDescriber, type HistoryLabels, labelKeysIn, labelOf } from './elementHistory';

// One line per event of a timeline's stream. Labels remember the names of lines, points and
// zones by their ids (all ids of one timeline are distinct), so an event carrying only an id
// can still name what it changed.

const describeTimeline = (event: TimelineEvent, labels: HistoryLabels): { summary: string; labels: HistoryLabels } => {
  switch (event.type) {
    case 'TimelineCreated':
      return said(`Created timeline ${quoted(event.data.title)}`, Object.fromEntries(event.data.zones.map((zone) => [zone._id, zone.name])));
    case 'TimelineRenamed':
      return said(`Renamed to ${quoted(event.data.title)}`);
    case 'TimelineVisibilityChanged':
      return said(`Made ${event.data.visibility}`);
    case 'TimelineDeleted':
      return said('Deleted');
    case 'TimelineBackgroundChanged':
      return said('Changed the background');
    case 'TimelineOverlayChanged':
      return said('Changed the overlay');
    case 'TimelineCalendarChanged':
      return said(`Changed the calendar to ${quoted(event.data.calendar.name)}`);
    case 'TimelineLineAdded':
      return said(`Added line ${quoted(event.data.line.name)}`, { [event.data.line._id]: event.data.line.name });
    case 'TimelineLineRenamed':
      return said(`Renamed line ${namedPart(labels, event.data.lineId, 'a line')} to ${quoted(event.data.name)}`, { [event.data.lineId]: event.data.name });
    case 'TimelineLineDeleted':
      return said(`Removed line ${namedPart(labels, event.data.lineId, 'a line')}`);
    case 'TimelineNodeAdded':
      return said(`Added point ${quoted(event.data.node.title)} to line ${namedPart(labels, event.data.lineId, 'a line')}`, {
        [event.data.node._id]: event.data.node.title,
      });
    case 'TimelineNodesAdded': {
      const { nodes, lineId } = event.data;
      return said(
        `Added ${nodes.length.toLocaleString('en-US')} points to line ${namedPart(labels, lineId, 'a line')}`,
        Object.fromEntries(nodes.map((node) => [node._id, node.title])),
      );
    }
    case 'TimelineNodeMoved':
      return said(`Changed the date of point ${namedPart(labels, event.data.nodeId, 'a point')}`);
    case 'TimelineNodeEdited': {
      const { nodeId, look } = event.data;
      const before = labelOf(labels, nodeId);
      const summary =
        before !== undefined && before !== look.title ? `Edited point ${quoted(before)}, now ${quoted(look.title)}` : `Edited point ${quoted(look.title)}`;
      return said(summary, { [nodeId]: look.title });
    }
    case 'TimelineNodeDeleted':
      return said(`Removed point ${namedPart(labels, event.data.nodeId, 'a point')}`);
    case 'TimelineNodeImageSet':
      return said(`Set the picture of point ${namedPart(labels, event.data.nodeId, 'a point')}`);
    case 'TimelineNodeImageRemoved':
      return said(`Removed the picture of point ${namedPart(labels, event.data.nodeId, 'a point')}`);
    case 'TimelineNodeLinkAdded':
      return said(`Linked point ${namedPart(labels, event.data.nodeId, 'a point')} to a ${event.data.link.type}`);
    case 'TimelineNodeLinkRemoved':
      return said(`Removed a link of point ${namedPart(labels, event.data.nodeId, 'a point')}`);
    case 'TimelineZoneAdded':
      return said(`Added zone ${quoted(event.data.zone.name)}`, { [event.data.zone._id]: event.data.zone.name });
    case 'TimelineZoneEdited':
      return said(`Edited zone ${quoted(event.data.zone.name)}`, { [event.data.zone._id]: event.data.zone.name });
    case 'TimelineZoneDeleted':
      return said(`Removed zone ${namedPart(labels, event.data.zoneId, 'a zone')}`);
  }
};

export const timelineDescriber: ElementDescriber<TimelineEvent> = {
  kind: 'timeline',
  category: 'timeline',
  // Every event of the timeline's stream has a line.
  eventTypes: timelineEvents.map((definition) => definition.type),
  elementIdOf: (event) => event.data.timelineId,
  worldIdOf: (event) => event.data.worldId,
  labelKeysOf: (event) => labelKeysIn(event.data, ['lineId', 'nodeId', 'zoneId']),
  describe: describeTimeline,
};
