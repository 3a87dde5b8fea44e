import type { WorldPeriod } from '@lorewright/domain/calendars/worldDate';

// The years a map's time control runs over: from the earliest to the latest year its points'
// periods name (null when no point is dated: the map has no time control).

export interface YearSpan {
  min: number;
  max: number;
}

export const yearSpanOf = (points: Iterable<{ period?: WorldPeriod | undefined }>): YearSpan | null => {
  let min = Infinity;
  let max = -Infinity;
  for (const { period } of points) {
    for (const date of [period?.from, period?.until]) {
      if (!date) continue;
      min = Math.min(min, date.year);
      max = Math.max(max, date.year);
    }
  }
  return min <= max ? { min, max } : null;
};

// Play goes about ten steps a second; a long span takes bigger steps, so playing it through
// takes at most ~20 seconds.
export const PLAY_STEP_MS = 100;
const PLAY_STEPS_MAX = 200;
export const playStepOf = ({ min, max }: YearSpan) => Math.max(1, Math.ceil((max - min) / PLAY_STEPS_MAX));
