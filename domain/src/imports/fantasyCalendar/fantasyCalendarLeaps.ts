import type { LeapRule } from '../../calendars/calendar';
import { LEAP_PERIOD_MAX } from '../../calendars/calendarLimits';

// Fantasy-Calendar's leap intervals as this calendar's leap rules.
//
// A leap day's `interval` is a comma-separated list read left to right, and the first entry
// whose period divides the year decides: "400,!100,4" leaps in years divisible by 400, not in
// other years divisible by 100, and in other years divisible by 4. `!` makes an entry a "not";
// trailing "not"s decide nothing and are dropped. Every period is counted from the leap day's
// `offset` (a year y matches period p when y ≡ offset mod p), except an entry marked `+`, which
// ignores the offset. Years are astronomical (…, -1, 0, 1, …): in a calendar without year 0,
// Fantasy-Calendar's year -1 is 0 here, as in the engine. A `cyclic_interval` leap day instead
// lists the years of a cycle of `offset` years in which it appears ("1,3" with offset 4: years ≡
// 1 or 3 mod 4). These rules were checked against Fantasy-Calendar's own IntervalsCollection
// (intersectsYear) for years -600 to 600, with and without year 0.
//
// A rule here adds days in years y with (y - offset) divisible by `every`, except `except`, unless
// `unless`. The common shapes map to one such rule ("4", "!100,4", "400,!100,4"); any other list
// becomes a sum of single-period rules by inclusion and exclusion (for "!1000,100,!4,1": +1 every
// year, -1 every 4, +1 every 100, -1 every 1000), which is exact as long as every period fits.

export interface FcIntervalEntry {
  period: number;
  not: boolean;
  ignoresOffset: boolean;
}

// A rule without its month: the leap day's days in the years it names.
export type LeapTerm = Omit<LeapRule, 'monthIndex'>;

export type LeapPlan = { kind: 'rules'; terms: LeapTerm[] } | { kind: 'unreadable' } | { kind: 'tooRare' };

const ENTRIES_MAX = 8;
const DIGITS_MAX = 9;

const mod = (n: number, p: number) => ((n % p) + p) % p;
const gcd = (a: number, b: number): number => {
  while (b !== 0) [a, b] = [b, a % b];
  return a;
};

/** The entries of an interval string, or null when it is not one ("400,!100,4", "+!8,5"). */
export const parseFcInterval = (raw: string | number): FcIntervalEntry[] | null => {
  const parts = String(raw).split(',');
  if (parts.length > ENTRIES_MAX) return null;
  const entries: FcIntervalEntry[] = [];
  for (const part of parts) {
    const text = part.trim();
    let at = 0;
    let not = false;
    let ignoresOffset = false;
    while (at < text.length && (text[at] === '!' || text[at] === '+')) {
      if (text[at] === '!') not = true;
      else ignoresOffset = true;
      at++;
    }
    const digits = text.slice(at);
    if (digits.length === 0 || digits.length > DIGITS_MAX || digits[0] === '0') return null;
    for (const digit of digits) if (digit < '0' || digit > '9') return null;
    entries.push({ period: Number(digits), not, ignoresOffset });
  }
  while (entries.length > 0 && entries[entries.length - 1].not) entries.pop();
  return entries;
};

interface Residue {
  period: number;
  offset: number;
}

// The inverse of a modulo m (a and m coprime, m ≥ 1), by the extended Euclidean algorithm.
const inverse = (a: number, m: number) => {
  let [r0, r1, s0, s1] = [mod(a, m), m, 1, 0];
  while (r1 !== 0) {
    const q = Math.floor(r0 / r1);
    [r0, r1, s0, s1] = [r1, r0 - q * r1, s1, s0 - q * s1];
  }
  return mod(s0, m);
};

// y ≡ a.offset (mod a.period) and y ≡ b.offset (mod b.period) as one congruence, or null when no
// year meets both. Periods stay within LEAP_PERIOD_MAX before they are combined (the caller
// checks), so every product is a safe integer.
const bothOf = (a: Residue, b: Residue): Residue | null => {
  const g = gcd(a.period, b.period);
  const difference = b.offset - a.offset;
  if (mod(difference, g) !== 0) return null;
  const step = b.period / g;
  const k = mod((difference / g) * inverse(a.period / g, step), step);
  const period = (a.period / g) * b.period;
  return { period, offset: mod(a.offset + a.period * k, period) };
};

const withOffset = (term: LeapTerm): LeapTerm => {
  const { offset, ...rest } = term;
  return offset ? term : rest;
};

// The shapes one rule says: [+a], [!a, +b], [+a, !b, +c] with c dividing a, all counted from one
// offset smaller than the rule's period.
const oneRule = (residues: Residue[], nots: boolean[]): LeapTerm | null => {
  const pattern = nots.map((not) => (not ? '!' : '+')).join('');
  const last = residues[residues.length - 1];
  const fits = residues.every((r) => r.period <= LEAP_PERIOD_MAX && mod(last.offset - r.offset, r.period) === 0);
  if (!fits) return null;
  const base = { extraDays: 1, every: last.period, offset: last.offset };
  if (pattern === '+') return withOffset(base);
  if (pattern === '!+') return withOffset({ ...base, except: residues[0].period });
  if (pattern === '+!+' && residues[0].period % last.period === 0) return withOffset({ ...base, except: residues[1].period, unless: residues[0].period });
  return null;
};

// First match as a sum: entry i decides when it matches and no earlier entry does, so a "yes"
// entry adds Π_{j<i} (1 - [j matches]) · [i matches], expanded over the subsets of earlier entries.
const inclusionExclusion = (residues: Residue[], nots: boolean[]): LeapTerm[] | null => {
  const sums = new Map<string, { residue: Residue; days: number }>();
  for (let i = 0; i < residues.length; i++) {
    if (nots[i]) continue;
    for (let subset = 0; subset < 1 << i; subset++) {
      let residue: Residue | null = residues[i];
      let sign = 1;
      for (let j = 0; j < i && residue; j++) {
        if ((subset & (1 << j)) === 0) continue;
        residue = bothOf(residue, residues[j]);
        sign = -sign;
        if (residue && residue.period > LEAP_PERIOD_MAX) return null;
      }
      if (!residue) continue;
      const key = `${residue.period}:${residue.offset}`;
      const sum = sums.get(key) ?? { residue, days: 0 };
      sums.set(key, { residue, days: sum.days + sign });
    }
  }
  const terms = [...sums.values()]
    .filter(({ days }) => days !== 0)
    .map(({ residue, days }) => withOffset({ extraDays: days, every: residue.period, offset: residue.offset }));
  // Days added before days removed: the engine never lets a month go below 0 days on the way.
  return [...terms.filter((term) => term.extraDays > 0), ...terms.filter((term) => term.extraDays < 0)];
};

/** The rules saying in which years a leap day appears (each adding its one day), or why none can. */
export const leapPlanOf = (interval: string | number, offset: number, cyclic: boolean): LeapPlan => {
  const entries = parseFcInterval(interval);
  if (!entries) return { kind: 'unreadable' };
  if (cyclic) {
    // Every listed year of a cycle of `offset` years.
    if (!Number.isInteger(offset) || offset < 1 || entries.some((entry) => entry.not || entry.ignoresOffset)) return { kind: 'unreadable' };
    if (offset > LEAP_PERIOD_MAX) return { kind: 'tooRare' };
    const years = [...new Set(entries.map((entry) => mod(entry.period, offset)))];
    return { kind: 'rules', terms: years.map((year) => withOffset({ extraDays: 1, every: offset, offset: year })) };
  }
  if (entries.length === 0) return { kind: 'rules', terms: [] };
  if (entries.some((entry) => entry.period > LEAP_PERIOD_MAX)) return { kind: 'tooRare' };
  const residues = entries.map((entry) => ({ period: entry.period, offset: entry.ignoresOffset ? 0 : mod(offset, entry.period) }));
  const nots = entries.map((entry) => entry.not);
  const one = oneRule(residues, nots);
  if (one) return { kind: 'rules', terms: [one] };
  const terms = inclusionExclusion(residues, nots);
  return terms ? { kind: 'rules', terms } : { kind: 'tooRare' };
};

/** Whether a leap day with these rules appears in an astronomical year (for specs and checks). */
export const fcLeapYear = (entries: readonly FcIntervalEntry[], offset: number, year: number): boolean => {
  for (const entry of entries) if (mod(year - (entry.ignoresOffset ? 0 : offset), entry.period) === 0) return !entry.not;
  return false;
};
