import { DashboardPage } from '../../components/DashboardPage';
import { Loaded } from '../../components/Loaded';
import { formatDateTime } from '../../lib/formatDate';
import { useLoginHistory } from './api';
import { ColumnHeads } from './ColumnHeads';
import styles from './Dashboard.module.css';

const unknown = (value: string | null | undefined) => value || '—';
const newestFirst = <T extends { date: string }>(logins: T[]) => [...logins].sort((a, b) => b.date.localeCompare(a.date));

export function LoginHistoryPage() {
  const history = useLoginHistory();

  return (
    <DashboardPage title="Login History" intro="Every login to your account, with where it came from. Don't recognise one? Change your password.">
      <section className="panel-card" aria-label="Logins">
        <Loaded query={history}>
          {(logins) =>
            logins.length === 0 ? (
              <p className="empty-note">No logins yet.</p>
            ) : (
              <div className={styles.tableScroll}>
                <table className={styles.table}>
                  <ColumnHeads names={['Date', 'IP', 'City', 'Country']} />
                  <tbody>
                    {newestFirst(logins).map((entry, index) => (
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
            )
          }
        </Loaded>
      </section>
    </DashboardPage>
  );
}
