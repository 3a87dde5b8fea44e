import { invalid, notFound } from '@lorewright/domain/shared/errors';
import type { SandboxPaymentsOptions } from './sandboxPaymentsPort';
import { stripeSubscription } from './sandboxShapes';
import { openSandboxStore, own, type SandboxInvoice, type SandboxSubscription } from './sandboxStore';
import { createWebhookOutbox } from './sandboxWebhookOutbox';

/**
 * The sandbox's books, shared by its provider calls and its hosted pages: the durable state, the
 * test clock, the webhooks a change emits and the rules every change follows (a charge to the saved
 * card, a live subscription, a cancellation at period end).
 */
export const openSandboxLedger = (options: SandboxPaymentsOptions) => {
  const store = openSandboxStore(options.dataDir);
  const { state } = store;
  const outbox = createWebhookOutbox({ secret: options.webhookSecret, deliver: options.deliver, onDeliveryError: options.onDeliveryError });
  const realNow = options.realNow ?? (() => Math.floor(Date.now() / 1000));
  const now = () => realNow() + state.clockOffset;
  const emit = (type: string, object: unknown) => outbox.emit(type, object, now());

  // Saves, then sends what the change emitted: a webhook never tells of a state that is lost.
  const commit = async () => {
    store.save();
    await outbox.flush();
  };

  // Charges an invoice to the customer's saved card; a failed charge leaves it open.
  const charge = (invoice: SandboxInvoice): boolean => {
    const card = own(state.customers, invoice.customer)?.card;
    if (invoice.amount_due > 0 && (!card || card.chargesFail)) {
      emit('invoice.payment_failed', invoice);
      return false;
    }
    invoice.status = 'paid';
    invoice.amount_paid = invoice.amount_due;
    emit('invoice.paid', invoice);
    return true;
  };

  const liveSubscription = (id: string) => {
    const subscription = own(state.subscriptions, id);
    if (!subscription) throw notFound('There is no such subscription.');
    if (subscription.status === 'canceled') throw invalid('The subscription has ended.');
    return subscription;
  };

  const customerSubscription = (customerId: string) =>
    Object.values(state.subscriptions).find((subscription) => subscription.customerId === customerId && subscription.status !== 'canceled') ?? null;

  const setCancel = async (subscription: SandboxSubscription, cancel: boolean) => {
    subscription.cancelAtPeriodEnd = cancel;
    emit('customer.subscription.updated', stripeSubscription(subscription));
    await commit();
  };

  return { options, baseUrl: options.baseUrl, store, state, now, emit, commit, charge, liveSubscription, customerSubscription, setCancel };
};

export type SandboxLedger = ReturnType<typeof openSandboxLedger>;
