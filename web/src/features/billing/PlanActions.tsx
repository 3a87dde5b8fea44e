import { billingMessages as m } from '@lorewright/domain/billing/billingMessages';
import { currentPlan, type PortalAction } from '@lorewright/domain/billing/currentPlan';
import { isLivePlan, type PlanSummary } from '@lorewright/domain/billing/planSummary';
import { Link } from 'react-router';
import { CancelButton, UndoCancelButton } from './CancelButtons';
import { formatSeconds } from './formatSeconds';
import { UpdateCardButton } from './UpdateCardButton';

/** The plan's actions as the domain lists them (Update Card Details, Cancel or Undo Cancel), and /subscribe. */
export function PlanActions({ plan }: { plan: PlanSummary }) {
  const display = currentPlan(plan, formatSeconds);
  const actions = display.kind === 'active' ? display.actions : [];
  const button = (action: PortalAction) => {
    if (action === m.updateCard) return <UpdateCardButton key={action} />;
    if (action === m.cancel) return <CancelButton key={action} label={m.cancel} until={plan.next_payment} />;
    return <UndoCancelButton key={action} />;
  };
  return (
    <div className="button-row">
      <Link to="/subscribe" className="button button-primary">
        {isLivePlan(plan) ? 'Change Elements' : 'Subscribe'}
      </Link>
      {actions.map(button)}
    </div>
  );
}
