import type { Calendar } from '@lorewright/domain/calendars/calendar';
import { GREGORIAN_CALENDAR } from '@lorewright/domain/calendars/defaultCalendars';
import { DEMO_WORLD_ID } from '@lorewright/domain/worlds/worldView';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, unwrap } from '../../lib/apiClient';
import { worldKeys } from '../worlds/api';

/** GET world/{id}/calendar: the calendar the world's dates are read on; the Gregorian one until it is known (and for the demo world). */
export function useWorldCalendar(worldId: string | undefined): Calendar {
  const enabled = !!worldId && worldId !== DEMO_WORLD_ID;
  const query = useQuery({
    queryKey: worldKeys.calendar(worldId ?? ''),
    queryFn: async () =>
      unwrap(await apiRequest<{ timelineID: string | null; calendar: Calendar }>('GET', `world/${encodeURIComponent(worldId!)}/calendar`)).calendar,
    enabled,
    staleTime: 60_000,
  });
  return (enabled && query.data) || GREGORIAN_CALENDAR;
}
