import { describe, expect, it } from 'vitest';
import { checkoutHook, command, END, MID, recorded, renewalFailed, renewalPaid, START, subscribedTo, webhook } from './testing/billingTesting';
import { subscriptionHistory } from './subscriptionHistory';

const NEXT_END = END + 31 * 86_400;

describe('the subscription history', () => {
  it('is empty before any payment', () => {
    expect(subscriptionHistory([])).toEqual([]);
    expect(subscriptionHistory(subscribedTo(['maps']))).toEqual([]);
  });

  it('lists a paid invoice with its lines, permissions and link, in seconds and cents', () => {
    const paid = recorded([webhook(renewalPaid(), END)], subscribedTo(['maps']));
    expect(subscriptionHistory(paid)).toEqual([
      {
        id: `in_${END}`,
        type: 'invoice',
        info: {
          lines: [{ name: 'maps', period_start: END, period_end: NEXT_END }],
          permissions: { maps: NEXT_END },
          total: 500,
          invoice_status: 'paid',
          period_start: END,
          period_end: NEXT_END,
          cancel_at: null,
          canceled_at: null,
          created: END,
          amount_paid: 500,
          hosted_invoice_url: `https://pay.example/in_${END}`,
        },
      },
    ]);
  });

  it('shows a failed invoice as open, then paid once the retry succeeds, as one entry', () => {
    const failed = recorded([webhook(renewalFailed(), END)], subscribedTo(['maps']));
    expect(subscriptionHistory(failed)[0]?.info).toMatchObject({ invoice_status: 'open', amount_paid: 0, total: 500 });
    const paid = recorded([webhook(renewalPaid(), END + 86_400)], failed);
    expect(subscriptionHistory(paid).map((entry) => [entry.type, entry.info.invoice_status])).toEqual([['invoice', 'paid']]);
  });

  it('records upgrades, scheduled downgrades, cancellations and expiry; cancelled and expired carry no amount', () => {
    const events = recorded(
      [
        command(MID, { type: 'ChangeSubscription', change: 'upgrade', newItems: ['maps', 'timelines'], prorationDate: MID }),
        command(MID, { type: 'ChangeSubscription', change: 'downgrade', newItems: ['maps'], prorationDate: MID }),
        command(MID, { type: 'ScheduleCancel' }),
        command(END, { type: 'Expire' }),
      ],
      subscribedTo(['maps']),
    );
    const history = subscriptionHistory(events);
    expect(history.map((entry) => entry.type)).toEqual(['upgrade', 'downgrade', 'cancelled', 'expired']);
    const [upgrade, downgrade, cancelled, expired] = history.map((entry) => entry.info);
    expect(upgrade).toMatchObject({ period_start: MID, period_end: END, lines: [{ name: 'timelines' }, { name: 'maps' }] });
    expect(upgrade.total).toBeGreaterThan(0);
    expect(downgrade).toMatchObject({ total: 500, period_start: END, period_end: END + (END - START) });
    expect(cancelled).toMatchObject({ cancel_at: END, period_end: END, total: null, amount_paid: null });
    expect(expired).toMatchObject({ canceled_at: END, total: null, amount_paid: null });
  });

  it('shows a second checkout paid in a race as refunded, with what it was for and the amount given back', () => {
    const webhook = checkoutHook(['timelines'], { eventId: 'evt_checkout_2', subscriptionId: 'sub_2' });
    const events = recorded([command(MID, { type: 'RecordDuplicate', webhook, amountRefunded: 500 })], subscribedTo(['maps']));
    expect(subscriptionHistory(events)).toEqual([
      expect.objectContaining({
        type: 'duplicate_refunded',
        info: expect.objectContaining({ lines: [{ name: 'timelines', period_start: MID, period_end: MID }], permissions: {}, total: 500, created: MID }),
      }),
    ]);
  });
});
