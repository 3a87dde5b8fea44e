import { normalizeDisplayText } from '../shared/displayText';
import type { Calendar } from './calendar';

// A timeline point names its month as text; product.md: 'The month of an edited point must be
// empty or match a month name of the calendar'. Names compare as the one text rule stores them
// (NFC, trimmed); when no name matches exactly, a single match ignoring case is accepted
// ('frostfall' for 'Frostfall'), but never one of two ('May' and 'may' both exist).

// Each calendar's month names as the rule stores them, worked out once per list of months (a
// save of 10,000 points asks 10,000 times).
const normalisedNames = new WeakMap<Calendar['months'], readonly string[]>();
const monthNamesOf = (calendar: Calendar): readonly string[] => {
  let names = normalisedNames.get(calendar.months);
  if (!names) normalisedNames.set(calendar.months, (names = calendar.months.map((month) => normalizeDisplayText(month.name))));
  return names;
};

/** The index of the month with this name, or null when none (or a blank name) matches. */
export const monthIndexByName = (calendar: Calendar, name: string): number | null => {
  const wanted = normalizeDisplayText(name);
  if (wanted === '') return null;
  const names = monthNamesOf(calendar);
  const exact = names.indexOf(wanted);
  if (exact !== -1) return exact;
  const lower = wanted.toLocaleLowerCase();
  const loose = names.flatMap((known, index) => (known.toLocaleLowerCase() === lower ? [index] : []));
  return loose.length === 1 ? loose[0] : null;
};

/** A point's month text: ok with no month when blank, ok with its index when it names one, else not ok. */
export const pointMonth = (calendar: Calendar, text: string | null | undefined): { ok: true; month: number | null } | { ok: false } => {
  if (text === null || text === undefined || normalizeDisplayText(text) === '') return { ok: true, month: null };
  const month = monthIndexByName(calendar, text);
  return month === null ? { ok: false } : { ok: true, month };
};
