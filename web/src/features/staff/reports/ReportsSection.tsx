import type { StaffUserDetail } from '@lorewright/domain/staff/staffViews';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/formatDate';
import { DataTable } from '../DataTable';
import { Section } from '../Section';
import { contentState, TARGET_LABELS } from './reportWords';

/** The person's Content Reports on their staff page: about their content, and made by them. */
export function ReportsSection({ items }: { items: StaffUserDetail['reports'] }) {
  return (
    <Section title="Content Reports">
      {items.length === 0 ? (
        <p className="empty-note">No reports about this person’s content, and none made by them.</p>
      ) : (
        <DataTable caption="Content reports" columns={['Reported', 'Content', 'Author', 'Reported by', 'Reason', 'Report']}>
          {items.map((report) => (
            <tr key={report.reportId}>
              <td>{formatDate(report.reportedAt)}</td>
              <td data-wrap="">
                {TARGET_LABELS[report.target]} ({contentState(report).toLowerCase()}):{' '}
                {report.gone ? '—' : <Link to={report.link}>{report.title ?? report.excerpt}</Link>}
              </td>
              <td>
                <Link to={`/staff/users/${encodeURIComponent(report.author._id)}`}>{report.author.name}</Link>
              </td>
              <td>
                <Link to={`/staff/users/${encodeURIComponent(report.reporter._id)}`}>{report.reporter.name}</Link>
              </td>
              <td data-wrap="">{report.reason}</td>
              <td>{report.status === 'open' ? 'Open' : 'Closed'}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </Section>
  );
}
