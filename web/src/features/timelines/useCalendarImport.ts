import type { Calendar } from '@lorewright/domain/calendars/calendar';
import type { TimelineView } from '@lorewright/domain/timelines/timelineView';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUploadFile } from '../../lib/apiClient';
import { timelineKeys } from './api';

export interface CalendarImportAnswer {
  message: string;
  // What the calendar could not keep from the file, one sentence each.
  notes: string[];
  calendar: Calendar;
  timeline: TimelineView;
}

/** POST timeline/{id}/calendar/import (multipart `file`, a Fantasy-Calendar export): the saved calendar and its notes; the timeline goes into the cache. */
export function useCalendarImport(timelineID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => apiUploadFile<CalendarImportAnswer>(`timeline/${encodeURIComponent(timelineID)}/calendar/import`, file),
    onSuccess: (answer) => {
      if (answer.ok) queryClient.setQueryData(timelineKeys.one(timelineID), answer.data.timeline);
    },
  });
}
