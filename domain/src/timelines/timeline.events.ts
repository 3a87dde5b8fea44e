import { z } from 'zod';
import type { Calendar } from '../calendars/calendar';
import { LinkingPart } from '../backlinks/linkingPart';
import { describedElementFields } from '../elements/describedElementFields';
import { defineEvent, type EventOf } from '../events/eventDefinition';
import { LINKABLE_ELEMENTS } from '../maps/linkableElements';
import { Visibility } from '../worlds/world.events';

// Events of one timeline's stream `timeline-{timelineId}`. Every event names its world, so a
// world's lists follow without reading the timeline. updateLines, updateNodes and updateZones
// send whole parts, but each change to a line, point or zone is its own event (the handler diffs
// against the state), so two tabs never overwrite each other's unrelated changes. Only many
// points added at once are one event (TimelineNodesAdded).

const ids = { timelineId: z.string(), worldId: z.string() };
const lineId = z.string();
const nodeId = z.string();

// The calendar is stored as the engine reads it (calendars/calendar.ts), already validated by
// the request schema (calendars/calendar.bodies.ts).
const StoredCalendar = z.custom<Calendar>(
  (value) => typeof value === 'object' && value !== null && Array.isArray((value as Calendar).months) && Array.isArray((value as Calendar).days),
);
export const StoredNodeDate = z.object({ year: z.number(), month: z.string(), day: z.number().nullable() });
export const NodeWhen = StoredNodeDate.extend({ end: StoredNodeDate.nullable() });
// `secret` points reach those who may edit the timeline only (timelineForViewer.ts). Absent in
// an edit it stays as it was; points written before secrets existed have none.
export const NodeLook = z.object({
  title: z.string(),
  subtitle: z.string(),
  type: z.enum(['point', 'range']),
  parent: z.string().nullable(),
  secret: z.boolean().optional(),
});
export const StoredNode = NodeWhen.extend(NodeLook.shape).extend({ _id: z.string() });
export const StoredZone = z.object({ _id: z.string(), name: z.string(), start: z.number(), end: z.number() });
export const StoredTimelineLink = z.object({ _id: z.string(), type: z.enum(LINKABLE_ELEMENTS), category: z.string().optional(), id: z.string() });

// New timelines are private, with the 'default' zone over their years and the given calendar.
export const TimelineCreated = defineEvent({
  type: 'TimelineCreated',
  version: 1,
  schema: z.object({
    ...ids,
    ...describedElementFields,
    start: z.number(),
    end: z.number(),
    backgroundImage: z.string().nullable(),
    zones: z.array(StoredZone),
    calendar: StoredCalendar,
    createdOn: z.string(),
  }),
});
export const TimelineRenamed = defineEvent({ type: 'TimelineRenamed', version: 1, schema: z.object({ ...ids, title: z.string() }) });
export const TimelineVisibilityChanged = defineEvent({ type: 'TimelineVisibilityChanged', version: 1, schema: z.object({ ...ids, visibility: Visibility }) });
export const TimelineDeleted = defineEvent({ type: 'TimelineDeleted', version: 1, schema: z.object(ids) });
export const TimelineBackgroundChanged = defineEvent({
  type: 'TimelineBackgroundChanged',
  version: 1,
  schema: z.object({ ...ids, backgroundImage: z.string().nullable() }),
});
export const TimelineOverlayChanged = defineEvent({
  type: 'TimelineOverlayChanged',
  version: 1,
  schema: z.object({ ...ids, overlayColor: z.string(), overlayOpacity: z.number() }),
});
export const TimelineCalendarChanged = defineEvent({ type: 'TimelineCalendarChanged', version: 1, schema: z.object({ ...ids, calendar: StoredCalendar }) });

// Lines keep the order they were added in.
export const TimelineLineAdded = defineEvent({
  type: 'TimelineLineAdded',
  version: 1,
  schema: z.object({ ...ids, line: z.object({ _id: z.string(), name: z.string() }) }),
});
export const TimelineLineRenamed = defineEvent({ type: 'TimelineLineRenamed', version: 1, schema: z.object({ ...ids, lineId, name: z.string() }) });
// Its points go with it.
export const TimelineLineDeleted = defineEvent({ type: 'TimelineLineDeleted', version: 1, schema: z.object({ ...ids, lineId }) });

// A new point comes with no image and no links.
export const TimelineNodeAdded = defineEvent({ type: 'TimelineNodeAdded', version: 1, schema: z.object({ ...ids, lineId, node: StoredNode }) });
// Many points added to one line by one request, in the order sent (shared/bulkAdds.ts).
export const TimelineNodesAdded = defineEvent({ type: 'TimelineNodesAdded', version: 1, schema: z.object({ ...ids, lineId, nodes: z.array(StoredNode) }) });
// Its date (and a range's end) changed: repositioned or edited.
export const TimelineNodeMoved = defineEvent({ type: 'TimelineNodeMoved', version: 1, schema: z.object({ ...ids, lineId, nodeId, when: NodeWhen }) });
export const TimelineNodeEdited = defineEvent({ type: 'TimelineNodeEdited', version: 1, schema: z.object({ ...ids, lineId, nodeId, look: NodeLook }) });
export const TimelineNodeDeleted = defineEvent({ type: 'TimelineNodeDeleted', version: 1, schema: z.object({ ...ids, lineId, nodeId }) });
export const TimelineNodeImageSet = defineEvent({
  type: 'TimelineNodeImageSet',
  version: 1,
  schema: z.object({ ...ids, lineId, nodeId, image: z.object({ name: z.string(), mediaId: z.string() }) }),
});
export const TimelineNodeImageRemoved = defineEvent({ type: 'TimelineNodeImageRemoved', version: 1, schema: z.object({ ...ids, lineId, nodeId }) });
// part: the point's title and subtitle when the link was made (for the linked element's backlinks).
export const TimelineNodeLinkAdded = defineEvent({
  type: 'TimelineNodeLinkAdded',
  version: 1,
  schema: z.object({ ...ids, lineId, nodeId, link: StoredTimelineLink, part: LinkingPart.optional() }),
});
export const TimelineNodeLinkRemoved = defineEvent({
  type: 'TimelineNodeLinkRemoved',
  version: 1,
  schema: z.object({ ...ids, lineId, nodeId, linkId: z.string() }),
});

export const TimelineZoneAdded = defineEvent({ type: 'TimelineZoneAdded', version: 1, schema: z.object({ ...ids, zone: StoredZone }) });
export const TimelineZoneEdited = defineEvent({ type: 'TimelineZoneEdited', version: 1, schema: z.object({ ...ids, zone: StoredZone }) });
export const TimelineZoneDeleted = defineEvent({ type: 'TimelineZoneDeleted', version: 1, schema: z.object({ ...ids, zoneId: z.string() }) });

export const timelineEvents = [
  TimelineCreated,
  TimelineRenamed,
  TimelineVisibilityChanged,
  TimelineDeleted,
  TimelineBackgroundChanged,
  TimelineOverlayChanged,
  TimelineCalendarChanged,
  TimelineLineAdded,
  TimelineLineRenamed,
  TimelineLineDeleted,
  TimelineNodeAdded,
  TimelineNodesAdded,
  TimelineNodeMoved,
  TimelineNodeEdited,
  TimelineNodeDeleted,
  TimelineNodeImageSet,
  TimelineNodeImageRemoved,
  TimelineNodeLinkAdded,
  TimelineNodeLinkRemoved,
  TimelineZoneAdded,
  TimelineZoneEdited,
  TimelineZoneDeleted,
];

export type TimelineEvent =
  | EventOf<typeof TimelineCreated>
  | EventOf<typeof TimelineRenamed>
  | EventOf<typeof TimelineVisibilityChanged>
  | EventOf<typeof TimelineDeleted>
  | EventOf<typeof TimelineBackgroundChanged>
  | EventOf<typeof TimelineOverlayChanged>
  | EventOf<typeof TimelineCalendarChanged>
  | EventOf<typeof TimelineLineAdded>
  | EventOf<typeof TimelineLineRenamed>
  | EventOf<typeof TimelineLineDeleted>
  | EventOf<typeof TimelineNodeAdded>
  | EventOf<typeof TimelineNodesAdded>
  | EventOf<typeof TimelineNodeMoved>
  | EventOf<typeof TimelineNodeEdited>
  | EventOf<typeof TimelineNodeDeleted>
  | EventOf<typeof TimelineNodeImageSet>
  | EventOf<typeof TimelineNodeImageRemoved>
  | EventOf<typeof TimelineNodeLinkAdded>
  | EventOf<typeof TimelineNodeLinkRemoved>
  | EventOf<typeof TimelineZoneAdded>
  | EventOf<typeof TimelineZoneEdited>
  | EventOf<typeof TimelineZoneDeleted>;
