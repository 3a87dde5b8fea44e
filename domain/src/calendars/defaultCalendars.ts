import { deepFreeze } from '../shared/deepFreeze';
import type { Calendar, CalendarMonth } from './calendar';
import { NEW_MONTH_DAYS, NEW_MONTH_NAME } from './calendarLimits';

// The product's default calendar (product.md §3, §9), used when a timeline has none: the
// human months without leap years, AM and PM of 12 hours, and a year 0 (a new timeline runs from
// year 0 to 100). product.md has no week and no eras, so neither has the default.
const HUMAN_MONTHS: [string, number][] = [
  ['January', 31],
  ['February', 28],
  ['March', 31],
  ['April', 30],
  ['May', 31],
  ['June', 30],
  ['July', 31],
  ['August', 31],
  ['September', 30],
  ['October', 31],
  ['November', 30],
  ['December', 31],
];

// The product's day: two halves of 12 hours.
export const defaultDayDivisions = () => [
  { name: 'AM', numHours: 12 },
  { name: 'PM', numHours: 12 },
];

export const DEFAULT_CALENDAR: Calendar = deepFreeze({
  name: 'Default',
  months: HUMAN_MONTHS.map(([name, numDays]) => ({ name, numDays })),
  days: defaultDayDivisions(),
  weekdays: [],
  eras: [],
  hasYearZero: true,
  leapRules: [],
});

// The month the editor adds (product.md §3.10: 'New Month' of 0 days).
export const newMonth = (): CalendarMonth => ({ name: NEW_MONTH_NAME, numDays: NEW_MONTH_DAYS });

// The proleptic Gregorian calendar as this engine spells it: the example that proves the leap
// rules, eras and weekdays can say what the real calendar says. No year 0: 1 BC is followed by
// AD 1. Day 0 is 1 January 1 BC, a Saturday.
export const GREGORIAN_CALENDAR: Calendar = deepFreeze({
  name: 'Gregorian',
  months: HUMAN_MONTHS.map(([name, numDays]) => ({ name, numDays })),
  days: defaultDayDivisions(),
  weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  firstWeekday: 6,
  eras: [
    { name: 'Before Christ', abbreviation: 'BC', startYear: null, counting: 'down' },
    { name: 'Anno Domini', abbreviation: 'AD', startYear: 1 },
  ],
  hasYearZero: false,
  leapRules: [{ monthIndex: 1, extraDays: 1, every: 4, except: 100, unless: 400 }],
});
