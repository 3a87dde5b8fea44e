import { useQuery } from '@tanstack/react-query';
import { unwrap } from '../../lib/apiClient';
import { fetchTimeline, timelineKeys } from '../timelines/api';

/**
 * GET timeline/{id} for the dates taken from its points: the timeline page's cached copy, kept a
 * minute here (a timeline of 10,000 points is megabytes, and every date field taken from it reads it).
 */
export const usePointTimeline = (timelineId: string | null) =>
  useQuery({
    queryKey: timelineKeys.one(timelineId ?? ''),
    queryFn: async () => unwrap(await fetchTimeline(timelineId!)),
    enabled: !!timelineId,
    staleTime: 60_000,
    retry: false,
  });
