import type { LeapRule } from './calendar';
import { LEAP_CYCLE_MAX } from './calendarLimits';

// The leap rules of a calendar repeat after the least common multiple of all their periods;
// the engine precomputes one cycle of years (compiledCalendar.ts).

const gcd = (a: number, b: number): number => {
  while (b !== 0) [a, b] = [b, a % b];
  return a;
};

/** The cycle of the rules in years (1 without rules), or null when it exceeds LEAP_CYCLE_MAX. */
export const leapCycleYears = (rules: readonly LeapRule[]): number | null => {
  let cycle = 1;
  for (const rule of rules) {
    for (const period of [rule.every, rule.except, rule.unless]) {
      if (period === undefined) continue;
      cycle = (cycle / gcd(cycle, period)) * period;
      // Checked at every step, so the product never grows past a safe integer.
      if (cycle > LEAP_CYCLE_MAX) return null;
    }
  }
  return cycle;
};

const divides = (period: number | undefined, n: number) => period !== undefined && n % period === 0;

/** Whether a rule applies in an astronomical year. */
export const leapRuleApplies = (rule: LeapRule, astronomicalYear: number): boolean => {
  const n = astronomicalYear - (rule.offset ?? 0);
  if (!divides(rule.every, n)) return false;
  return !divides(rule.except, n) || divides(rule.unless, n);
};
