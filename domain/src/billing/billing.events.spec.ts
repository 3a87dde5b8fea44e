import { describe, expect, it } from 'vitest';
import { eventRegistry } from '../events/allEvents';
import { billingEvents } from './billing.events';
import { DAY_SECONDS, UNPAID_GRACE_SECONDS } from './billingLimits';
import { checkoutHook, command, END, MID, recorded, renewalFailed, renewalPaid, stateOf, subscribedTo, webhook } from './testing/billingTesting';
import { withinRefundWindow } from './refunds';

// One plan's whole life, as the decider records it.
const life = recorded(
  [
    command(MID, { type: 'ChangeSubscription', change: 'upgrade', newItems: ['maps', 'timelines'], prorationDate: MID }),
    command(MID, { type: 'ChangeSubscription', change: 'downgrade', newItems: ['maps'], prorationDate: MID }),
    webhook(renewalPaid(), END),
    webhook(renewalFailed(END + 31 * DAY_SECONDS, 'evt_failed_3'), END + 31 * DAY_SECONDS),
    command(END + 31 * DAY_SECONDS, {
      type: 'RecordDuplicate',
      webhook: checkoutHook(['timelines'], { eventId: 'evt_checkout_2', subscriptionId: 'sub_2' }),
      amountRefunded: 500,
    }),
    command(END + 31 * DAY_SECONDS, { type: 'ScheduleCancel' }),
    command(END + 31 * DAY_SECONDS, { type: 'UndoCancel' }),
    command(END + 31 * DAY_SECONDS + UNPAID_GRACE_SECONDS, { type: 'Expire' }),
  ],
  subscribedTo(['maps']),
);

describe('subscription events', () => {
  it('are registered with the product', () => {
    for (const definition of billingEvents) expect(eventRegistry.has(definition.type)).toBe(true);
  });

  it('every event of a plan’s life matches its schema and survives a read', () => {
    expect(new Set(life.map((event) => event.type)).size).toBe(billingEvents.length);
    for (const event of life) {
      const stored = eventRegistry.validate(event);
      expect(eventRegistry.read(event.type, eventRegistry.currentVersion(event.type), JSON.parse(JSON.stringify(stored.data)))).toEqual(stored);
    }
  });

  it('a plan is refundable for its first 14 days only', () => {
    const state = stateOf(subscribedTo(['maps']));
    expect(withinRefundWindow(state, MID)).toBe(false);
    expect(withinRefundWindow(state, state.created! + 13 * DAY_SECONDS)).toBe(true);
    expect(withinRefundWindow(stateOf([]), MID)).toBe(false);
  });
});
