import { normalizeDisplayText } from '../shared/displayText';
import type { Calendar } from './calendar';

// A timeline point names its month as text; the spec: 'The month of an edited point must be
// empty or match a month name of the calendar'. Names compare as the one text rule stores them
// (NFC, trimmed); when no name matches exactly, a single match ignoring case is accepted
// ('frostfall' for 'Frostfall'), but never one of two ('May' and 'may' both exist).

/** The index of the month with this name, or null when none (or a blank name) matches. */
export const monthIndexByName = (calendar: Calendar, name: string): number | null => {
  const wanted = normalizeDisplayText(name);
  if (wanted === '') return null;
  const exact = calendar.months.findIndex((month) => normalizeDisplayText(month.name) === wanted);
  if (exact !== -1) return exact;
  const lower = wanted.toLocaleLowerCase();
  const loose = calendar.months.flatMap((month, index) => (normalizeDisplayText(month.name).toLocaleLowerCase() === lower ? [index] : []));
  return loose.length === 1 ? loose[0] : null;
};

/** A point's month text: ok with no month when blank, ok with its index when it names one, else not ok. */
export const pointMonth = (calendar: Calendar, text: string | null | undefined): { ok: true; month: number | null } | { ok: false } => {
  if (text === null || text === undefined || normalizeDisplayText(text) === '') return { ok: true, month: null };
  const month = monthIndexByName(calendar, text);
  return month === null ? { ok: false } : { ok: true, month };
};
