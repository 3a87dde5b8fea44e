import type { StaffRawEvent } from '@lorewright/domain/staff/staffViews';
import { formatDateTime } from '../../lib/formatDate';
import { DataTable } from './DataTable';
import styles from './Staff.module.css';

// The system and operators act without a user.
const actorOf = (event: StaffRawEvent) => event.actorName ?? event.actorId ?? 'System';

/** A stream's events, oldest first; the data is shown as JSON text, never as markup. */
export function EventsTable({ events }: { events: StaffRawEvent[] }) {
  if (events.length === 0) return <p className="empty-note">No events in this stream.</p>;
  return (
    <DataTable caption="Events, oldest first" columns={['Position', 'Time', 'Type', 'Actor', 'Data']}>
      {events.map((event) => (
        <tr key={event.position}>
          <td>{event.position}</td>
          <td>{formatDateTime(event.time)}</td>
          <th scope="row">{event.type}</th>
          <td>{actorOf(event)}</td>
          <td>
            <pre className={styles.json}>{JSON.stringify(event.data, null, 2)}</pre>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
