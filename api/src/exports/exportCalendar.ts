import type { Calendar } from '@lorewright/domain/calendars/calendar';
import { CalendarBody } from '@lorewright/domain/calendars/calendar.bodies';
import { GREGORIAN_CALENDAR } from '@lorewright/domain/calendars/defaultCalendars';
import type { ExportWorld } from '@lorewright/domain/exports/exportFormat';
import type { ExportElement } from './exportElement';

// The calendar an export reads a world's dates on (index.html, the Markdown notes): its chosen
// timeline's when the export holds that timeline, else the Gregorian, as the world itself does.
export const exportedWorldCalendar = (world: ExportWorld, elements: readonly ExportElement[]): Calendar => {
  const timeline = elements.find((element) => element.kind === 'timeline' && element.file.id === world.calendarTimelineId);
  const read = timeline?.kind === 'timeline' ? CalendarBody.safeParse(timeline.file.calendar) : null;
  return read?.success ? read.data : GREGORIAN_CALENDAR;
};
