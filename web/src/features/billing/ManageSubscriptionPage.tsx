import { DashboardPage } from '../../components/DashboardPage';
import { Loaded } from '../../components/Loaded';
import { usePlan, useSubscriptionHistory } from './api';
import { HistoryTable } from './HistoryTable';
import { PlanActions } from './PlanActions';
import { PlanDetails } from './PlanDetails';

/** /dashboard/manage-subscription (product.md §2): the plan and its actions, then the history. */
export function ManageSubscriptionPage() {
  const plan = usePlan();
  const history = useSubscriptionHistory();
  return (
    <DashboardPage title="Manage Subscription" intro="Your plan, its payments and every change to it. Choose other elements on the subscribe page.">
      <section className="panel-card" aria-labelledby="plan-title">
        <h2 id="plan-title" className="panel-title">
          Current Plan
        </h2>
        <Loaded query={plan}>
          {(current) => (
            <>
              <PlanDetails plan={current} />
              <PlanActions plan={current} />
            </>
          )}
        </Loaded>
      </section>
      <section className="panel-card" aria-labelledby="history-title">
        <h2 id="history-title" className="panel-title">
          Subscription History
        </h2>
        <Loaded query={history}>{(entries) => <HistoryTable entries={entries} />}</Loaded>
      </section>
    </DashboardPage>
  );
}
