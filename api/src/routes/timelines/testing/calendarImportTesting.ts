import { HARPTOS_EXPORT } from '@lorewright/domain/imports/fantasyCalendar/testing/fantasyCalendarExports';
import type { TimelinesApp } from './timelinesTesting';

// Shared by the calendar import specs: a Fantasy-Calendar export as the file a browser sends, and
// the call that sends it.
export const fantasyCalendarFile = (content: unknown = HARPTOS_EXPORT, filename = 'calendar-of-harptos.json') => ({
  bytes:
    typeof content === 'string'
      ? new TextEncoder().encode(content)
      : content instanceof Uint8Array
        ? content
        : new TextEncoder().encode(JSON.stringify(content)),
  filename,
  type: 'application/json',
});

export const importCalendar = (
  t: TimelinesApp,
  token: string | undefined,
  timelineId: string,
  file: ReturnType<typeof fantasyCalendarFile> | null = fantasyCalendarFile(),
) => {
  t.clock.advance(1000);
  return t.send(`timeline/${timelineId}/calendar/import`, token, file ? { file } : { title: 'no file' });
};
