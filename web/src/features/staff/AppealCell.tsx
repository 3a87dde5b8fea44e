import type { StaffViolation } from '@lorewright/domain/staff/staffViews';
import { formatDate } from '../../lib/formatDate';
import { APPEAL_WORDS, type AppealState } from './staffWords';
import styles from './Staff.module.css';

// The date that settled the state, where there is one.
const settledOn = (violation: StaffViolation, state: AppealState) =>
  ({ none: null, pending: violation.appealedOn, rejected: violation.rejectedOn, repealed: violation.repealedOn })[state];

/** A violation's appeal state, and the person's reason while it waits for staff. */
export function AppealCell({ violation, state }: { violation: StaffViolation; state: AppealState }) {
  const on = settledOn(violation, state);
  return (
    <>
      <span className={styles.appealState} data-state={state}>
        {APPEAL_WORDS[state]}
        {on && ` (${formatDate(on)})`}
      </span>
      {state === 'pending' && violation.appealReason && <span className={styles.appealReason}>{violation.appealReason}</span>}
    </>
  );
}
