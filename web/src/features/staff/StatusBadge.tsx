import type { AccountStatus } from '@lorewright/domain/accounts/userView';
import { STATUS_WORDS } from './staffWords';
import styles from './Staff.module.css';

/** An account's status as a coloured pill: Active, Blocked or Pending. */
export function StatusBadge({ status }: { status: AccountStatus }) {
  return (
    <span className={`pill-label ${styles.badge}`} data-status={status}>
      {STATUS_WORDS[status]}
    </span>
  );
}
