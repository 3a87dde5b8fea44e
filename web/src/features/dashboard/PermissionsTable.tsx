import { permissionRows, type Permissions } from '@lorewright/domain/accounts/permissions';
import { StatusMark } from '../../components/icons/StatusMark';
import { formatDate } from '../../lib/formatDate';
import { ColumnHeads } from './ColumnHeads';
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
            <td>
              <StatusMark
                yes={row.allowed}
                label={row.allowed ? 'Allowed' : 'Not allowed'}
                className={`${styles.icon} ${row.allowed ? styles.allowed : styles.denied}`}
              />
            </td>
            <td className={row.allowed ? styles.until : `${styles.until} ${styles.muted}`}>{row.until}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
