import { Link, useParams } from 'react-router';
import { AlertMessage } from '../../components/Alerts';
import { Icon } from '../../components/icons/Icon';
import { NotFoundPage } from '../../components/NotFoundPage';
import { PageLoading } from '../../components/PageLoading';
import { ApiRequestError } from '../../lib/apiClient';
import { OUTBOX_REFRESH_MS, useOutbox } from './api';
import { EmptyOutbox } from './EmptyOutbox';
import { formatTime } from './mailDates';
import { MailList } from './MailList';
import { MailReader } from './MailView';
import styles from './DevMailboxPage.module.css';

/**
 * The development mailbox: the server's outbox, newest first, checked every 5 s, and
 * the chosen mail (/dev/mailbox/{id}) beside it. Production has no outbox: the API answers 404
 * and so does this page.
 */
export function DevMailboxPage() {
  const { mailId } = useParams();
  const outbox = useOutbox();

  if (outbox.isError && outbox.error instanceof ApiRequestError && outbox.error.status === 404) return <NotFoundPage />;

  const mails = outbox.data;
  return (
    <div className={styles.page}>
      <title>Dev Mailbox · Lorewright</title>
      <header className={styles.header}>
        <div className={styles.heading}>
          <p className={styles.eyebrow}>Development only</p>
          <h1 className="dashboard-title">Dev Mailbox</h1>
          <p className={styles.lead}>
            Every mail the server has written to its outbox, newest first. New mail shows up by itself every {OUTBOX_REFRESH_MS / 1000} seconds.
          </p>
        </div>
        <div className={styles.toolbar}>
          <span className={styles.checked} aria-live="polite">
            {outbox.isFetching ? 'Checking…' : outbox.dataUpdatedAt ? `Checked ${formatTime(outbox.dataUpdatedAt)}` : ''}
          </span>
          <button type="button" className="button button-secondary" onClick={() => void outbox.refetch()} aria-busy={outbox.isFetching}>
            <Icon name="refresh" size={16} strokeWidth={2.2} className={styles.refreshIcon} data-spinning={outbox.isFetching} />
            Refresh
          </button>
        </div>
      </header>

      {outbox.isError && (
        <AlertMessage kind="error" inline>
          {mails ? `Could not check for new mail: ${outbox.error.message}` : outbox.error.message}
        </AlertMessage>
      )}

      {outbox.isPending ? (
        <PageLoading />
      ) : !mails ? null : mails.length === 0 ? (
        <EmptyOutbox />
      ) : (
        <div className={styles.columns} data-selected={mailId !== undefined}>
          <MailList mails={mails} selectedId={mailId} />
          <section className={styles.reader} aria-label="Selected mail">
            <Link to="/dev/mailbox" className={styles.back}>
              <span aria-hidden="true">←</span> All mail
            </Link>
            {mailId === undefined ? <p className={styles.idle}>Select a mail to read it.</p> : <MailReader key={mailId} id={mailId} />}
          </section>
        </div>
      )}
    </div>
  );
}
