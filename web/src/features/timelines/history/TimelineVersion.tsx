import type { TimelineView } from '@lorewright/domain/timelines/timelineView';
import { formatNodeDate } from '../timelineDates';
import styles from './TimelineVersion.module.css';

/**
 * A timeline as it was, read-only and compact (the axis is an editor's tool): its calendar and
 * zones, then each line with its points and their dates, in the order they were added.
 */
export function TimelineVersion({ timeline }: { timeline: TimelineView }) {
  const { calendar } = timeline;
  return (
    <div className={styles.version}>
      {timeline.description && <p className={styles.muted}>{timeline.description}</p>}
      <dl className={styles.facts}>
        <dt>Calendar</dt>
        <dd>{calendar.name || 'Untitled'}</dd>
        <dt>Zones</dt>
        <dd>
          {Object.values(timeline.zones)
            .map((zone) => `${zone.name} (${zone.start} – ${zone.end})`)
            .join(', ')}
        </dd>
      </dl>
      {timeline.lines.length === 0 && <p className={styles.muted}>This version has no lines.</p>}
      {timeline.lines.map((line) => (
        <section key={line._id} className={styles.group} aria-label={`Line ${line.name}`}>
          <h4 className={styles.groupTitle}>{line.name}</h4>
          {line.nodes.length === 0 ? (
            <p className={styles.muted}>No points.</p>
          ) : (
            <ul className={styles.rows}>
              {line.nodes.map((node) => (
                <li key={node._id}>
                  <span className={styles.when}>
                    {formatNodeDate(calendar, node)}
                    {node.end && ` – ${formatNodeDate(calendar, node.end)}`}
                  </span>
                  <span>
                    {node.title}
                    {node.subtitle && <span className={styles.muted}> · {node.subtitle}</span>}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
