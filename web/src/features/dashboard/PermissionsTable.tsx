import { permissionRows, type Permissions } from '@lorewright/domain/accounts/permissions';
import { ColumnHeads } from './ColumnHeads';
import { formatDate } from './formatDate';
import styles from './Dashboard.module.css';

const featureLabel = (feature: string) => feature.charAt(0).toUpperCase() + feature.slice(1);

/** 'Your Permissions': writings and wikis forever; the paid elements while their date is ahead. */
export function PermissionsTable({ permissions, now = new Date() }: { permissions: Permissions; now?: Date }) {
  const rows = permissionRows(permissions, now, formatDate);
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">Your Permissions</caption>
      <ColumnHeads names={['Element', 'Access', 'Until']} />
      <tbody>
        {rows.map((row) => (
          <tr key={row.feature}>
            <th scope="row">{featureLabel(row.feature)}</th>
            <td>{row.allowed ? <CheckIcon /> : <CrossIcon />}</td>
            <td className={row.allowed ? undefined : styles.muted}>{row.until}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function CheckIcon() {
  return (
    <svg className={`${styles.icon} ${styles.allowed}`} viewBox="0 0 20 20" role="img" aria-label="Allowed">
      <circle cx="10" cy="10" r="9" fill="currentColor" opacity="0.16" />
      <path d="M6 10.5l2.6 2.6L14.2 7.4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function CrossIcon() {
  return (
    <svg className={`${styles.icon} ${styles.denied}`} viewBox="0 0 20 20" role="img" aria-label="Not allowed">
      <circle cx="10" cy="10" r="9" fill="currentColor" opacity="0.16" />
      <path d="M7 7l6 6M13 7l-6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
