import type { StaffTicketScreenshot } from '@lorewright/domain/staff/ticketViews';
import { useObjectUrl } from '../../../lib/useObjectUrl';
import { useTicketScreenshot } from './ticketsApi';
import styles from './Tickets.module.css';

/** The ticket's screenshots: private files, fetched with the session and shown from blobs. */
export function TicketScreenshots({ ticketId, screenshots }: { ticketId: string; screenshots: StaffTicketScreenshot[] }) {
  if (screenshots.length === 0) return <p className="empty-note">No screenshots.</p>;
  return (
    <ul className={styles.screenshots}>
      {screenshots.map((shot) => (
        <li key={shot.index}>
          <Screenshot ticketId={ticketId} shot={shot} />
        </li>
      ))}
    </ul>
  );
}

function Screenshot({ ticketId, shot }: { ticketId: string; shot: StaffTicketScreenshot }) {
  const image = useTicketScreenshot(ticketId, shot.index);
  const url = useObjectUrl(image.data ?? null);
  const label = `Screenshot ${shot.index}`;
  const size = `${Math.max(1, Math.round(shot.size / 1024))} KB`;
  if (image.isError) return <span className={styles.screenshotNote}>{`${label} could not be loaded.`}</span>;
  return (
    <figure className={styles.screenshot}>
      {url ? (
        <a href={url} target="_blank" rel="noreferrer">
          <img src={url} alt={label} />
        </a>
      ) : (
        <span className={styles.screenshotNote}>Loading…</span>
      )}
      <figcaption className={styles.screenshotNote}>{`${label} · ${size}`}</figcaption>
    </figure>
  );
}
