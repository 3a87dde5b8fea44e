import { timelineMessages as m } from '@lorewright/domain/timelines/timelineMessages';
import { Link } from 'react-router';
import { AlertMessage } from '../../components/Alerts';
import list from '../../styles/ListPanel.module.css';
import { useTimelines } from './api';
import styles from './CalendarPage.module.css';
import { calendarPath } from './timelinePaths';

/** /calendar without a timeline: each timeline of the current world has its calendar (product.md §3). */
export function CalendarTimelinePicker({ worldID }: { worldID: string }) {
  const timelines = useTimelines(worldID);
  return (
    <section className={styles.page} aria-labelledby="calendar-picker-title">
      <title>Calendar · Lorewright</title>
      <div className={styles.card}>
        <p className="eyebrow">Timelines</p>
        <h1 id="calendar-picker-title" className={styles.title}>
          Calendar
        </h1>
        <p className={styles.lead}>Each timeline has its own calendar. Choose the timeline whose calendar you want to see or change.</p>
        {timelines.isPending ? (
          <p className={list.empty}>Loading timelines…</p>
        ) : timelines.isError ? (
          <AlertMessage kind="error" inline>
            {timelines.error.message}
          </AlertMessage>
        ) : timelines.data.length === 0 ? (
          <p className={list.empty}>{m.emptyMenu}</p>
        ) : (
          <ul className={list.list}>
            {timelines.data.map((timeline) => (
              <li key={timeline._id}>
                <Link to={calendarPath(timeline._id)} className={styles.row}>
                  <span className={styles.rowTitle}>{timeline.title}</span>
                  <span className={styles.years}>
                    Years {timeline.start} to {timeline.end}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
