import { PageLoading } from '../../components/PageLoading';
import { AlertMessage } from '../../components/Alerts';
import { useLoginHistory } from './api';
import { ColumnHeads } from './ColumnHeads';
import { formatDateTime } from './formatDate';
import styles from './Dashboard.module.css';

const unknown = (value: string | null | undefined) => value || '—';

export function LoginHistoryPage() {
  const history = useLoginHistory();
  // Newest first.
  const entries = [...(history.data ?? [])].sort((a, b) => b.date.localeCompare(a.date));

  return (
    <div className="page-stack">
      <title>Login History · Lorewright</title>
      <header className="page-heading">
        <h1 className="dashboard-title">Login History</h1>
        <p className="page-intro">Every login to your account, with where it came from. Don't recognise one? Change your password.</p>
      </header>
      <section className="panel-card" aria-label="Logins">
        {history.isPending ? (
          <PageLoading />
        ) : history.isError ? (
          <AlertMessage kind="error" inline>
            {history.error.message}
          </AlertMessage>
        ) : entries.length === 0 ? (
          <p className="empty-note">No logins yet.</p>
        ) : (
          <div className={styles.tableScroll}>
            <table className={styles.table}>
              <ColumnHeads names={['Date', 'IP', 'City', 'Country']} />
              <tbody>
                {entries.map((entry, index) => (
                  <tr key={`${entry.date}-${index}`}>
                    <td>{formatDateTime(entry.date)}</td>
                    <td>
                      <code className={styles.code}>{entry.location.ip}</code>
                    </td>
                    <td>{unknown(entry.location.city)}</td>
                    <td>{unknown(entry.location.country_name)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
