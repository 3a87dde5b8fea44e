import { Link, useParams } from 'react-router';
import { useEmailLink, type EmailLinkKind } from './api';
import { AuthCard } from './AuthCard';
import styles from './AuthCard.module.css';

const titles: Record<EmailLinkKind, string> = { confirm: 'Confirm Email Address', cancel: 'Cancel Email Change' };
const waiting: Record<EmailLinkKind, string> = { confirm: 'Confirming your new address...', cancel: 'Cancelling the change...' };

/**
 * /confirm-email/{code} and /cancel-email-change/{code}: the links mailed when an account's
 * address changes. They work signed in or not, in any browser: the code is the proof.
 */
export function EmailLinkPage({ kind }: { kind: EmailLinkKind }) {
  const { code = '' } = useParams();
  const link = useEmailLink(kind, code);
  const answer = link.data;

  return (
    <AuthCard title={titles[kind]}>
      <div className={styles.result} role="status">
        {!answer ? (
          <p className={styles.resultText}>
            <span className={`${styles.spinner} ${styles.inlineSpinner}`} aria-hidden="true" />
            {waiting[kind]}
          </p>
        ) : answer.ok ? (
          <>
            <p className={styles.resultTitle}>{answer.data.message}</p>
            {kind === 'cancel' && <p className={styles.resultText}>If you did not ask for the change, change your password too.</p>}
            <Link to="/dashboard/settings" className="button button-primary">
              Account Settings
            </Link>
          </>
        ) : (
          <>
            <p className={styles.resultTitle}>{answer.data.error}</p>
            <Link to="/dashboard/settings" className="button button-secondary">
              Account Settings
            </Link>
          </>
        )}
      </div>
    </AuthCard>
  );
}
