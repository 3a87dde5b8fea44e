import { useId, useMemo, useState } from 'react';
import { Link, NavLink, useParams } from 'react-router-dom';
import { AlertMessage } from '../../components/Alerts';
import { PageLoading } from '../../components/PageLoading';
import { ApiRequestError } from '../../lib/apiClient';
import { formatDateTime } from '../dashboard/formatDate';
import { NotFoundPage } from '../notFound/NotFoundPage';
import { OUTBOX_REFRESH_MS, useOutbox, useOutboxMail, type Mail, type MailSummary } from './api';
import { MAIL_FRAME_SANDBOX, inAppPath, mailLinks, mailSrcdoc } from './mailContent';
import styles from './DevMailboxPage.module.css';

export const EMPTY_OUTBOX = 'No mail has been sent yet.';

const timeFormat = new Intl.DateTimeFormat('en-US', { timeStyle: 'medium' });
const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const dayYearFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** The list's short date: the time for today's mail, the day for older mail; the reader has it in full. */
export function listDate(iso: string, now = new Date()): string {
  const date = new Date(iso);
  if (date.toDateString() === now.toDateString()) return timeFormat.format(date);
  return (date.getFullYear() === now.getFullYear() ? dayFormat : dayYearFormat).format(date);
}

/**
 * The development mailbox (issue 3): the server's outbox, newest first, checked every 5 s, and
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
            Every mail the server has written to its outbox, newest first. New mail shows up by itself every {OUTBOX_REFRESH_MS / 1000}{' '}
            seconds.
          </p>
        </div>
        <div className={styles.toolbar}>
          <span className={styles.checked} aria-live="polite">
            {outbox.isFetching ? 'Checking…' : outbox.dataUpdatedAt ? `Checked ${timeFormat.format(outbox.dataUpdatedAt)}` : ''}
          </span>
          <button type="button" className="button button-secondary" onClick={() => void outbox.refetch()} aria-busy={outbox.isFetching}>
            <RefreshIcon spinning={outbox.isFetching} />
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
        <section className={`${styles.panel} ${styles.empty}`} aria-label="Outbox">
          <EnvelopeIcon />
          <p className={styles.emptyTitle}>{EMPTY_OUTBOX}</p>
          <p className={styles.emptyText}>
            Mails appear here as the server sends them — <Link to="/register">register an account</Link> to get an activation mail.
          </p>
        </section>
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

function MailList({ mails, selectedId }: { mails: MailSummary[]; selectedId: string | undefined }) {
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

type BodyView = 'html' | 'text';

function MailReader({ id }: { id: string }) {
  const mail = useOutboxMail(id);
  if (mail.isPending) return <PageLoading />;
  if (mail.isError) {
    return (
      <div className={styles.readerError}>
        <AlertMessage kind="error" inline>
          {mail.error.message}
        </AlertMessage>
      </div>
    );
  }
  return <MailView mail={mail.data} />;
}

function MailView({ mail }: { mail: Mail }) {
  const subjectId = useId();
  const linksId = useId();
  const hasHtml = mail.html.trim() !== '';
  const [view, setView] = useState<BodyView>(hasHtml ? 'html' : 'text');
  const srcdoc = useMemo(() => (hasHtml ? mailSrcdoc(mail.html) : ''), [hasHtml, mail.html]);
  const links = useMemo(() => mailLinks(mail), [mail]);
  const origin = window.location.origin;

  return (
    <article className={styles.mailView} aria-labelledby={subjectId}>
      <header className={styles.mailHeader}>
        <h2 id={subjectId} className={styles.subject}>
          {mail.subject || '(No subject)'}
        </h2>
        <dl className={styles.meta}>
          <dt>From</dt>
          <dd>{mail.from}</dd>
          <dt>To</dt>
          <dd>{mail.to}</dd>
          <dt>Date</dt>
          <dd>
            <time dateTime={mail.date}>{formatDateTime(mail.date)}</time>
          </dd>
        </dl>
      </header>

      <div className={styles.bodyBar}>
        {hasHtml ? (
          <div className={styles.toggle} role="group" aria-label="Show the mail as">
            <button type="button" aria-pressed={view === 'html'} onClick={() => setView('html')}>
              HTML
            </button>
            <button type="button" aria-pressed={view === 'text'} onClick={() => setView('text')}>
              Plain text
            </button>
          </div>
        ) : (
          <span className={styles.bodyNote}>This mail has no HTML part.</span>
        )}
        {view === 'html' && <span className={styles.bodyNote}>Shown sandboxed: no scripts run, links open in a new tab.</span>}
      </div>

      {view === 'html' ? (
        // The frame cannot be measured (its document is sandboxed away from this one): its box
        // can be resized by dragging the corner instead.
        <div className={styles.frameBox}>
          <iframe className={styles.frame} title={`Mail body: ${mail.subject}`} sandbox={MAIL_FRAME_SANDBOX} srcDoc={srcdoc} />
        </div>
      ) : (
        <pre className={styles.text}>{mail.text || '(This mail has no plain-text part.)'}</pre>
      )}

      {links.length > 0 && (
        <section className={styles.links} aria-labelledby={linksId}>
          <h3 id={linksId} className={styles.linksTitle}>
            Links in this mail
          </h3>
          <ul className={styles.linkList}>
            {links.map((link) => {
              const path = inAppPath(link.url, origin);
              return (
                <li key={link.url} className={styles.link}>
                  <div className={styles.linkText}>
                    {link.label && <span className={styles.linkLabel}>{link.label}</span>}
                    <a href={link.url} target="_blank" rel="noopener noreferrer" className={styles.linkUrl}>
                      {link.url}
                    </a>
                  </div>
                  {path && (
                    <Link to={path} className={`button button-primary ${styles.openHere}`} title={`Open ${path} in this tab`}>
                      Open in this tab
                    </Link>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </article>
  );
}

function RefreshIcon({ spinning }: { spinning: boolean }) {
  return (
    <svg className={styles.refreshIcon} data-spinning={spinning} width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M20 11a8 8 0 1 0-2.34 5.66M20 4v7h-7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function EnvelopeIcon() {
  return (
    <svg className={styles.emptyIcon} width="56" height="56" viewBox="0 0 56 56" aria-hidden="true" focusable="false">
      <rect x="6" y="12" width="44" height="32" rx="5" fill="var(--surface-raised)" stroke="var(--border-strong)" strokeWidth="2" />
      <path d="M8 15l20 15 20-15" fill="none" stroke="var(--secondary)" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}
