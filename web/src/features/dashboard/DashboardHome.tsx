import { accountMessages as m } from '@lorewright/domain/accounts/accountMessages';
import { currentPlan } from '@lorewright/domain/billing/currentPlan';
import { itemNames } from '@lorewright/domain/billing/planItems';
import { isLivePlan, type PlanSummary } from '@lorewright/domain/billing/planSummary';
import { formatDollars } from '@lorewright/domain/billing/pricing';
import { Link, useSearchParams } from 'react-router';
import { AlertMessage } from '../../components/Alerts';
import { DashboardPage } from '../../components/DashboardPage';
import { ExportPanel } from '../../components/ExportPanel';
import { formatDate } from '../../lib/formatDate';
import { useCurrentUser, useLogout } from '../../lib/session/api';
import type { CurrentUser } from '../../lib/session/types';
import { usePlan } from '../billing/api';
import { PermissionsTable } from './PermissionsTable';
import styles from './Dashboard.module.css';

/** First login: 'Welcome to Lorewright'; afterwards 'Welcome back' (product.md §2). */
export const greetingFor = (user: Pick<CurrentUser, 'name' | 'numLogins'>) =>
  `${user.numLogins === 1 ? 'Welcome to Lorewright' : 'Welcome back'}, ${user.name}`;

const USER_EXPORT = { scope: 'user' } as const;

export function DashboardHome() {
  const user = useCurrentUser();
  const { logout, isPending } = useLogout();
  // The 'export is ready' notification links here with the export's id.
  const [search] = useSearchParams();
  if (!user) return null;
  const blocked = user.accountStatus === 'blocked';

  return (
    <DashboardPage
      title="Dashboard"
      heading={greetingFor(user)}
      intro={
        <>
          We'd love to hear what you think of Lorewright. <Link to="/support">Send us your feedback</Link> — every report and review helps us improve it.
        </>
      }
    >
      {blocked ? (
        <section className={`panel-card ${styles.blocked}`} aria-label="Account status">
          <p className={styles.panelLead}>{m.blocked}</p>
          <div className="button-row">
            <Link to="/dashboard/violations" className="button button-primary">
              More Info
            </Link>
          </div>
        </section>
      ) : (
        <div className={styles.grid}>
          <section className="panel-card" aria-labelledby="permissions-title">
            <h2 id="permissions-title" className="panel-title">
              Your Permissions
            </h2>
            <PermissionsTable permissions={user.permissions ?? {}} />
          </section>
          <SubscriptionPanel />
        </div>
      )}

      <section className="panel-card" aria-labelledby="your-data-title">
        <h2 id="your-data-title" className="panel-title">
          Your Data
        </h2>
        <ExportPanel
          target={USER_EXPORT}
          label="Download my data"
          initialExportId={search.get('export')}
          description="A ZIP of every world you created: its writings, wikis, maps, timelines and languages as JSON, every image, and a page to read it all offline."
        />
      </section>

      <div className="button-row">
        <Link to="/world/example" className="button button-primary">
          See Demo World
        </Link>
        <button type="button" className="button button-secondary" onClick={logout} disabled={isPending}>
          Logout
        </button>
      </div>
    </DashboardPage>
  );
}

// Billing dates are epoch seconds; the dashboard shows them like every other date.
const formatSeconds = (seconds: number) => formatDate(new Date(seconds * 1000).toISOString());

/** The plan at a glance (product.md §4 Subscription display); the details are on Manage Subscription. */
function SubscriptionPanel() {
  const plan = usePlan();
  return (
    <section className="panel-card" aria-labelledby="subscription-title">
      <h2 id="subscription-title" className="panel-title">
        Subscription
      </h2>
      {plan.isPending && <p className="panel-text">Loading your plan…</p>}
      {plan.isError && (
        <AlertMessage kind="error" inline>
          {plan.error.message}
        </AlertMessage>
      )}
      {plan.isSuccess && <PlanSummaryLines plan={plan.data} />}
      <div className="button-row">
        <Link to="/dashboard/manage-subscription" className="button button-secondary">
          Manage Subscription
        </Link>
        {plan.isSuccess && !isLivePlan(plan.data) && (
          <Link to="/subscribe" className="button button-primary">
            Subscribe
          </Link>
        )}
      </div>
    </section>
  );
}

function PlanSummaryLines({ plan }: { plan: PlanSummary }) {
  const display = currentPlan(plan, formatSeconds);
  if (display.kind === 'none') {
    return (
      <>
        <p className={styles.panelLead}>{display.message}</p>
        <p className="panel-text">Writings and wikis are free. Subscribe to unlock timelines, maps and languages.</p>
      </>
    );
  }
  if (display.kind === 'expired') return <p className={styles.panelLead}>{display.message}</p>;
  return (
    <>
      <p className={styles.panelLead}>{itemNames(display.items).join(', ')}</p>
      <p className="panel-text">
        {formatDollars(display.total)} / month · due {formatSeconds(display.dueDate)} ·{' '}
        <span className={display.paid ? styles.allowed : styles.denied}>{display.paymentLabel}</span>
      </p>
      {display.notices.map((notice) => (
        <p key={notice} className={styles.notice}>
          {notice}
        </p>
      ))}
    </>
  );
}
