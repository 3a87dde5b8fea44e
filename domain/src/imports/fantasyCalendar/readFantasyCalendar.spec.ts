import { describe, expect, it } from 'vitest';
import type { CalendarDate } from '../../calendars/calendar';
import { dayNumber, daysInMonth, daysInYear, isLeapYear } from '../../calendars/dayNumber';
import { GREGORIAN_CALENDAR } from '../../calendars/defaultCalendars';
import { displayYear } from '../../calendars/formatDate';
import { weekdayName, weekdayOf } from '../../calendars/weekday';
import { fantasyCalendarMessages as m } from './fantasyCalendarMessages';
import { readFantasyCalendar } from './readFantasyCalendar';
import { EXANDRIA_EXPORT, fantasyCalendarExport, GREGORIAN_EXPORT, HARPTOS_EXPORT, SHIRE_EXPORT } from './testing/fantasyCalendarExports';

const read = (file: unknown) => readFantasyCalendar(JSON.stringify(file));
const refused = (text: string) => {
  try {
    readFantasyCalendar(text);
  } catch (error) {
    return { kind: (error as { kind?: string }).kind, message: (error as Error).message };
  }
  return null;
};

describe('the Gregorian preset', () => {
  const { calendar, notes } = read(GREGORIAN_EXPORT);
  const DAY_MS = 86_400_000;
  // JavaScript's proleptic Gregorian dates: astronomical years, so 1 BC is year 0.
  const js = ({ year, month, day }: CalendarDate) => {
    const date = new Date(0);
    date.setUTCFullYear(year < 0 ? year + 1 : year, month, day);
    return date;
  };
  const JS_WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

  it('has its months, its week from Monday, no year 0 and the leap day of February every 4 years, except 100, unless 400', () => {
    expect(calendar).toMatchObject({
      name: 'Gregorian Calendar',
      months: GREGORIAN_CALENDAR.months,
      days: [
        { name: 'AM', numHours: 12 },
        { name: 'PM', numHours: 12 },
      ],
      weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
      hasYearZero: false,
      leapRules: [{ monthIndex: 1, extraDays: 1, every: 4, except: 100, unless: 400 }],
    });
    expect([2000, 2024, 1900, 2023].map((year) => isLeapYear(calendar, year))).toEqual([true, true, false, false]);
    expect([daysInMonth(calendar, 2000, 1), daysInMonth(calendar, 1900, 1), daysInYear(calendar, -1)]).toEqual([29, 28, 366]);
  });

  it('dates its days as JavaScript does, leap days and the step from 1 BC to AD 1 included', () => {
    const dates: CalendarDate[] = [
      { year: 2000, month: 1, day: 29 },
      { year: 2000, month: 2, day: 1 },
      { year: 1900, month: 1, day: 28 },
      { year: 1900, month: 2, day: 1 },
      { year: 2024, month: 1, day: 29 },
      { year: 2026, month: 10, day: 24 },
      { year: 1, month: 0, day: 1 },
      { year: -1, month: 11, day: 31 },
      { year: -44, month: 2, day: 15 },
    ];
    const epoch = { year: 1970, month: 0, day: 1 };
    for (const date of dates) {
      expect(weekdayName(calendar, date), JSON.stringify(date)).toBe(JS_WEEKDAYS[js(date).getUTCDay()]);
      expect(dayNumber(calendar, date) - dayNumber(calendar, epoch)).toBe((js(date).getTime() - js(epoch).getTime()) / DAY_MS);
    }
  });

  it('keeps its eras as they read there: BC and AD on the calendar’s own year numbers', () => {
    expect(calendar.eras).toEqual([
      { name: 'Before Christ', abbreviation: 'B.C.', startYear: null, counting: 'up' },
      { name: 'Anno Domini', abbreviation: 'A.D.', startYear: 1, counting: 'up', restart: false },
    ]);
    expect([displayYear(calendar, -44), displayYear(calendar, 2024)]).toEqual(['-44 B.C.', '2024 A.D.']);
  });

  it('notes the moon, the seasons and weather, the events and the current date', () => {
    expect(notes).toEqual([
      m.leapDayNames(['Leap Day']),
      m.moons(['Moon']),
      m.seasons(['Winter', 'Summer']),
      m.weather,
      m.events(2),
      m.categories(1),
      m.currentDate(2020),
    ]);
    expect(notes[1]).toBe('Moons (Moon) are not imported: calendars here have no moons.');
  });
});

describe('the Calendar of Harptos', () => {
  const { calendar, notes } = read(HARPTOS_EXPORT);
  const festivals = calendar.months.filter((month) => month.intercalary).map((month) => month.name);

  it('has its five festival days outside the tendays', () => {
    expect(calendar.months).toHaveLength(17);
    expect(festivals).toEqual(['Midwinter', 'Greengrass', 'Midsummer', 'Highharvestide', 'The Feast of the Moon']);
    expect(calendar.months.every((month) => month.numDays === (month.intercalary ? 1 : 30))).toBe(true);
    expect(weekdayOf(calendar, { year: 1491, month: 1, day: 1 })).toBeNull();
  });

  it('adds Shieldmeet after Midsummer every fourth year', () => {
    expect(calendar.leapRules).toEqual([{ monthIndex: 9, extraDays: 1, every: 4 }]);
    expect([daysInMonth(calendar, 1372, 9), daysInMonth(calendar, 1373, 9)]).toEqual([2, 1]);
    expect([daysInYear(calendar, 1372), daysInYear(calendar, 1491)]).toEqual([366, 365]);
  });

  it('starts every month on the first day of a tenday, as its weeks restart there', () => {
    expect(calendar.weekdays).toHaveLength(10);
    for (const year of [1372, 1491, -3])
      for (const month of [0, 2, 10, 16]) expect(weekdayName(calendar, { year, month, day: 1 }), `${year}/${month}`).toBe('I');
    expect(notes).not.toContain(m.weekRestarts);
  });

  it('notes Selûne and the folded leap day', () => {
    expect(calendar.hasYearZero).toBe(false);
    expect(notes).toEqual([m.leapDayNames(['Shieldmeet']), 'Moons (Selúne) are not imported: calendars here have no moons.', m.currentDate(1491)]);
  });
});

describe('Exandria', () => {
  const { calendar, notes } = read(EXANDRIA_EXPORT);

  it('decodes the names older exports stored with HTML entities', () => {
    expect(calendar.weekdays[6]).toBe("Da'leysen");
    expect(calendar.months[8]).toEqual({ name: "Quen'pillar", numDays: 27 });
    expect(calendar.months.reduce((sum, month) => sum + (month.numDays ?? 0), 0)).toBe(328);
  });

  it('keeps its eras on the calendar’s year numbers, labelled P.D. or by name', () => {
    expect(calendar.eras).toEqual([
      { name: 'The Age of Arcanum', abbreviation: '', startYear: -1500, counting: 'up', restart: false },
      { name: 'The Calamity', abbreviation: '', startYear: -665, counting: 'up', restart: false },
      { name: 'Post-Divergence', abbreviation: 'P.D.', startYear: 1, counting: 'up', restart: false },
    ]);
    expect([836, -600, -700, -2000].map((year) => displayYear(calendar, year))).toEqual(['836 P.D.', '-600 The Calamity', '-700 The Age of Arcanum', '-2000']);
  });

  it('notes both moons and the era description', () => {
    expect(notes).toEqual([m.eraDescriptions(['Post-Divergence']), m.moons(['Catha', 'Ruidus']), m.currentDate(835)]);
  });
});

describe('the Shire Reckoning', () => {
  const { calendar, notes } = read(SHIRE_EXPORT);

  it('makes its intercalary leap days festival months before the second day of Lithe', () => {
    expect(calendar.months.slice(7, 11)).toEqual([
      { name: 'Lithe (1)', numDays: 1 },
      { name: "Mid-year's Day", numDays: 1, intercalary: true },
      { name: 'Overlithe', numDays: 0, intercalary: true },
      { name: 'Lithe (2)', numDays: 1 },
    ]);
    expect(calendar.leapRules).toEqual([{ monthIndex: 9, extraDays: 1, every: 4, except: 100 }]);
    expect([1420, 1400, 1419].map((year) => daysInMonth(calendar, year, 9))).toEqual([1, 0, 0]);
    expect(notes).toEqual([m.moons(['Moon']), m.currentDate(1419)]);
  });

  it('keeps the festival days out of the week', () => {
    const before = weekdayOf(calendar, { year: 1420, month: 7, day: 1 })!;
    expect(weekdayOf(calendar, { year: 1420, month: 8, day: 1 })).toBeNull();
    expect(weekdayOf(calendar, { year: 1420, month: 10, day: 1 })).toBe((before + 1) % 7);
  });
});

describe('weeks, years and leap days', () => {
  it('sets the first weekday from first_day, with and without year 0', () => {
    const third = { first_day: 3 };
    const withZero = read(fantasyCalendarExport(third, { settings: { year_zero_exists: true } })).calendar;
    expect(withZero.hasYearZero).toBe(true);
    expect(weekdayName(withZero, { year: 0, month: 0, day: 1 })).toBe('Three');
    const withoutZero = read(fantasyCalendarExport(third)).calendar;
    expect(weekdayName(withoutZero, { year: 1, month: 0, day: 1 })).toBe('Three');
    // 50 days a year: the year before starts 50 week days (10 weeks) earlier.
    expect(weekdayName(withoutZero, { year: -1, month: 0, day: 1 })).toBe('Three');
  });

  it('makes a month of some years a month of 0 days lengthened in those years', () => {
    const { calendar } = read(
      fantasyCalendarExport({
        timespans: [
          { name: 'Thaw', type: 'month', length: 30 },
          { name: 'Leapmoon', type: 'month', length: 10, interval: 3, offset: 1 },
        ],
      }),
    );
    expect(calendar.months[1]).toEqual({ name: 'Leapmoon', numDays: 0 });
    expect(calendar.leapRules).toEqual([{ monthIndex: 1, extraDays: 10, every: 3, offset: 1 }]);
    expect([1, 2, 4, -2, -3].map((year) => daysInMonth(calendar, year, 1))).toEqual([10, 0, 10, 0, 10]);
  });

  it('expresses other intervals as sums of rules, and notes those it cannot', () => {
    const leap = (interval: string, extra: object = {}) => ({ name: 'Extra', intercalary: false, timespan: 0, interval, offset: 0, ...extra });
    const { calendar, notes } = read(
      fantasyCalendarExport({
        leap_days: [
          leap('!1000,100,!4,1'),
          leap('9973,!9967,4'),
          leap('4,x'),
          leap('1,3', { cyclic_interval: true, offset: 5, timespan: 1 }),
          leap('2', { timespan: 1, adds_week_day: true }),
        ],
      }),
    );
    expect(calendar.months.map((month) => month.numDays)).toEqual([31, 20]);
    expect(calendar.leapRules).toEqual([
      { monthIndex: 0, extraDays: 1, every: 100 },
      { monthIndex: 1, extraDays: 1, every: 5, offset: 1 },
      { monthIndex: 1, extraDays: 1, every: 5, offset: 3 },
      { monthIndex: 1, extraDays: 1, every: 2 },
      { monthIndex: 0, extraDays: -1, every: 1000 },
      { monthIndex: 0, extraDays: -1, every: 4 },
    ]);
    expect([3, 4, 100, 1000].map((year) => daysInMonth(calendar, year, 0))).toEqual([31, 30, 31, 30]);
    expect(notes).toEqual([
      m.leapDayTooRare('Extra'),
      m.leapDayUnreadable('Extra', '4,x'),
      m.leapDayWeekday('Extra'),
      m.leapDayNames(['Extra', 'Extra', 'Extra']),
    ]);
  });

  it('notes weeks that restart each month when the months are not whole weeks, and the clock it cannot keep', () => {
    const timespans = [
      { name: 'Thaw', type: 'month', length: 31 },
      { name: 'Ember', type: 'month', length: 20 },
    ];
    const { calendar, notes } = read(fantasyCalendarExport({ overflow: false, timespans }, { clock: { enabled: true, hours: 30, minutes: 100, offset: 2 } }));
    expect(calendar.days).toEqual([
      { name: 'AM', numHours: 15 },
      { name: 'PM', numHours: 15 },
    ]);
    expect(notes).toEqual([m.weekRestarts, m.minutes(100), m.clockOffset(2)]);
  });
});

describe('eras', () => {
  const era = (name: string, year: number, settings: object = {}, date: object = {}) => ({
    name,
    description: '',
    settings: { use_custom_format: false, ends_year: false, restart: false, starting_era: false, ...settings },
    date: { year, timespan: 0, day: 1, ...date },
  });

  it('restarts the count where Fantasy-Calendar does, counting 1 BC down before AD 1', () => {
    const { calendar, notes } = read(
      fantasyCalendarExport(
        {},
        {
          eras: [
            era('Anno Domini', 1, { use_custom_format: true }, {}),
            { ...era('Before Christ', -9000, { starting_era: true, use_custom_format: true }), formatting: '{{abs_year}} BC' },
            { ...era('Second Age', 500, { restart: true, use_custom_format: true }), formatting: 'Year {{era_year}} SA' },
          ],
        },
      ),
    );
    expect(calendar.eras).toEqual([
      { name: 'Before Christ', abbreviation: 'BC', startYear: null, counting: 'down' },
      { name: 'Anno Domini', abbreviation: '', startYear: 1, counting: 'up', restart: false },
      { name: 'Second Age', abbreviation: 'SA', startYear: 500, counting: 'up', restart: true },
    ]);
    expect([displayYear(calendar, -44), displayYear(calendar, 499), displayYear(calendar, 500), displayYear(calendar, 612)]).toEqual([
      '44 BC',
      '499 Anno Domini',
      '1 SA',
      '113 SA',
    ]);
    expect(notes).toEqual([]);
  });

  it('notes what an era cannot keep: a start within its year, a cut year, a year 0, a shared year, a second starting era', () => {
    const { calendar, notes } = read(
      fantasyCalendarExport(
        {},
        {
          settings: { year_zero_exists: true },
          eras: [
            era('Dawn', 0, { starting_era: true }),
            era('Night', 0, { starting_era: true }),
            era('Flood', 10, {}, { timespan: 1, day: 5 }),
            era('Fire', 20, { ends_year: true, restart: true }),
            era('Ash', 20),
            { ...era('Ice', 30, { use_custom_format: true }), formatting: 'The {{nth_year}} winter' },
          ],
        },
      ),
    );
    expect(calendar.eras.map((x) => [x.name, x.startYear])).toEqual([
      ['Dawn', null],
      ['Flood', 10],
      ['Ash', 20],
      ['Ice', 30],
    ]);
    expect(notes).toEqual([
      m.extraStartingEra('Night'),
      m.eraSameYear('Fire', 'Ash', 20),
      m.eraMidYear('Flood', 10),
      m.eraFormat('Ice', 'The {{nth_year}} winter', '30 winter'),
    ]);
    const restarting = read(fantasyCalendarExport({}, { settings: { year_zero_exists: true }, eras: [era('Fire', 20, { ends_year: true, restart: true })] }));
    expect(restarting.notes).toEqual([m.eraEndsYear('Fire'), m.eraYearZero('Fire')]);
  });
});

describe('files that are not Fantasy-Calendar exports', () => {
  it.each([
    ['not JSON', '{"name": "x",', m.notJson],
    ['a list', '[]', m.notFantasyCalendar],
    ['an empty object', '{}', m.notFantasyCalendar],
    ['a donjon calendar', JSON.stringify({ year_len: 365, events: 1, n_months: 12 }), m.notFantasyCalendar],
    ['no months', JSON.stringify(fantasyCalendarExport({ timespans: [] })), m.noMonths],
    ['a month without days', JSON.stringify(fantasyCalendarExport({ timespans: [{ name: 'Thaw', type: 'month', length: 'long' }] })), m.badMonth],
    ['a month of 2.5 days', JSON.stringify(fantasyCalendarExport({ timespans: [{ name: 'Thaw', type: 'month', length: 2.5 }] })), m.badMonth],
    ['a leap day of no month', JSON.stringify(fantasyCalendarExport({ leap_days: [{ name: 'x', timespan: 7, interval: '4' }] })), m.badLeapDay],
    ['an era without a year', JSON.stringify(fantasyCalendarExport({}, { eras: [{ name: 'x', date: { year: 'soon' } }] })), m.badEra],
    [
      'thousands of months',
      JSON.stringify(fantasyCalendarExport({ timespans: Array.from({ length: 1001 }, () => ({ name: 'M', length: 1 })) })),
      m.tooManyParts('months', 1000),
    ],
  ])('refuses %s as invalid, saying why', (_what, text, message) => {
    expect(refused(text)).toEqual({ kind: 'invalid', message });
  });

  it('reads a file that starts with a byte order mark, cuts long names and keeps the first 100 of more months', () => {
    const timespans = Array.from({ length: 120 }, (_, i) => ({ name: i === 0 ? 'x'.repeat(300) : `M${i}`, type: 'month', length: 1 }));
    const { calendar, notes } = readFantasyCalendar(`\uFEFF${JSON.stringify(fantasyCalendarExport({ timespans }))}`);
    expect(calendar.months).toHaveLength(100);
    expect(calendar.months[0].name).toHaveLength(100);
    expect(notes).toEqual([m.tooManyMonths(120), m.namesShortened]);
  });
});
