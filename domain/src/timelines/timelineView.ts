import { z } from 'zod';
import { Calendar } from '../calendars/calendar';
import { MapLink } from '../maps/mapView';
import { Visibility } from '../worlds/world.events';

// What the server shows of timelines (product.md §3), shared by the projection that
// writes it, the routes that answer it (their answer schemas) and the client that reads it.
// Dates are the calendar's own: a year as people read it, a month by name ('' for none) and a
// day (null for none).

export const TimelineLink = MapLink;
export type TimelineLink = MapLink;

export const NodeDate = z.object({
  year: z.number(),
  month: z.string(),
  day: z.number().nullable(),
});
export type NodeDate = z.infer<typeof NodeDate>;

export const TimelineNode = z.object({
  _id: z.string(),
  title: z.string(),
  subtitle: z.string(),
  // A point sits at its date; a range runs from it to `end`.
  type: z.enum(['point', 'range']),
  ...NodeDate.shape,
  end: NodeDate.nullable(),
  // The node this one hangs under, if any (same timeline).
  parent: z.string().nullable(),
  // Shown only to those who may edit the timeline (timelineForViewer.ts); absent means not secret.
  secret: z.boolean().optional(),
  image: z.object({ name: z.string() }).nullable(),
  links: z.array(TimelineLink),
  // The timeline stream's revision of the node's last change (a stale edit is 409).
  revision: z.number(),
});
export type TimelineNode = z.infer<typeof TimelineNode>;

export const TimelineLine = z.object({
  _id: z.string(),
  name: z.string(),
  nodes: z.array(TimelineNode),
  revision: z.number(),
});
export type TimelineLine = z.infer<typeof TimelineLine>;

export const TimelineZone = z.object({
  _id: z.string(),
  name: z.string(),
  start: z.number(),
  end: z.number(),
});
export type TimelineZone = z.infer<typeof TimelineZone>;

// What a timeline shows in lists as well as on its page.
const timelineFields = {
  _id: z.string(),
  worldID: z.string(),
  authorID: z.string(),
  title: z.string(),
  description: z.string(),
  // The years the timeline was created for (the default zone's).
  start: z.number(),
  end: z.number(),
  visibility: Visibility,
  createdOn: z.string(),
  lastUpdated: z.string(),
  // An http(s) address, or null for the default.
  backgroundImage: z.string().nullable(),
  overlayColor: z.string(),
  overlayOpacity: z.number(),
};

export const TimelineView = z.object({
  ...timelineFields,
  lines: z.array(TimelineLine),
  // Keyed by zone id; 'default' always exists.
  zones: z.record(z.string(), TimelineZone),
  // One calendar per timeline (the product's units and calendars collapse to it: docs/decisions.md).
  calendar: Calendar,
});
export type TimelineView = z.infer<typeof TimelineView>;

// A row of POST timeline/timelines and of the timelines menu: the timeline without its lines.
export const TimelineListItem = z.object({ ...timelineFields, num_lines: z.number(), num_points: z.number() });
export type TimelineListItem = z.infer<typeof TimelineListItem>;

// GET timeline/{id}: the timeline itself.
export const TimelineAnswer = TimelineView;
// POST timeline/timelines.
export const TimelinesAnswer = z.object({ timelines: z.array(TimelineListItem) });

// POST timeline/addLink: what it says, and the link as stored (the server names it).
export const TimelineLinkAddedAnswer = z.object({ message: z.string(), link: TimelineLink });
