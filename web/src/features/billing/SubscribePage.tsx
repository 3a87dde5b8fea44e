import { Link } from 'react-router';
import { Loaded } from '../../components/Loaded';
import { usePlan, usePrices } from './api';
import { SignedInOnly } from './SignedInOnly';
import { SubscribeForm } from './SubscribeForm';

/** /subscribe (product.md §2, §4): choose the paid elements; checkout, change or cancel the plan. */
export function SubscribePage() {
  return (
    <SignedInOnly>
      <SubscribeScreen />
    </SignedInOnly>
  );
}

function SubscribeScreen() {
  const plan = usePlan();
  const prices = usePrices();
  return (
    <div className="app-page">
      <title>Subscribe · Lorewright</title>
      <header className="page-header">
        <div className="page-heading">
          <p className="eyebrow">Subscription</p>
          <h1 className="app-page-title">Subscribe</h1>
          <p className="page-intro">Writings and wikis are free. Choose the paid elements you want: each one you add costs less than the one before.</p>
        </div>
        <Link to="/dashboard/manage-subscription" className="button button-secondary">
          Manage Subscription
        </Link>
      </header>
      <Loaded query={plan}>{(current) => <Loaded query={prices}>{(table) => <SubscribeForm plan={current} prices={table} />}</Loaded>}</Loaded>
    </div>
  );
}
