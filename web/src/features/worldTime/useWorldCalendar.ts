import type { Calendar } from '@lorewright/domain/calendars/calendar';
import { GREGORIAN_CALENDAR } from '@lorewright/domain/calendars/defaultCalendars';
import { DEMO_WORLD_ID } from '@lorewright/domain/worlds/demoWorldId';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, unwrap } from '../../lib/apiClient';
import { worldKeys } from '../worlds/api';

/** A timeline a date may be taken from: on the world's calendar, and seen by the viewer. */
export interface PointTimeline {
  _id: string;
  title: string;
}

interface WorldCalendarAnswer {
  timelineID: string | null;
  calendar: Calendar;
  pointTimelines: PointTimeline[];
}

const NO_TIMELINES: PointTimeline[] = [];

// GET world/{id}/calendar, once for both of what it answers; never for the demo world.
const useWorldCalendarAnswer = (worldId: string | undefined) => {
  const enabled = !!worldId && worldId !== DEMO_WORLD_ID;
  const query = useQuery({
    queryKey: worldKeys.calendar(worldId ?? ''),
    queryFn: async () => unwrap(await apiRequest<WorldCalendarAnswer>('GET', `world/${encodeURIComponent(worldId!)}/calendar`)),
    enabled,
    staleTime: 60_000,
  });
  return enabled ? query : null;
};

/** The calendar the world's dates are read on; the Gregorian one until it is known (and for the demo world). */
export function useWorldCalendar(worldId: string | undefined): Calendar {
  return useWorldCalendarAnswer(worldId)?.data?.calendar ?? GREGORIAN_CALENDAR;
}

/** The timelines a date of this world may be taken from (none until known); whether they are still being read. */
export function usePointTimelines(worldId: string | undefined): { timelines: PointTimeline[]; loading: boolean } {
  const query = useWorldCalendarAnswer(worldId);
  return { timelines: query?.data?.pointTimelines ?? NO_TIMELINES, loading: !!query?.isPending };
}
