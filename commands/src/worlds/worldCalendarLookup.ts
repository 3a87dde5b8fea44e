import type { Calendar } from '@lorewright/domain/calendars/calendar';

// The calendar a world's dates are read on, as the read side knows it
// (projections/src/worlds/worldCalendarQueries.ts): what dated facts and scene dates are checked on.
export interface WorldCalendarLookup {
  worldCalendar(worldId: string): Promise<Calendar>;
}
