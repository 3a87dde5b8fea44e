import type { Calendar } from './calendar';
import { eraOf, yearOfEra } from './eras';
import { isCalendarYear } from './yearNumbering';
import { WorldDate, WorldPeriod, worldDateProblem } from './worldDate';

// Dates and periods read back from the text worldDateText and worldPeriodText write ('3 March
// 1245 AD', '1200 AD – 1245 AD', 'from 1180 AD', 'until -44'): what a Markdown vault holds
// after an export. Only a date the calendar has is read (so an import never stores one the
// calendar refuses); anything else is null and stays text. Spaces are folded and names matched
// without regard to case, as people retype them. Plain token checks, no patterns over the text.

const fold = (text: string) =>
  text
    .trim()
    .split(/\s/)
    .filter((part) => part !== '')
    .join(' ')
    .toLowerCase();

const isDigits = (text: string) => text.length > 0 && text.length <= 10 && [...text].every((char) => char >= '0' && char <= '9');

// A whole number as worldDateText writes it: digits, a minus sign before negative ones.
const wholeNumber = (text: string): number | null => {
  const digits = text.startsWith('-') ? text.slice(1) : text;
  return isDigits(digits) ? Number(text) : null;
};

// The text before the last space, and the last word.
const lastWord = (text: string): [string, string] => {
  const at = text.lastIndexOf(' ');
  return at < 0 ? ['', text] : [text.slice(0, at), text.slice(at + 1)];
};

// Each way the text may end with a year: "<number> <era label>" for each era whose label it ends
// with (its abbreviation, or its name), or a plain number for a year no era labels.
const yearReadings = (calendar: Calendar, text: string): { year: number; before: string }[] => {
  const readings: { year: number; before: string }[] = [];
  calendar.eras.forEach((era, index) => {
    for (const label of new Set([era.abbreviation, era.name].map(fold).filter(Boolean))) {
      if (!text.endsWith(` ${label}`)) continue;
      const [before, number] = lastWord(text.slice(0, -label.length - 1));
      const inEra = wholeNumber(number);
      if (inEra === null) continue;
      try {
        const year = yearOfEra(calendar, index, inEra);
        if (eraOf(calendar, year).eraIndex === index) readings.push({ year, before });
      } catch {
        // Not a year of this era: another reading may hold.
      }
    }
  });
  const [before, number] = lastWord(text);
  const plain = wholeNumber(number);
  if (plain !== null && isCalendarYear(calendar, plain) && eraOf(calendar, plain).era === null) readings.push({ year: plain, before });
  return readings;
};

// "", "<month>" or "<day> <month>" before the year: the month by its name (its number when the
// calendar names two months alike: the first).
const dayAndMonth = (calendar: Calendar, text: string): { month?: number; day?: number } | null => {
  if (text === '') return {};
  const monthNamed = (name: string) => {
    const index = calendar.months.findIndex((month) => fold(month.name) === name);
    return index < 0 ? null : index + 1;
  };
  const month = monthNamed(text);
  if (month !== null) return { month };
  const at = text.indexOf(' ');
  const day = at < 0 ? '' : text.slice(0, at);
  const dayMonth = isDigits(day) ? monthNamed(text.slice(at + 1)) : null;
  return dayMonth === null ? null : { month: dayMonth, day: Number(day) };
};

/** The date worldDateText wrote, or null when the text is none the calendar has. */
export const parseWorldDateText = (calendar: Calendar, text: string): WorldDate | null => {
  const folded = fold(text);
  if (folded === '' || folded.length > 200) return null;
  for (const { year, before } of yearReadings(calendar, folded)) {
    const parts = dayAndMonth(calendar, before);
    if (!parts) continue;
    const parsed = WorldDate.safeParse({ year, ...parts });
    if (parsed.success && worldDateProblem(calendar, parsed.data) === null) return parsed.data;
  }
  return null;
};

const FROM = 'from ';
const UNTIL = 'until ';
const BETWEEN = ' – ';

/** The period worldPeriodText wrote ('A – B', 'from A', 'until B'), or null (also for ''). */
export const parsePeriodText = (calendar: Calendar, text: string): WorldPeriod | null => {
  const folded = fold(text);
  const checked = (period: WorldPeriod) => {
    const parsed = WorldPeriod.safeParse(period);
    return parsed.success ? parsed.data : null;
  };
  // A name may hold the dash: each place it stands is tried.
  for (let at = folded.indexOf(BETWEEN); at >= 0; at = folded.indexOf(BETWEEN, at + 1)) {
    const from = parseWorldDateText(calendar, folded.slice(0, at));
    const until = from && parseWorldDateText(calendar, folded.slice(at + BETWEEN.length));
    const period = from && until ? checked({ from, until }) : null;
    if (period) return period;
  }
  if (folded.startsWith(FROM)) {
    const from = parseWorldDateText(calendar, folded.slice(FROM.length));
    if (from) return checked({ from });
  }
  if (folded.startsWith(UNTIL)) {
    const until = parseWorldDateText(calendar, folded.slice(UNTIL.length));
    if (until) return checked({ until });
  }
  return null;
};
