import { useId } from 'react';
import { NavLink } from 'react-router';
import { formatDateTime } from '../../lib/formatDate';
import type { MailSummary } from './api';
import { listDate } from './mailDates';
import styles from './DevMailboxPage.module.css';

/** The outbox, newest first: each mail's address, date and subject, linking to it. */
export function MailList({ mails, selectedId }: { mails: MailSummary[]; selectedId: string | undefined }) {
  const countId = useId();
  return (
    <section className={styles.list} aria-labelledby={countId}>
      <h2 id={countId} className={styles.listTitle}>
        Outbox <span className={styles.count}>{mails.length === 1 ? '1 mail' : `${mails.length} mails`}</span>
      </h2>
      <ul className={styles.mails}>
        {mails.map((mail) => (
          <li key={mail.id}>
            <NavLink
              to={`/dev/mailbox/${encodeURIComponent(mail.id)}`}
              className={({ isActive }) => (isActive || mail.id === selectedId ? `${styles.mail} ${styles.mailActive}` : styles.mail)}
            >
              <span className={styles.mailTop}>
                <span className={styles.mailTo} title={mail.to}>
                  {mail.to}
                </span>
                <time className={styles.mailDate} dateTime={mail.date} title={formatDateTime(mail.date)}>
                  {listDate(mail.date)}
                </time>
              </span>
              <span className={styles.mailSubject}>{mail.subject || '(No subject)'}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
