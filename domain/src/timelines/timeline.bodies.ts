import { z } from 'zod';
import { CalendarBody } from '../calendars/calendar.bodies';
import { YEAR_MAX } from '../calendars/calendarLimits';
import { LINKABLE_ELEMENTS } from '../maps/linkableElements';
import { displayName } from '../shared/displayName';
import { worldMessages as wm } from '../worlds/worldMessages';
import {
  NODE_SUBTITLE_MAX,
  OVERLAY_COLOR,
  TIMELINE_BACKGROUND_MAX,
  TIMELINE_DESCRIPTION_MAX,
  TIMELINE_LINES_MAX,
  TIMELINE_NODES_MAX,
  TIMELINE_PART_ID,
  TIMELINE_ZONES_MAX,
} from './timelineLimits';
import { timelineMessages as m } from './timelineMessages';
import { LINE_NAME_RULE, NODE_TITLE_RULE, TIMELINE_RENAME_RULE, TIMELINE_TITLE_RULE, ZONE_NAME_RULE } from './timelineTitle';

// Request bodies, params and multipart fields of the timeline routes (product.md §7).
// Names go through the one text rule; years are whole numbers within the calendar engine's range
// (a year the timeline's calendar does not have is refused by the decider with the engine's text).
const id = (message: string) => z.string({ error: message }).trim().min(1, message).max(200, message);
const timelineID = id(m.chooseTimeline);
const worldID = id(wm.chooseWorld);
const partId = (message: string) => z.string({ error: message }).regex(TIMELINE_PART_ID, message);
export const TimelineYear = z.number({ error: m.yearInvalid }).int(m.yearInvalid).min(-YEAR_MAX, m.yearInvalid).max(YEAR_MAX, m.yearInvalid);
const year = TimelineYear;
const revision = z
  .number({ error: m.revisionInvalid })
  .int(m.revisionInvalid)
  .min(0, m.revisionInvalid)
  .max(Number.MAX_SAFE_INTEGER, m.revisionInvalid)
  .optional();
const text = (max: number) => z.string({ error: m.textTooLong }).max(max, m.textTooLong);
const keyedBy = <T extends z.ZodType<{ _id: string }>>(part: T, max: number, tooMany: string) =>
  z
    .record(z.string(), part, { error: tooMany })
    .refine((parts) => Object.keys(parts).length <= max, tooMany)
    .refine((parts) => Object.entries(parts).every(([key, value]) => key === value._id), m.partIdMismatch);
const removed = (max: number, message: string) => z.array(partId(message), { error: message }).max(max, message).optional();

export const TimelineIdParams = z.object({ id: z.string().max(200, m.notFound) });
export const TimelinesBody = z.object({ worldID });

export const ZoneBody = z.object({ _id: partId(m.chooseZone), name: displayName(ZONE_NAME_RULE), start: year, end: year });

// A blank description is stored as none; a background not http(s) is the default (product.md §5).
export const NewTimelineBody = z.object({
  worldID,
  title: displayName(TIMELINE_TITLE_RULE),
  description: text(TIMELINE_DESCRIPTION_MAX)
    .nullish()
    .transform((value) => value?.trim() ?? ''),
  start: year,
  end: year,
  backgroundImage: text(TIMELINE_BACKGROUND_MAX).nullish(),
  zones: keyedBy(ZoneBody, TIMELINE_ZONES_MAX, m.tooManyZones).optional(),
});
export type NewTimelineBody = z.infer<typeof NewTimelineBody>;

export const RenameTimelineBody = z.object({ timelineID, worldID, title: displayName(TIMELINE_RENAME_RULE) });
export const DeleteTimelineBody = z.object({ timelineID, worldID });

export const LineBody = z.object({ _id: partId(m.chooseLine), name: displayName(LINE_NAME_RULE), revision });
export const UpdateLinesBody = z.object({
  timelineID,
  lines: z.array(LineBody, { error: m.chooseLine }).max(TIMELINE_LINES_MAX, m.tooManyLines),
  removedLineIDs: removed(TIMELINE_LINES_MAX, m.chooseLine),
});

const NodeDateBody = z.object({ year, month: text(100), day: z.number({ error: m.dateInvalid }).int(m.dateInvalid).nullable() }, { error: m.dateInvalid });
export const NodeBody = NodeDateBody.extend({
  _id: partId(m.choosePoint),
  title: displayName(NODE_TITLE_RULE),
  subtitle: text(NODE_SUBTITLE_MAX),
  type: z.enum(['point', 'range'], { error: m.typeInvalid }),
  end: NodeDateBody.nullable().default(null),
  parent: partId(m.parentInvalid).nullable().default(null),
  // Only true or false; absent keeps the point's mark (timelinePartChanges.ts).
  secret: z.boolean({ error: m.secretInvalid }).optional(),
  revision,
});
export const UpdateNodesBody = z.object({
  timelineID,
  lineID: partId(m.chooseLine),
  nodes: z.array(NodeBody, { error: m.choosePoint }).max(TIMELINE_NODES_MAX, m.tooManyNodes),
  removedNodeIDs: removed(TIMELINE_NODES_MAX, m.choosePoint),
});
export type UpdateNodesBody = z.infer<typeof UpdateNodesBody>;

export const UpdateZonesBody = z.object({
  timelineID,
  zones: keyedBy(ZoneBody, TIMELINE_ZONES_MAX, m.tooManyZones),
  removedZoneIDs: removed(TIMELINE_ZONES_MAX, m.chooseZone),
});

// PUT timeline/{id}/update/: the customise panel. The background is kept only when it is an
// http(s) address, or null for the default; anything else is ignored (product.md §5).
export const CustomiseTimelineBody = z.object({
  timelineID,
  backgroundImage: text(TIMELINE_BACKGROUND_MAX).nullable().optional(),
  overlayColor: z.string({ error: m.overlayColor }).regex(OVERLAY_COLOR, m.overlayColor).optional(),
  overlayOpacity: z.number({ error: m.overlayOpacity }).min(0, m.overlayOpacity).max(1, m.overlayOpacity).optional(),
});

export const TimelineCalendarBody = z.object({ timelineID, calendar: CalendarBody });

// A point named by its line and its place on it (the product's lineIndex and nodeIndex), or by ids.
const index = (message: string) => z.coerce.number({ error: message }).int(message).min(0, message).max(TIMELINE_NODES_MAX, message);
const nodeAddress = {
  timelineID,
  lineID: partId(m.chooseLine).optional(),
  nodeID: partId(m.choosePoint).optional(),
  lineIndex: index(m.chooseLine).optional(),
  nodeIndex: index(m.choosePoint).optional(),
};
const isAddressed = (a: { lineID?: string | undefined; lineIndex?: number | undefined; nodeID?: string | undefined; nodeIndex?: number | undefined }) =>
  (a.lineID !== undefined || a.lineIndex !== undefined) && (a.nodeID !== undefined || a.nodeIndex !== undefined);
export const NodeAddressBody = z.object(nodeAddress).refine(isAddressed, m.choosePoint);
export type NodeAddressBody = z.infer<typeof NodeAddressBody>;

export const AddNodeLinkBody = z
  .object({
    ...nodeAddress,
    link: z.object(
      {
        type: z.enum(LINKABLE_ELEMENTS, { error: m.linkInvalid }),
        category: z.string({ error: m.linkInvalid }).max(40, m.linkInvalid).optional(),
        id: id(m.linkInvalid),
      },
      { error: m.linkInvalid },
    ),
  })
  .refine(isAddressed, m.choosePoint);
export const RemoveNodeLinkBody = z.object({ ...nodeAddress, linkID: partId(m.chooseLink) }).refine(isAddressed, m.choosePoint);
