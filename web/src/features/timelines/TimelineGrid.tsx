import type { Calendar } from '@lorewright/domain/calendars/calendar';
import { memo } from 'react';
import { gridLines, type AxisView } from './timelineAxis';
import styles from './TimelineStage.module.css';

/** The grid's lines down the stage, labelled with their year (or month, or day) along the top where there is room. */
export const TimelineGrid = memo(function TimelineGrid({ calendar, view }: { calendar: Calendar; view: AxisView }) {
  return (
    <div className={styles.grid} aria-hidden="true">
      {gridLines(calendar, view).map((line) => (
        <div key={line.value} className={styles.gridLine} style={{ transform: `translateX(${line.x}px)` }}>
          {line.label && <span className={`${styles.gridLabel} ${line.alignEnd ? styles.gridLabelEnd : ''}`}>{line.label}</span>}
        </div>
      ))}
    </div>
  );
});
