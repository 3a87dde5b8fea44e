import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { AlertMessage } from '../../components/Alerts';
import { PageLoading } from '../../components/PageLoading';
import { formatDateTime } from '../../lib/formatDate';
import { useOutboxMail, type Mail } from './api';
import { MAIL_FRAME_SANDBOX, inAppPath, mailLinks, mailSrcdoc } from './mailContent';
import styles from './DevMailboxPage.module.css';

type BodyView = 'html' | 'text';

/** One mail (/dev/mailbox/{id}), loaded by its id. */
export function MailReader({ id }: { id: string }) {
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
