import type { Calendar } from '@lorewright/domain/calendars/calendar';
import { worldDateText } from '@lorewright/domain/calendars/worldDate';
import { useId } from 'react';
import { AsOfPicker } from '../worldTime/api';
import type { MapTime } from './useMapTime';
import styles from './MapTimeControl.module.css';

/**
 * The map in time, for everyone once a point is dated: a date to view the map on, a Year slider
 * over the years the points' periods name, and Play / Pause through them. Markers whose place
 * does not stand at that date are not drawn; with no date chosen every point shows.
 */
export function MapTimeControl({ calendar, time }: { calendar: Calendar; time: MapTime }) {
  const id = useId();
  const { span, at, playing } = time;
  if (!span) return null;
  const year = Math.min(Math.max(at?.year ?? span.max, span.min), span.max);
  const shown = at ? worldDateText(calendar, at) : 'Today: every point';
  return (
    <section className={styles.time} aria-label="Map in time">
      <AsOfPicker calendar={calendar} asOf={at} onChange={time.choose} label="View the map as of" subject="the map" quiet={playing} />
      <div className={styles.slider}>
        <label htmlFor={`${id}-year`} className="form-label">
          Year
        </label>
        <input
          id={`${id}-year`}
          className={styles.range}
          type="range"
          min={span.min}
          max={span.max}
          step={1}
          value={year}
          aria-valuetext={shown}
          onChange={(event) => time.slideTo(Number(event.target.value))}
        />
        <output htmlFor={`${id}-year`} className={styles.year} aria-live={playing ? 'off' : 'polite'}>
          {shown}
        </output>
        <button type="button" className="button button-secondary" onClick={playing ? time.pause : time.play}>
          {playing ? 'Pause' : 'Play'}
        </button>
      </div>
    </section>
  );
}
