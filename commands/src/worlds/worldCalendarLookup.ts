import type { Calendar } from '@lorewright/domain/calendars/calendar';
import type { DatePointLookup } from './pointDates';

// The calendar a world's dates are read on, as the read side knows it
// (projections/src/worlds/worldCalendarQueries.ts): what dated facts and scene dates are checked
// on; and the timeline points dates may be taken from.
export interface WorldCalendarLookup extends DatePointLookup {
  worldCalendar(worldId: string): Promise<Calendar>;
}
