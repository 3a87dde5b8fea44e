import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../shared/deciderSpec';
import type { BillingEvent } from './billing.events';
import { DAY_SECONDS, PRORATION_CLOCK_SKEW_SECONDS, UNPAID_GRACE_SECONDS } from './billingLimits';
import { billingMessages as m } from './billingMessages';
import {
  checkoutHook,
  command,
  END,
  iso,
  MID,
  recorded,
  renewalFailed,
  renewalPaid,
  START,
  startCheckout,
  stateOf,
  subscribedTo,
  userId,
  webhook,
} from './testing/billingTesting';
import { prorationInvoice } from './proration';
import type { Webhook } from './subscription.commands';
import { isDuplicateCheckout, subscriptionDecider } from './subscription.decide';

const spec = deciderSpec(subscriptionDecider);
const NEXT_END = END + 31 * DAY_SECONDS;
const granted = (permissions: Record<string, string>): BillingEvent => ({ type: 'SubscriptionPermissionsGranted', data: { userId, permissions } });
const revoked = (features: string[], at: number) => ({ type: 'SubscriptionPermissionsRevoked', data: { userId, features, at: iso(at) } }) as BillingEvent;
const maps = subscribedTo(['maps']);
const ended = (endedAt: number): Webhook => ({ type: 'subscriptionEnded', eventId: 'evt_deleted', subscriptionId: 'sub_1', endedAt });
const change = (type: 'upgrade' | 'downgrade', newItems: string[], now = MID, prorationDate = now) =>
  command(now, { type: 'ChangeSubscription', change: type, newItems, prorationDate });

describe('checkout', () => {
  it('refuses an empty selection', () => spec.given([]).when(startCheckout([])).thenThrows(m.noProducts));
  it('records the checkout opened, with the items in price-table order', () =>
    spec
      .given([])
      .when(startCheckout(['maps', 'timelines']))
      .then([{ type: 'CheckoutStarted', data: { userId, checkoutId: 'cs_1', items: ['timelines', 'maps'], at: START } }]));
  it('refuses a second plan: the caller must change the one there is', () =>
    spec
      .given(maps)
      .when(startCheckout(['timelines']))
      .thenThrows(m.alreadySubscribed));
  it('a paid checkout starts the plan and allows its elements until the period end', () =>
    spec
      .given(recorded([startCheckout(['maps'])]))
      .when(webhook(checkoutHook(['maps'])))
      .then([
        { type: 'CheckoutCompleted', data: { userId, providerEventId: 'evt_checkout', at: START } },
        {
          type: 'SubscriptionStarted',
          data: {
            userId,
            providerEventId: 'evt_checkout',
            subscriptionId: 'sub_1',
            customerId: 'cus_1',
            items: ['maps'],
            periodStart: START,
            periodEnd: END,
            created: START,
          },
        },
        granted({ maps: iso(END) }),
      ]));
  it('an open checkout grants nothing (a declined card never completes one)', () =>
    expect(recorded([startCheckout(['maps'])]).map((e) => e.type)).toEqual(['CheckoutStarted']));
  it("the checkout's own invoice, paid, is recorded without granting again", () =>
    expect(recorded([webhook(renewalPaid(START, 'evt_paid_1'))], maps).at(-1)?.type).toBe('InvoicePaid'));
  it('the same checkout webhook delivered twice is recorded once', () =>
    spec
      .given(maps)
      .when(webhook(checkoutHook(['maps'])))
      .then([]));
});

describe('invoices', () => {
  it('a paid renewal moves the period on and the permissions with it', () =>
    spec
      .given(maps)
      .when(webhook(renewalPaid(), END))
      .then([
        {
          type: 'InvoicePaid',
          data: {
            userId,
            providerEventId: 'evt_paid_2',
            invoiceId: `in_${END}`,
            items: ['maps'],
            amountPaid: 500,
            periodStart: END,
            periodEnd: NEXT_END,
            hostedInvoiceUrl: `https://pay.example/in_${END}`,
            paidAt: END,
          },
        },
        granted({ maps: iso(NEXT_END) }),
      ]));
  it('a repeated invoice event id changes nothing', () =>
    spec
      .given(recorded([webhook(renewalPaid(), END)], maps))
      .when(webhook(renewalPaid(), END + 60))
      .then([]));
  it('a payment for a subscription not started yet is refused, so the provider sends it again later', () =>
    spec
      .given(recorded([startCheckout(['maps'])]))
      .when(webhook(renewalPaid(START)))
      .thenThrows(m.unknownSubscription));
  it('a payment for an older subscription is ignored', () =>
    spec
      .given(maps)
      .when(webhook({ ...renewalPaid(), subscriptionId: 'sub_old' } as Webhook, END))
      .then([]));
  it('a failed renewal keeps the elements for the 7-day grace after the due date', () =>
    spec
      .given(maps)
      .when(webhook(renewalFailed(), END))
      .then([
        {
          type: 'InvoicePaymentFailed',
          data: {
            userId,
            providerEventId: 'evt_failed_2',
            invoiceId: `in_${END}`,
            items: ['maps'],
            amountDue: 500,
            dueDate: END,
          },
        },
        granted({ maps: iso(END + UNPAID_GRACE_SECONDS) }),
      ]));
  it('paying late within the grace renews the plan', () => {
    const late = recorded([webhook(renewalFailed(), END), webhook(renewalPaid(), END + 3 * DAY_SECONDS)], maps);
    expect(late.at(-1)).toEqual(granted({ maps: iso(NEXT_END) }));
    expect(stateOf(late).unpaidDueDate).toBeNull();
  });
});

describe('expiry', () => {
  const unpaid = recorded([webhook(renewalFailed(), END)], maps);
  const expire = (now: number) => command(now, { type: 'Expire' });
  it('an unpaid plan does not expire within the grace', () =>
    spec
      .given(unpaid)
      .when(expire(END + UNPAID_GRACE_SECONDS - 1))
      .thenThrows(m.notExpiring));
  it('an unpaid plan expires when the grace runs out, and its permissions end then', () =>
    spec
      .given(unpaid)
      .when(expire(END + UNPAID_GRACE_SECONDS + 100))
      .then([
        { type: 'SubscriptionExpired', data: { userId, providerEventId: null, reason: 'unpaid', canceledAt: END + UNPAID_GRACE_SECONDS } },
        revoked(['maps'], END + UNPAID_GRACE_SECONDS),
      ]));
  it('a paid plan with no cancel date does not expire', () =>
    spec
      .given(maps)
      .when(expire(END + 1))
      .thenThrows(m.notExpiring));
  it('the provider ending the subscription early ends the plan, as deleted', () =>
    spec
      .given(maps)
      .when(webhook(ended(MID), MID))
      .then([{ type: 'SubscriptionExpired', data: { userId, providerEventId: 'evt_deleted', reason: 'deleted', canceledAt: MID } }, revoked(['maps'], MID)]));
  it("an end reported ahead of our clock (a provider's test clock) revokes from our now, not later", () =>
    spec
      .given(maps)
      .when(webhook(ended(END), MID))
      .then([{ type: 'SubscriptionExpired', data: { userId, providerEventId: 'evt_deleted', reason: 'deleted', canceledAt: END } }, revoked(['maps'], MID)]));
  it('an unfinished checkout does not stop a new one (the handler expires it at the provider); the customer is remembered', () => {
    const opened = recorded([command(START, { type: 'StartCheckout', items: ['maps'], checkoutId: 'cs_1', customerId: 'cus_1' })]);
    spec
      .given(opened)
      .when(command(START + 60, { type: 'StartCheckout', items: ['maps', 'timelines'], checkoutId: 'cs_2', customerId: 'cus_1' }))
      .then([{ type: 'CheckoutStarted', data: { userId, checkoutId: 'cs_2', items: ['timelines', 'maps'], at: START + 60, customerId: 'cus_1' } }]);
    expect(stateOf(opened)).toMatchObject({ status: 'checkout', customerId: 'cus_1', subscriptionId: null });
  });
  it('an unpaid plan and one set to cancel are still live: no second checkout', () => {
    spec
      .given(recorded([webhook(renewalFailed(), END)], maps))
      .when(startCheckout(['timelines'], END + DAY_SECONDS))
      .thenThrows(m.alreadySubscribed);
    spec
      .given(recorded([command(MID, { type: 'ScheduleCancel' })], maps))
      .when(startCheckout(['timelines'], MID))
      .thenThrows(m.alreadySubscribed);
  });
  describe('a second checkout paid in a race with the plan', () => {
    const second = checkoutHook(['timelines', 'maps'], { eventId: 'evt_checkout_2', subscriptionId: 'sub_2' });
    it('is recognised as a duplicate; the plan is left as it is', () => {
      const state = stateOf(maps);
      expect(isDuplicateCheckout(state, second)).toBe(true);
      expect(isDuplicateCheckout(state, checkoutHook(['maps']))).toBe(false);
      expect(isDuplicateCheckout(stateOf(recorded([startCheckout(['maps'])])), second)).toBe(false);
      spec.given(maps).when(webhook(second, MID)).then([]);
    });
    it('once ended and refunded at the provider, is recorded once, with the refund in the history', () => {
      const duplicate = command(MID, { type: 'RecordDuplicate', webhook: second, amountRefunded: 900 });
      const refunded: BillingEvent = {
        type: 'DuplicateSubscriptionRefunded',
        data: { userId, providerEventId: 'evt_checkout_2', subscriptionId: 'sub_2', items: ['timelines', 'maps'], amountRefunded: 900, at: MID },
      };
      spec.given(maps).when(duplicate).then([refunded]);
      spec
        .given([...maps, refunded])
        .when(duplicate)
        .then([]);
      expect(isDuplicateCheckout(stateOf([...maps, refunded]), second)).toBe(false);
      expect(stateOf([...maps, refunded])).toEqual({ ...stateOf(maps), seenProviderEvents: { ...stateOf(maps).seenProviderEvents, evt_checkout_2: true } });
    });
  });
  it('a new checkout after an expired plan starts again', () => {
    const expired = recorded([webhook(ended(MID), MID)], maps);
    const again = recorded(
      [startCheckout(['timelines'], MID), webhook(checkoutHook(['timelines'], { eventId: 'evt_checkout_2', subscriptionId: 'sub_2' }), MID)],
      expired,
    );
    expect(stateOf(again)).toMatchObject({ status: 'active', subscriptionId: 'sub_2', items: ['timelines'], canceledAt: null });
  });
});

describe('changing the plan', () => {
  it('needs a plan', () =>
    spec
      .given([])
      .when(change('upgrade', ['maps']))
      .thenThrows(m.notSubscribed));
  it('a higher total is an upgrade, prorated and charged now, and the new element is allowed at once', () => {
    const invoice = prorationInvoice({ oldItems: ['maps'], newItems: ['timelines', 'maps'], periodStart: START, periodEnd: END, prorationDate: MID });
    spec
      .given(maps)
      .when(change('upgrade', ['maps', 'timelines']))
      .then([
        {
          type: 'SubscriptionUpgraded',
          data: { userId, items: ['timelines', 'maps'], prorationDate: MID, lines: invoice.lines.data, amountCharged: invoice.amount_due, at: MID },
        },
        granted({ timelines: iso(END) }),
      ]);
    expect(invoice.amount_due).toBeGreaterThan(0);
  });
  it("refuses when the client's type disagrees with the totals", () => {
    spec
      .given(maps)
      .when(change('downgrade', ['maps', 'timelines']))
      .thenThrows(m.wrongChange('upgrade'));
    spec
      .given(subscribedTo(['timelines', 'maps']))
      .when(change('upgrade', ['maps']))
      .thenThrows(m.wrongChange('downgrade'));
  });
  it('a swap at the same total is a downgrade: nothing charged, effective next period', () =>
    spec
      .given(maps)
      .when(change('downgrade', ['timelines']))
      .then([{ type: 'DowngradeScheduled', data: { userId, items: ['timelines'], effectiveAt: END, at: MID } }]));
  it('a scheduled downgrade takes effect with the next paid invoice, and only the kept elements renew', () => {
    const scheduled = recorded([change('downgrade', ['maps'])], subscribedTo(['timelines', 'maps', 'languages']));
    spec
      .given(scheduled)
      .when(webhook(renewalPaid(), END))
      .then([
        { type: 'DowngradeApplied', data: { userId, providerEventId: 'evt_paid_2', items: ['maps'], at: END } },
        expect.objectContaining({ type: 'InvoicePaid' }),
        granted({ maps: iso(NEXT_END) }),
      ]);
  });
  it('prorates as of a date no later than now: a date ahead is refused, a few minutes ahead is now', () => {
    const upgradedAt = (prorationDate: number) => {
      const [upgraded] = recorded([change('upgrade', ['maps', 'timelines'], MID, prorationDate)], maps).slice(maps.length);
      return upgraded.type === 'SubscriptionUpgraded' ? upgraded.data : null;
    };
    spec
      .given(maps)
      .when(change('upgrade', ['maps', 'timelines'], MID, MID + DAY_SECONDS))
      .thenThrows(m.prorationDateFuture);
    spec
      .given(maps)
      .when(change('downgrade', ['timelines'], MID, MID + PRORATION_CLOCK_SKEW_SECONDS + 1))
      .thenThrows(m.prorationDateFuture);
    // A fast device clock: charged as of now, never for less.
    expect(upgradedAt(MID + PRORATION_CLOCK_SKEW_SECONDS)).toMatchObject({ prorationDate: MID, amountCharged: upgradedAt(MID)!.amountCharged });
  });
  it('a proration date before the current period is its start (a preview opened before a renewal)', () => {
    const renewed = recorded([webhook(renewalPaid(), END)], maps);
    const [upgraded] = recorded([change('upgrade', ['maps', 'timelines'], END + 60, END - 3600)], renewed).slice(renewed.length);
    const fullPeriod = prorationInvoice({ oldItems: ['maps'], newItems: ['timelines', 'maps'], periodStart: END, periodEnd: NEXT_END, prorationDate: END });
    expect(upgraded).toMatchObject({ type: 'SubscriptionUpgraded', data: { prorationDate: END, amountCharged: fullPeriod.amount_due } });
    expect(fullPeriod.amount_due).toBe(400);
  });
  it('refuses an empty selection, the same plan, an unpaid plan and a stale proration date', () => {
    spec.given(maps).when(change('downgrade', [])).thenThrows(m.noProducts);
    spec
      .given(maps)
      .when(change('upgrade', ['maps']))
      .thenThrows(m.sameProducts);
    spec
      .given(recorded([webhook(renewalFailed(), END)], maps))
      .when(change('upgrade', ['maps', 'timelines'], END + 60))
      .thenThrows(m.payFirst);
    spec
      .given(maps)
      .when(change('upgrade', ['maps', 'timelines'], MID, MID - 2 * DAY_SECONDS))
      .thenThrows(m.prorationDateStale);
    spec
      .given(maps)
      .when(change('upgrade', ['maps', 'timelines'], START + 2 * DAY_SECONDS, START - 60))
      .thenThrows(m.prorationDateStale);
  });
});

describe('cancelling', () => {
  const cancel = command(MID, { type: 'ScheduleCancel' });
  const undo = command(MID, { type: 'UndoCancel' });
  const cancelled = recorded([cancel], maps);
  it('schedules the end for the period end; the elements stay allowed until then', () =>
    spec
      .given(maps)
      .when(cancel)
      .then([{ type: 'CancellationScheduled', data: { userId, providerEventId: null, cancelAt: END, at: MID } }]));
  it('cannot cancel twice or undo what was not cancelled', () => {
    spec.given(cancelled).when(cancel).thenThrows(m.alreadyCancelled);
    spec.given(maps).when(undo).thenThrows(m.notCancelled);
  });
  it('undoes a cancellation', () =>
    spec
      .given(cancelled)
      .when(undo)
      .then([{ type: 'CancellationUndone', data: { userId, providerEventId: null, at: MID } }]));
  it('the provider ending it at cancel_at names the reason', () =>
    spec
      .given(cancelled)
      .when(webhook(ended(END), END))
      .then([{ type: 'SubscriptionExpired', data: { userId, providerEventId: 'evt_deleted', reason: 'canceled', canceledAt: END } }, revoked(['maps'], END)]));
  it('expires at cancel_at and revokes the permissions from then', () =>
    spec
      .given(cancelled)
      .when(command(END + 5, { type: 'Expire' }))
      .then([{ type: 'SubscriptionExpired', data: { userId, providerEventId: null, reason: 'canceled', canceledAt: END } }, revoked(['maps'], END)]));
  it('follows cancellations made in the portal, once per provider event', () => {
    const portal = (cancelAt: number | null, eventId: string): Webhook => ({
      type: 'subscriptionUpdated',
      eventId,
      subscriptionId: 'sub_1',
      items: ['maps'],
      cancelAt,
      period: { start: START, end: END },
    });
    spec
      .given(maps)
      .when(webhook(portal(END, 'evt_upd_1'), MID))
      .then([{ type: 'CancellationScheduled', data: { userId, providerEventId: 'evt_upd_1', cancelAt: END, at: MID } }]);
    const viaPortal = recorded([webhook(portal(END, 'evt_upd_1'), MID)], maps);
    spec
      .given(viaPortal)
      .when(webhook(portal(END, 'evt_upd_1'), MID))
      .then([]);
    spec
      .given(viaPortal)
      .when(webhook(portal(null, 'evt_upd_2'), MID))
      .then([{ type: 'CancellationUndone', data: { userId, providerEventId: 'evt_upd_2', at: MID } }]);
  });
});
