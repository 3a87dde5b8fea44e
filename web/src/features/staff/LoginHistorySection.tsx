import type { LoginRecord } from '@lorewright/domain/accounts/userView';
import { formatDateTime } from '../../lib/formatDate';
import { DataTable } from './DataTable';
import { Section } from './Section';

const unknown = (value: string | null) => value || '—';
// ISO dates sort as text; the newest login is the one support asks about.
const newestFirst = (logins: LoginRecord[]) => [...logins].sort((a, b) => b.date.localeCompare(a.date));

export function LoginHistorySection({ logins }: { logins: LoginRecord[] }) {
  return (
    <Section title="Login History">
      {logins.length === 0 ? (
        <p className="empty-note">No logins yet.</p>
      ) : (
        <DataTable caption="Logins, newest first" columns={['Date', 'IP', 'City', 'Country']}>
          {newestFirst(logins).map((login, index) => (
            <tr key={`${login.date}-${index}`}>
              <td>{formatDateTime(login.date)}</td>
              <td>
                <code>{login.location.ip}</code>
              </td>
              <td>{unknown(login.location.city)}</td>
              <td>{unknown(login.location.country_name)}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </Section>
  );
}
