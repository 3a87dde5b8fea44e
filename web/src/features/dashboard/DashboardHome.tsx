import { accountMessages as m } from '@lorewright/domain/accounts/accountMessages';
import { Link } from 'react-router-dom';
import { DashboardPage } from '../../components/DashboardPage';
import { useCurrentUser, useLogout } from '../../lib/session/api';
import type { CurrentUser } from '../../lib/session/types';
import { PermissionsTable } from './PermissionsTable';
import styles from './Dashboard.module.css';

/** First login: 'Welcome to Lorewright'; afterwards 'Welcome back' (spec §2). */
export const greetingFor = (user: Pick<CurrentUser, 'name' | 'numLogins'>) =>
  `${user.numLogins === 1 ? 'Welcome to Lorewright' : 'Welcome back'}, ${user.name}`;

export function DashboardHome() {
  const user = useCurrentUser();
  const { logout, isPending } = useLogout();
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
          <SubscriptionPanel user={user} />
        </div>
      )}

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

function SubscriptionPanel({ user }: { user: CurrentUser }) {
  const subscribed = user.subscription_status === 'active' || user.subscription_status === 'set_to_cancel';
  return (
    <section className="panel-card" aria-labelledby="subscription-title">
      <h2 id="subscription-title" className="panel-title">
        Subscription
      </h2>
      {subscribed ? (
        <>
          <p className={styles.panelLead}>Your subscription is active.</p>
          <div className="button-row">
            <Link to="/dashboard/manage-subscription" className="button button-secondary">
              Manage Subscription
            </Link>
          </div>
        </>
      ) : (
        <>
          <p className={styles.panelLead}>{m.notSubscribed}</p>
          <p className="panel-text">Writings and wikis are free. Subscribe to unlock timelines, maps and languages.</p>
          <div className="button-row">
            <Link to="/subscribe" className="button button-primary">
              Subscribe
            </Link>
          </div>
        </>
      )}
    </section>
  );
}
