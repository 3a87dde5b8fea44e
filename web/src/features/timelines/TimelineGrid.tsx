import type { Calendar } from '@lorewright/domain/calendars/calendar';
import { memo } from 'react';
import { gridLines, type AxisView } from './timelineAxis';
import styles from './TimelineStage.module.css';

/** The grid's lines down the stage, each labelled with its year (or day) along the top. */
export const TimelineGrid = memo(function TimelineGrid({ calendar, view }: { calendar: Calendar; view: AxisView }) {
  return (
    <div className={styles.grid} aria-hidden="true">
      {gridLines(calendar, view).map((line) => (
        <div key={line.value} className={styles.gridLine} style={{ transform: `translateX(${line.x}px)` }}>
          <span className={styles.gridLabel}>{line.label}</span>
        </div>
      ))}
    </div>
  );
});
