import type { WorldDate, WorldPeriod } from '../calendars/worldDate';

// What a part said besides its period (a short fingerprint, never its text) and its period, kept
// per part in the history's labels (under `look:{key}`, which no part id can be), so an edit that
// only dates a part reads 'Dated …' and one that only takes its period off 'Undated …'. A part
// last changed before dated facts has none: its edits read as edits.
export const lookKey = (key: string) => `look:${key}`;

const fingerprint = (text: string) => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
};
const dateKey = (date: WorldDate | undefined) => (date ? [date.year, date.month ?? '', date.day ?? ''].join('.') : '');
const periodKey = (period: WorldPeriod | undefined) => (period && (period.from || period.until) ? `${dateKey(period.from)}~${dateKey(period.until)}` : '');

/** The label of a part's look: its words' fingerprint and its period. */
export const datedLook = (words: readonly (string | boolean | undefined)[], period: WorldPeriod | undefined) =>
  `${fingerprint(words.map(String).join('\u0000'))}|${periodKey(period)}`;

/** 'Dated' or 'Undated' when only the period changed since the part's last line, else 'Edited'. */
export const editVerb = (before: string | undefined, after: string) => {
  const [beforeWords, beforePeriod] = before?.split('|') ?? [];
  const [afterWords, afterPeriod] = after.split('|');
  if (before === undefined || beforeWords !== afterWords || beforePeriod === afterPeriod) return 'Edited';
  return afterPeriod === '' ? 'Undated' : 'Dated';
};
