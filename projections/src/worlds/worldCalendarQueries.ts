import type { Calendar } from '@lorewright/domain/calendars/calendar';
import { GREGORIAN_CALENDAR } from '@lorewright/domain/calendars/defaultCalendars';
import type { ProjectionViews } from '../runner/projectionViews';
import { TIMELINES, type TimelineRecord } from '../timelines/timelineRecords';

// The calendar a world's dates are read on: its chosen timeline's (its row, never its points),
// or the Gregorian one when it chose none, or the timeline is gone, or the world is unknown.
export const createWorldCalendarQueries = (views: ProjectionViews) => {
  const worlds = views.collection('worlds', 'worlds');
  const timelines = views.collection('timelines', TIMELINES);
  return {
    worldCalendar: async (worldId: string): Promise<Calendar> => {
      const world = (await worlds.get(worldId)) as { calendarTimelineID?: string | null } | null;
      const timelineId = world?.calendarTimelineID;
      if (!timelineId) return GREGORIAN_CALENDAR;
      const timeline = (await timelines.get(timelineId)) as TimelineRecord | null;
      return timeline?.calendar ?? GREGORIAN_CALENDAR;
    },
  };
};
