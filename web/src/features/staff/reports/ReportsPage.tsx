import { Loaded } from '../../../components/Loaded';
import { Pagination } from '../../../components/Pagination';
import { QueueBar } from '../QueueBar';
import { Section } from '../Section';
import { StaffConsolePage } from '../StaffConsolePage';
import { useQueueAddress } from '../useQueueAddress';
import { ReportCard } from './ReportCard';
import { useStaffReports } from './reportsApi';
import { EMPTY_QUEUE, QUEUE_TITLES } from './reportWords';
import styles from './Reports.module.css';

/** /staff/reports: the Content Reports queue. */
export function ReportsPage() {
  return (
    <StaffConsolePage title="Content Reports">
      <ReportQueue />
    </StaffConsolePage>
  );
}

// Asked only once the gate has let a staff member through.
function ReportQueue() {
  const { filter, page, go } = useQueueAddress();
  const reports = useStaffReports(filter, page);
  return (
    <Section title={QUEUE_TITLES[filter]}>
      <QueueBar filter={filter} onChange={(next) => go(next)} total={reports.data?.total} noun="report" />
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
