import {
  InvoicesView,
  PlanView,
  PortalView,
  PricesView,
  SubscriptionHistoryView,
  UpdatePreviewView,
  type InvoiceView,
  UpdateView,
} from '@lorewright/domain/billing/billing.views';
import {
  CancelBody,
  InvoicesBody,
  PortalBody,
  PricesBody,
  SubscriptionHistoryBody,
  UndoCancelBody,
  UpdateBody,
  UpdatePreviewBody,
} from '@lorewright/domain/billing/billing.bodies';
import { billingMessages as m } from '@lorewright/domain/billing/billingMessages';
import { pricesByTier } from '@lorewright/domain/billing/pricing';
import { invalid } from '@lorewright/domain/shared/errors';
import type { Invoice } from '../../payments/payments';
import type { Stack } from '../../composition';
import { currentUser } from '../../plugins/auth';
import { commandContext } from '../commandContext';
import type { ZodApp, CommandsOf, QueriesOf } from '../routeTypes';
import type { ViewName } from '@lorewright/projections/allProjections';

const SUBSCRIPTION_VIEWS: readonly ViewName[] = ['subscriptions'];
const signedIn = { auth: 'required' } as const;
const costly = { auth: 'required', rateLimited: 'billing' } as const;

const invoiceView = (invoice: Invoice): InvoiceView => ({
  id: invoice.id,
  created: invoice.created,
  status: invoice.status,
  amount_due: invoice.amountDue,
  amount_paid: invoice.amountPaid,
  period_start: invoice.period.start,
  period_end: invoice.period.end,
  hosted_invoice_url: invoice.hostedInvoiceUrl,
  lines: invoice.lines,
});

export type SubscriptionRoutePorts = Pick<Stack, 'config' | 'eventStore' | 'payments' | 'waitForViews'> &
  CommandsOf<'subscriptions'> &
  QueriesOf<'subscriptions'>;

// The signed-in user's plan (product.md §5 Subscription): prices, the current
// plan and its history, the proration preview and the change it confirms, cancelling and
// undoing it, the provider's invoices and portal. Every change answers the plan after it.
export const subscriptionRoutes = (ports: SubscriptionRoutePorts) => async (app: ZodApp) => {
  const commands = ports.commands.subscriptions;
  const queries = ports.queries.subscriptions;

  // A change the provider's webhook recorded first leaves no position of its own: then the
  // plan is read once everything written so far is projected.
  const planAfter = async (userId: string, position: number | null): Promise<PlanView> => {
    await ports.waitForViews(position ?? (await ports.eventStore.headPosition()), SUBSCRIPTION_VIEWS);
    return { plan: await queries.planOf(userId) };
  };
  const customerOf = async (userId: string) => {
    const customerId = await queries.customerOf(userId);
    if (!customerId) throw invalid(m.notSubscribed);
    return customerId;
  };

  // Public: the pricing page and the subscribe screen show the same table.
  app.post('/payment/prices', { schema: { body: PricesBody, response: { 200: PricesView } } }, async () => pricesByTier());

  app.get('/subscription/current', { schema: { response: { 200: PlanView } }, config: signedIn }, async (request) => ({
    plan: await queries.planOf(currentUser(request)._id),
  }));

  app.post(
    '/user/subscriptionHistory',
    { schema: { body: SubscriptionHistoryBody, response: { 200: SubscriptionHistoryView } }, config: signedIn },
    async (request) => queries.historyOf(currentUser(request)._id),
  );

  // A proration date ahead of the server's clock is refused (400), one before the current
  // period is read as its start; the preview answers the date it used, for the update to confirm.
  app.post('/subscription/update/preview', { schema: { body: UpdatePreviewBody, response: { 200: UpdatePreviewView } }, config: costly }, async (request) =>
    commands.previewChange(currentUser(request)._id, request.body.new_items, request.body.proration_date),
  );

  app.post('/subscription/update', { schema: { body: UpdateBody, response: { 200: UpdateView } }, config: costly }, async (request): Promise<UpdateView> => {
    const userId = currentUser(request)._id;
    const { type, new_items, proration_date } = request.body;
    const { position } = await commands.changeSubscription(userId, type, new_items, proration_date, commandContext(request));
    return { message: m.updated, ...(await planAfter(userId, position)) };
  });

  app.post('/subscription/cancel', { schema: { body: CancelBody, response: { 200: PlanView } }, config: costly }, async (request) => {
    const userId = currentUser(request)._id;
    const { position } = await commands.scheduleCancel(userId, commandContext(request));
    return planAfter(userId, position);
  });

  app.post('/subscription/undoCancel', { schema: { body: UndoCancelBody, response: { 200: PlanView } }, config: costly }, async (request) => {
    const userId = currentUser(request)._id;
    const { position } = await commands.undoCancel(userId, commandContext(request));
    return planAfter(userId, position);
  });

  // Newest first; none before the first checkout completed.
  app.post('/payment/invoices', { schema: { body: InvoicesBody, response: { 200: InvoicesView } }, config: costly }, async (request) => {
    const customerId = await queries.customerOf(currentUser(request)._id);
    const invoices = customerId ? await ports.payments.listInvoices({ customerId }) : [];
    return { invoices: invoices.map(invoiceView).sort((a, b) => b.created - a.created) };
  });

  // The provider's page for card details; it sends the person back to manage-subscription.
  app.post('/payment/portal', { schema: { body: PortalBody, response: { 200: PortalView } }, config: costly }, async (request) => {
    const customerId = await customerOf(currentUser(request)._id);
    return ports.payments.openPortal({ customerId, returnUrl: `${ports.config.publicUrl}/dashboard/manage-subscription` });
  });
};
