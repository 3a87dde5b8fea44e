import type { Calendar } from '../calendars/calendar';
import type { MapLink } from '../maps/mapView';
import type { Visibility } from '../worlds/world.events';

// What the server shows of timelines (product.md §3), shared by the projection that
// writes it, the routes that answer it and the client that reads it. Dates are the calendar's
// own: a year as people read it, a month by name ('' for none) and a day (null for none).

export type TimelineLink = MapLink;

export interface NodeDate {
  year: number;
  month: string;
  day: number | null;
}

export interface TimelineNode {
  _id: string;
  title: string;
  subtitle: string;
  // A point sits at its date; a range runs from it to `end`.
  type: 'point' | 'range';
  year: number;
  month: string;
  day: number | null;
  end: NodeDate | null;
  // The node this one hangs under, if any (same timeline).
  parent: string | null;
  // Shown only to those who may edit the timeline (timelineForViewer.ts); absent means not secret.
  secret?: boolean;
  image: { name: string } | null;
  links: TimelineLink[];
  // The timeline stream's revision of the node's last change (a stale edit is 409).
  revision: number;
}

export interface TimelineLine {
  _id: string;
  name: string;
  nodes: TimelineNode[];
  revision: number;
}

export interface TimelineZone {
  _id: string;
  name: string;
  start: number;
  end: number;
}

export interface TimelineView {
  _id: string;
  worldID: string;
  authorID: string;
  title: string;
  description: string;
  // The years the timeline was created for (the default zone's).
  start: number;
  end: number;
  visibility: Visibility;
  createdOn: string;
  lastUpdated: string;
  lines: TimelineLine[];
  // Keyed by zone id; 'default' always exists.
  zones: Record<string, TimelineZone>;
  // One calendar per timeline (the product's units and calendars collapse to it: docs/decisions.md).
  calendar: Calendar;
  // An http(s) address, or null for the default.
  backgroundImage: string | null;
  overlayColor: string;
  overlayOpacity: number;
}

// A row of POST timeline/timelines and of the timelines menu: the timeline without its lines.
export type TimelineListItem = Omit<TimelineView, 'lines' | 'zones' | 'calendar'> & { num_lines: number; num_points: number };
