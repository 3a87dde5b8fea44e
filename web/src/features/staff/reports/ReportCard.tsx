import type { StaffReportListItem } from '@lorewright/domain/staff/reportViews';
import { useId } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/formatDate';
import { AssigneeSelect } from '../AssigneeSelect';
import { ConfirmButton } from '../ConfirmButton';
import { ReasonForm } from '../ReasonForm';
import { useActionFeedback } from '../useActionFeedback';
import { useReportAction, type ReportAction } from './reportsApi';
import { contentState, TARGET_LABELS } from './reportWords';
import styles from './Reports.module.css';

const personLink = ({ _id, name }: { _id: string; name: string }) => <Link to={`/staff/users/${encodeURIComponent(_id)}`}>{name}</Link>;

/** One report in the queue: what was reported and by whom, and what staff can do about it. */
export function ReportCard({ report }: { report: StaffReportListItem }) {
  const headingId = useId();
  const action = useReportAction(report.reportId);
  const feedback = useActionFeedback();
  const run = (next: ReportAction, done?: () => void) => action.mutate(next, feedback(done));
  const open = report.status === 'open';
  const state = contentState(report);
  const what = TARGET_LABELS[report.target];

  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <div>
        <div className={styles.cardHead}>
          <h3 id={headingId} className="panel-title">
            {report.title ? `${what}: ${report.title}` : `${what} by ${report.author.name}`}
          </h3>
          <span className={`pill-label ${styles.status}`} data-status={report.status}>
            {open ? 'Open' : 'Closed'}
          </span>
          <span className={`pill-label ${styles.state}`} data-state={state}>
            {state}
          </span>
        </div>
        {/* Plain text, never HTML: it is what a user wrote. */}
        <p className={styles.excerpt} data-empty={report.gone ? '' : undefined}>
          {report.gone ? 'The author has deleted it.' : report.excerpt}
        </p>
        {!report.gone && (
          <p>
            <Link to={report.link}>View it in the {report.link === '/community/posts' ? 'feed' : 'thread'}</Link>
          </p>
        )}
        <dl className={styles.facts}>
          <div>
            <dt>Author</dt>
            <dd>{personLink(report.author)}</dd>
          </div>
          <div>
            <dt>Reported by</dt>
            <dd>{personLink(report.reporter)}</dd>
          </div>
          <div>
            <dt>Reported</dt>
            <dd>{formatDateTime(report.reportedAt)}</dd>
          </div>
          <div className={styles.wide}>
            <dt>Reason</dt>
            <dd>{report.reason}</dd>
          </div>
          {!open && report.closedAt && (
            <div>
              <dt>Closed</dt>
              <dd>{formatDateTime(report.closedAt)}</dd>
            </div>
          )}
          {!open && (
            <div>
              <dt>Assigned to</dt>
              <dd>{report.assignee?.name ?? 'Nobody'}</dd>
            </div>
          )}
        </dl>
      </div>
      <div className={styles.actions}>
        {open && <AssigneeSelect value={report.assignee?._id ?? null} busy={action.isPending} onChange={(assigneeId) => run({ kind: 'assign', assigneeId })} />}
        {report.hidden && <p className={styles.hiddenReason}>Hidden: {report.hiddenReason}</p>}
        {open && !report.hidden && !report.gone && (
          <ReasonForm
            label="Reason for hiding (the author sees it)"
            submitLabel="Hide"
            busy={action.isPending}
            confirmQuestion="Hide this content from everyone but its author?"
            onSend={(reason, done) => run({ kind: 'hide', reason }, done)}
          />
        )}
        <div className="button-row">
          {report.hidden && !report.gone && (
            <ConfirmButton
              label="Restore"
              question="Show this content to everyone again?"
              disabled={action.isPending}
              onConfirm={() => run({ kind: 'restore' })}
            />
          )}
          {open && <ConfirmButton label="Close report" question="Close this report?" disabled={action.isPending} onConfirm={() => run({ kind: 'close' })} />}
        </div>
      </div>
    </article>
  );
}
