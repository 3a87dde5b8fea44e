import type { Calendar } from '@lorewright/domain/calendars/calendar';
import { timelineMessages as m } from '@lorewright/domain/timelines/timelineMessages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAppDispatch } from '../../lib/state/store';
import { alertShown } from '../../lib/state/uiSlice';
import { saveTimelineCalendar, timelineKeys } from './api';

/** Saves a timeline's calendar (product.md §4): 'Updated successfully.' and the saved timeline in the cache, or the server's error. */
export function useSaveCalendar(timelineID: string) {
  const queryClient = useQueryClient();
  const dispatch = useAppDispatch();
  const error = (text: string) => dispatch(alertShown({ kind: 'error', text }));
  return useMutation({
    mutationFn: (calendar: Calendar) => saveTimelineCalendar(timelineID, calendar),
    onSuccess: (answer) => {
      if (!answer.ok) return error(answer.data.error);
      queryClient.setQueryData(timelineKeys.one(timelineID), answer.data.timeline);
      dispatch(alertShown({ kind: 'success', text: answer.data.message || m.updated }));
    },
    onError: (failure) => error(failure.message),
  });
}
