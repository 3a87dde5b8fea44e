import { asOfText, type WorldDate, type WorldPeriod } from '@lorewright/domain/calendars/worldDate';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useAsOf } from '../worldTime/api';
import { PLAY_STEP_MS, playStepOf, yearSpanOf, type YearSpan } from './mapTime';

// A slide settles into the address once it rests this long (the back button then steps through
// the dates chosen, not every year passed on the way).
export const SLIDE_SETTLES_MS = 400;

export interface MapTime {
  /** The years the points' periods name; null when no point is dated. */
  span: YearSpan | null;
  /** The date the markers are shown on: the slider's year while it moves, else `?asOf=`; undefined: today, every point. */
  at: WorldDate | undefined;
  /** The date in the address. */
  asOf: WorldDate | undefined;
  playing: boolean;
  /** Choose a date (the picker, or Today with undefined). */
  choose: (date: WorldDate | undefined) => void;
  slideTo: (year: number) => void;
  play: () => void;
  pause: () => void;
}

/**
 * The map page's time: the date in `?asOf=` (so a shared address opens the map on it), the
 * slider's year while it moves (the markers follow each step from the points the page holds, no
 * fetch), and Play, which moves the year on about ten steps a second to the span's end.
 */
export function useMapTime(points: readonly { period?: WorldPeriod | undefined }[]): MapTime {
  const { asOf, setAsOf } = useAsOf();
  const span = useMemo(() => yearSpanOf(points), [points]);
  const [sliding, setSliding] = useState<number | null>(null);
  const [playing, setPlaying] = useState(false);

  // The address changed by other means than a slide settling (the picker, the back button): it
  // rules again. A slide's own write is let by, so a slide already going on is not undone by it.
  const written = useRef<string | null>(null);
  const addressed = asOf ? asOfText(asOf) : '';
  useEffect(() => {
    if (written.current === addressed) return;
    written.current = null;
    setSliding(null);
  }, [addressed]);

  // A slide at rest is written to the address.
  useEffect(() => {
    if (sliding === null || playing || addressed === String(sliding)) return;
    const timer = setTimeout(() => {
      written.current = String(sliding);
      setAsOf({ year: sliding });
    }, SLIDE_SETTLES_MS);
    return () => clearTimeout(timer);
  }, [sliding, playing, addressed, setAsOf]);

  useEffect(() => {
    if (!playing || !span) return;
    const step = playStepOf(span);
    const timer = setInterval(() => setSliding((year) => Math.min((year ?? span.min) + step, span.max)), PLAY_STEP_MS);
    return () => clearInterval(timer);
  }, [playing, span]);
  // At the span's end Play stops, and the year reached is written to the address.
  useEffect(() => {
    if (playing && span && sliding !== null && sliding >= span.max) setPlaying(false);
  }, [playing, span, sliding]);

  const at = useMemo(() => (sliding === null ? asOf : { year: sliding }), [sliding, asOf]);

  const choose = useCallback(
    (date: WorldDate | undefined) => {
      setPlaying(false);
      setSliding(null);
      setAsOf(date);
    },
    [setAsOf],
  );
  const play = () => {
    if (!span) return;
    const year = at?.year;
    // From the start when no year is chosen or the last one is reached.
    setSliding(year === undefined || year >= span.max || year < span.min ? span.min : year);
    setPlaying(true);
  };
  const pause = () => setPlaying(false);
  const slideTo = (year: number) => {
    setPlaying(false);
    setSliding(year);
  };

  return { span, at, asOf, playing, choose, slideTo, play, pause };
}
