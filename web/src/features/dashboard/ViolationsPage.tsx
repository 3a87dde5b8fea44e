import { useId, useState, type FormEvent } from 'react';
import { DashboardPage } from '../../components/DashboardPage';
import { formatDate } from '../../lib/formatDate';
import { useCurrentUser } from '../../lib/session/api';
import type { Violation } from '../../lib/session/types';
import { useAppDispatch } from '../../lib/state/store';
import { alertShown } from '../../lib/state/uiSlice';
import { useAppealViolation } from './api';
import styles from './Dashboard.module.css';

export const NO_VIOLATIONS = 'You have no violations.';
export const APPEAL_REASON_REQUIRED = 'Please enter a reason for your appeal.';

export function ViolationsPage() {
  const user = useCurrentUser();
  // product.md §4.1: repealed violations are hidden.
  const violations = (user?.violationHistory ?? []).filter((violation) => !violation.repealedOn);

  return (
    <DashboardPage title="Violations" intro="Content that breaks the terms of service is recorded here. You can appeal a violation you think was a mistake.">
      {violations.length === 0 ? (
        <section className="panel-card" aria-label="Violation history">
          <p className="empty-note">{NO_VIOLATIONS}</p>
        </section>
      ) : (
        <ul className={styles.violations} aria-label="Violation history">
          {violations.map((violation, index) => (
            <li key={`${violation.date}-${index}`} className="panel-card">
              <ViolationItem violation={violation} />
            </li>
          ))}
        </ul>
      )}
    </DashboardPage>
  );
}

function ViolationItem({ violation }: { violation: Violation }) {
  return (
    <article className={styles.violation}>
      <header className={styles.violationHeader}>
        <h2 className="panel-title">{formatDate(violation.date)}</h2>
        <AppealStatus violation={violation} />
      </header>
      <p>{violation.reason}</p>
      {violation.appealedOn ? (
        <div className={styles.appeal}>
          <p className="form-label">Your appeal ({formatDate(violation.appealedOn)})</p>
          <p className="panel-text">{violation.appealReason}</p>
        </div>
      ) : (
        <AppealForm violation={violation} />
      )}
    </article>
  );
}

function AppealStatus({ violation }: { violation: Violation }) {
  if (!violation.appealedOn) return null;
  // product.md §4.1: an appeal is pending until it is rejected.
  return violation.rejectedOn ? (
    <span className={`${styles.tag} ${styles.tagDanger}`}>Appeal rejected on {formatDate(violation.rejectedOn)}</span>
  ) : (
    <span className={styles.tag}>Appeal pending</span>
  );
}

function AppealForm({ violation }: { violation: Violation }) {
  const dispatch = useAppDispatch();
  const appeal = useAppealViolation();
  const [reason, setReason] = useState('');
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      dispatch(alertShown({ kind: 'warning', text: APPEAL_REASON_REQUIRED }));
      return;
    }
    appeal.mutate(
      // The id names the violation; the date is what the product's call sends.
      { ...(violation.violationId ? { violationId: violation.violationId } : {}), violationDate: violation.date, appealReason: reason.trim() },
      {
        onSuccess: ({ message }) => dispatch(alertShown({ kind: 'success', text: message })),
        onError: (error) => dispatch(alertShown({ kind: 'error', text: error.message })),
      },
    );
  };

  return (
    <form className={styles.appeal} onSubmit={submit} noValidate>
      <label htmlFor={id} className="form-label">
        Appeal this violation
      </label>
      <textarea
        id={id}
        className={`${styles.input} ${styles.textarea}`}
        value={reason}
        placeholder="Tell us why this violation should be reconsidered."
        onChange={(e) => setReason(e.target.value)}
      />
      <div className="button-row">
        <button type="submit" className="button button-primary" disabled={appeal.isPending}>
          Submit Appeal
        </button>
      </div>
    </form>
  );
}
