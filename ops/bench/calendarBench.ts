import type { Calendar, CalendarDate } from '@lorewright/domain/calendars/calendar';
import { dateOfDay, dayNumber } from '@lorewright/domain/calendars/dayNumber';
import { GREGORIAN_CALENDAR } from '@lorewright/domain/calendars/defaultCalendars';

// The calendar engine converts date → day number → date at least 1,000,000 times a
// second. Random dates over ±1,000,000 years of two calendars: the Gregorian (a 400-year leap
// cycle) and a world's own of ten months with a festival outside the week, a leap day, eras and
// no year 0, so half the dates fall in negative years.
export const CALENDAR_TARGET_PER_SECOND = 1_000_000;
const ROUND_TRIPS = Number(process.env.BENCH_CALENDAR_ROUND_TRIPS ?? 1_000_000);

const EMBERS: Calendar = {
  name: 'Reckoning of Embers',
  months: [
    ...['Frostfall', 'Thaw', 'Sowing', 'Blossom', 'Highsun'].map((name) => ({ name, numDays: 36 })),
    { name: 'Embertide', numDays: 5, intercalary: true },
    ...['Reaping', 'Harvest', 'Dusk', 'Longnight'].map((name) => ({ name, numDays: 36 })),
  ],
  days: [{ name: 'Day', numHours: 20 }],
  weekdays: ['Firstday', 'Seconday', 'Thirday', 'Fourthday', 'Restday'],
  eras: [
    { name: 'Before the Sundering', abbreviation: 'BS', startYear: null, counting: 'down' },
    { name: 'Age of Embers', abbreviation: 'AE', startYear: 1 },
  ],
  hasYearZero: false,
  leapRules: [{ monthIndex: 5, extraDays: 1, every: 4, except: 100 }],
};

// A small seeded generator, so every run converts the same dates.
const random = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};

const datesOf = (calendar: Calendar, count: number): CalendarDate[] => {
  const next = random(15);
  const first = dayNumber(calendar, { year: -1_000_000, month: 0, day: 1 });
  const span = dayNumber(calendar, { year: 1_000_000, month: 0, day: 1 }) - first;
  return Array.from({ length: count }, () => dateOfDay(calendar, first + Math.floor(next() * span)));
};

const roundTrips = (calendar: Calendar, dates: CalendarDate[]) => {
  let wrong = 0;
  const started = performance.now();
  for (const date of dates) {
    const back = dateOfDay(calendar, dayNumber(calendar, date));
    if (back.year !== date.year || back.month !== date.month || back.day !== date.day) wrong++;
  }
  return { seconds: (performance.now() - started) / 1000, wrong };
};

export async function calendarBench(): Promise<{ perSecond: number; roundTrips: number; wrong: number }> {
  let [seconds, wrong, count] = [0, 0, 0];
  for (const [label, calendar] of [
    ['Gregorian', GREGORIAN_CALENDAR],
    ['10 months, eras, no year 0', EMBERS],
  ] as const) {
    const dates = datesOf(calendar, ROUND_TRIPS);
    roundTrips(calendar, dates.slice(0, 100_000)); // warms the JIT up; not counted
    const run = roundTrips(calendar, dates);
    console.log(`calendar engine, ${label}: ${Math.round(ROUND_TRIPS / run.seconds).toLocaleString('en-US')} date → day → date round trips/s`);
    [seconds, wrong, count] = [seconds + run.seconds, wrong + run.wrong, count + ROUND_TRIPS];
  }
  const perSecond = count / seconds;
  console.log(
    `calendar engine: ${Math.round(perSecond).toLocaleString('en-US')} round trips/s over ${count.toLocaleString('en-US')} dates, ${wrong} wrong (target ≥ ${CALENDAR_TARGET_PER_SECOND.toLocaleString('en-US')}/s)`,
  );
  return { perSecond, roundTrips: count, wrong };
}
