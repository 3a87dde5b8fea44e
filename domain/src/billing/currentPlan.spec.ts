import { describe, expect, it } from 'vitest';
import { UNPAID_GRACE_SECONDS } from './billingLimits';
import { billingMessages as m } from './billingMessages';
import { command, END, MID, recorded, renewalFailed, stateOf, subscribedTo, webhook } from './testing/billingTesting';
import { currentPlan } from './currentPlan';
import { planSummaryOf, subscriptionStatusOf } from './planSummary';

const day = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);
const plan = (events: Parameters<typeof stateOf>[0]) => currentPlan(planSummaryOf(stateOf(events)), day);
const twoElements = subscribedTo(['maps', 'timelines']);

describe('the subscription display', () => {
  it('says when there is no plan', () => {
    expect(plan([])).toEqual({ kind: 'none', message: m.notSubscribed });
    expect(subscriptionStatusOf(stateOf([]))).toBeNull();
  });

  it('shows a paid plan with its items, total and next payment date, and offers Cancel', () => {
    expect(plan(twoElements)).toEqual({
      kind: 'active',
      status: 'active',
      items: ['timelines', 'maps'],
      total: 900,
      dueDate: END,
      paid: true,
      paymentLabel: 'Paid',
      cancelAt: null,
      pendingDowngrade: null,
      notices: [],
      actions: [m.updateCard, m.cancel],
    });
  });

  it("a set cancel date shows 'Plan Will Not Renew', the date it ends, and Undo Cancel", () => {
    const cancelled = recorded([command(MID, { type: 'ScheduleCancel' })], twoElements);
    expect(plan(cancelled)).toMatchObject({
      status: 'set_to_cancel',
      cancelAt: END,
      notices: [m.willNotRenew, `Your plan is scheduled to expire on ${day(END)}.`],
      actions: [m.updateCard, m.undoCancel],
    });
  });

  it('an unpaid plan shows Not Paid and the 7-day warning', () => {
    const unpaid = recorded([webhook(renewalFailed(), END)], twoElements);
    const display = plan(unpaid);
    expect(display).toMatchObject({ paid: false, paymentLabel: m.notPaid, dueDate: END });
    expect(display.kind === 'active' && display.notices[0]).toContain('within 7 days of the due date');
  });

  it('an expired plan says when it expired', () => {
    const unpaid = recorded([webhook(renewalFailed(), END)], subscribedTo(['maps']));
    const expired = recorded([command(END + UNPAID_GRACE_SECONDS, { type: 'Expire' })], unpaid);
    expect(plan(expired)).toEqual({
      kind: 'expired',
      status: 'expired',
      canceledAt: END + UNPAID_GRACE_SECONDS,
      message: `Your plan expired on ${day(END + UNPAID_GRACE_SECONDS)}.`,
    });
  });
});
