import { timelineEvents, type TimelineEvent } from '../timelines/timeline.events';
import { quoted, type ElementDescriber, type HistoryLabels, labelOf } from './elementHistory';

// One line per event of a timeline's stream. Labels remember the names of lines, points and
// zones by their ids (all ids of one timeline are distinct), so an event carrying only an id
// can still name what it changed.
const named = (labels: HistoryLabels, id: string, otherwise: string) => quoted(labelOf(labels, id) ?? otherwise);
const said = (summary: string, labels: HistoryLabels) => ({ summary, labels });

const describeTimeline = (event: TimelineEvent, labels: HistoryLabels): { summary: string; labels: HistoryLabels } => {
  switch (event.type) {
    case 'TimelineCreated':
      return said(`Created timeline ${quoted(event.data.title)}`, { ...labels, ...Object.fromEntries(event.data.zones.map((zone) => [zone._id, zone.name])) });
    case 'TimelineRenamed':
      return said(`Renamed to ${quoted(event.data.title)}`, labels);
    case 'TimelineVisibilityChanged':
      return said(`Made ${event.data.visibility}`, labels);
    case 'TimelineDeleted':
      return said('Deleted', labels);
    case 'TimelineBackgroundChanged':
      return said('Changed the background', labels);
    case 'TimelineOverlayChanged':
      return said('Changed the overlay', labels);
    case 'TimelineCalendarChanged':
      return said(`Changed the calendar to ${quoted(event.data.calendar.name)}`, labels);
    case 'TimelineLineAdded':
      return said(`Added line ${quoted(event.data.line.name)}`, { ...labels, [event.data.line._id]: event.data.line.name });
    case 'TimelineLineRenamed':
      return said(`Renamed line ${named(labels, event.data.lineId, 'a line')} to ${quoted(event.data.name)}`, {
        ...labels,
        [event.data.lineId]: event.data.name,
      });
    case 'TimelineLineDeleted':
      return said(`Removed line ${named(labels, event.data.lineId, 'a line')}`, labels);
    case 'TimelineNodeAdded':
      return said(`Added point ${quoted(event.data.node.title)} to line ${named(labels, event.data.lineId, 'a line')}`, {
        ...labels,
        [event.data.node._id]: event.data.node.title,
      });
    case 'TimelineNodeMoved':
      return said(`Changed the date of point ${named(labels, event.data.nodeId, 'a point')}`, labels);
    case 'TimelineNodeEdited': {
      const { nodeId, look } = event.data;
      const before = labelOf(labels, nodeId);
      const summary =
        before !== undefined && before !== look.title ? `Edited point ${quoted(before)}, now ${quoted(look.title)}` : `Edited point ${quoted(look.title)}`;
      return said(summary, { ...labels, [nodeId]: look.title });
    }
    case 'TimelineNodeDeleted':
      return said(`Removed point ${named(labels, event.data.nodeId, 'a point')}`, labels);
    case 'TimelineNodeImageSet':
      return said(`Set the picture of point ${named(labels, event.data.nodeId, 'a point')}`, labels);
    case 'TimelineNodeImageRemoved':
      return said(`Removed the picture of point ${named(labels, event.data.nodeId, 'a point')}`, labels);
    case 'TimelineNodeLinkAdded':
      return said(`Linked point ${named(labels, event.data.nodeId, 'a point')} to a ${event.data.link.type}`, labels);
    case 'TimelineNodeLinkRemoved':
      return said(`Removed a link of point ${named(labels, event.data.nodeId, 'a point')}`, labels);
    case 'TimelineZoneAdded':
      return said(`Added zone ${quoted(event.data.zone.name)}`, { ...labels, [event.data.zone._id]: event.data.zone.name });
    case 'TimelineZoneEdited':
      return said(`Edited zone ${quoted(event.data.zone.name)}`, { ...labels, [event.data.zone._id]: event.data.zone.name });
    case 'TimelineZoneDeleted':
      return said(`Removed zone ${named(labels, event.data.zoneId, 'a zone')}`, labels);
  }
};

export const timelineDescriber: ElementDescriber<TimelineEvent> = {
  kind: 'timeline',
  category: 'timeline',
  // Every event of the timeline's stream has a line.
  eventTypes: timelineEvents.map((definition) => definition.type),
  elementIdOf: (event) => event.data.timelineId,
  worldIdOf: (event) => event.data.worldId,
  describe: describeTimeline,
};
