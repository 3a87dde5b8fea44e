import type { Calendar } from '@lorewright/domain/calendars/calendar';
import type { PointAddress, PointDates } from '@lorewright/domain/calendars/datePoints';
import { GREGORIAN_CALENDAR } from '@lorewright/domain/calendars/defaultCalendars';
import { worldDateMessages } from '@lorewright/domain/calendars/worldDate';
import { onWorldCalendar, pointWorldDate } from '@lorewright/domain/continuity/timelinePoints';
import type { TimelineNode } from '@lorewright/domain/timelines/timelineView';
import type { ProjectionViews } from '../runner/projectionViews';
import { chunkedPart } from '../runner/partChunks';
import { partShown } from '../runner/partsJsonCache';
import { TIMELINE_NODE_CHUNKS, TIMELINES, type TimelineRecord } from '../timelines/timelineRecords';

// The calendar a world's dates are read on: its chosen timeline's (its row, never its points),
// or the Gregorian one when it chose none, or the timeline is gone, or the world is unknown.
export const createWorldCalendarQueries = (views: ProjectionViews) => {
  const worlds = views.collection('worlds', 'worlds');
  const timelines = views.collection('timelines', TIMELINES);
  const nodeChunks = views.collection('timelines', TIMELINE_NODE_CHUNKS);
  const calendarTimelineOf = async (worldId: string) =>
    ((await worlds.get(worldId)) as { calendarTimelineID?: string | null } | null)?.calendarTimelineID ?? null;

  return {
    worldCalendar: async (worldId: string): Promise<Calendar> => {
      const timelineId = await calendarTimelineOf(worldId);
      if (!timelineId) return GREGORIAN_CALENDAR;
      const timeline = (await timelines.get(timelineId)) as TimelineRecord | null;
      return timeline?.calendar ?? GREGORIAN_CALENDAR;
    },

    // A timeline point's dates on the world's calendar, for a date taken from it; the reason
    // (a message to answer 400 with) when the point is not one of the world's, or its timeline
    // is on another calendar (its years and months would mean other days).
    datePointDates: async (worldId: string, address: PointAddress): Promise<PointDates | string> => {
      const [timeline, worldTimelineId] = await Promise.all([timelines.get(address.timelineID) as Promise<TimelineRecord | null>, calendarTimelineOf(worldId)]);
      if (!timeline || timeline.worldID !== worldId) return worldDateMessages.pointNotFound;
      const stored = await chunkedPart(nodeChunks, timeline._id, address.nodeID);
      if (!stored) return worldDateMessages.pointNotFound;
      if (!onWorldCalendar(timeline._id, timeline.calendar, worldTimelineId)) return worldDateMessages.pointOffCalendar;
      const node = partShown<TimelineNode>(stored);
      return { start: pointWorldDate(timeline.calendar, node), end: node.end ? pointWorldDate(timeline.calendar, node.end) : null };
    },
  };
};
