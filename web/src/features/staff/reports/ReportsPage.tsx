import { Loaded } from '../../../components/Loaded';
import { Pagination } from '../../../components/Pagination';
import { QueueFilterTabs } from '../QueueFilterTabs';
import { Section } from '../Section';
import { StaffNav } from '../StaffNav';
import { StaffOnly } from '../StaffOnly';
import { useQueueAddress } from '../useQueueAddress';
import { ReportCard } from './ReportCard';
import { useStaffReports } from './reportsApi';
import { countOf, EMPTY_QUEUE, QUEUE_TITLES } from './reportWords';
import styles from './Reports.module.css';

/** /staff/reports (issue 19): the Content Reports queue. */
export function ReportsPage() {
  return (
    <StaffOnly>
      <div className="page-column page-stack">
        <title>Content Reports · Staff Console · Lorewright</title>
        <header className="page-heading">
          <h1 className="dashboard-title">Content Reports</h1>
        </header>
        <StaffNav />
        <ReportQueue />
      </div>
    </StaffOnly>
  );
}

// Asked only once the gate has let a staff member through.
function ReportQueue() {
  const { filter, page, go } = useQueueAddress();
  const reports = useStaffReports(filter, page);
  return (
    <Section title={QUEUE_TITLES[filter]}>
      <div className={styles.queueBar}>
        <QueueFilterTabs value={filter} onChange={(next) => go(next)} />
        {reports.data && reports.data.total > 0 && <p className={styles.total}>{countOf(reports.data.total)}</p>}
      </div>
      <Loaded query={reports}>
        {({ reports: items, total, pageSize }) =>
          items.length === 0 ? (
            <p className="empty-note">{EMPTY_QUEUE[filter]}</p>
          ) : (
            <>
              <ul className={styles.cards}>
                {items.map((report) => (
                  <li key={report.reportId}>
                    <ReportCard report={report} />
                  </li>
                ))}
              </ul>
              <Pagination page={page} pageCount={Math.ceil(total / pageSize)} onChange={(next) => go(filter, next)} label="Report pages" />
            </>
          )
        }
      </Loaded>
    </Section>
  );
}
