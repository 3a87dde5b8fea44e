import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryEventStore } from '@lorewright/commands/eventStore/memoryEventStore';
import type { BillingEvent } from '@lorewright/domain/billing/billing.events';
import { UNPAID_GRACE_SECONDS } from '@lorewright/domain/billing/billingLimits';
import { command, END, MID, recorded, renewalFailed, stateOf, subscribedTo, webhook } from '@lorewright/domain/billing/testing/billingTesting';
import { planSummaryOf } from '@lorewright/domain/billing/planSummary';
import { subscriptionHistory } from '@lorewright/domain/billing/subscriptionHistory';
import { eventRegistry } from '@lorewright/domain/events/allEvents';
import { ProjectionRunner } from '../runner/projectionRunner';
import { ProjectionViews } from '../runner/projectionViews';
import { tempReadStore } from '../runner/testing/testFixtures';
import { createSubscriptionQueries } from './subscriptionQueries';
import { subscriptionsProjection } from './subscriptions.projection';

const runners: ProjectionRunner[] = [];
afterEach(async () => {
  await Promise.all(runners.splice(0).map((r) => r.stop()));
});

const metadata = { actorId: null, correlationId: 'test', causationId: null, timestamp: '2026-11-25T00:00:00.000Z', schemaVersion: 1 };

// Projects one user's subscription stream; answers the queries and the ids given to its events.
const project = async (events: BillingEvent[]) => {
  const eventStore = createMemoryEventStore();
  const readStore = tempReadStore();
  const runner = new ProjectionRunner({ eventStore, readStore, registry: eventRegistry, projections: [subscriptionsProjection] });
  runners.push(runner);
  runner.start();
  const ids = events.map(() => randomUUID());
  const { position } = await eventStore.append(
    'subscription-u1',
    events.map((e, index) => ({ id: ids[index], ...e, metadata })),
    { expectedRevision: 'any' },
  );
  await runner.waitFor(position, { timeoutMs: 5000 });
  return { queries: createSubscriptionQueries(new ProjectionViews(readStore, [subscriptionsProjection], 0)), ids };
};

// The history names entries by event id here, by position in subscriptionHistory(): compare the rest.
const withoutIds = <T extends { id: string; type: string }>(entries: T[]) =>
  entries.map(({ id, ...entry }) => (entry.type === 'invoice' ? { id, ...entry } : entry));

describe('the subscriptions projection is the fold of the stream', () => {
  const maps = subscribedTo(['maps']);
  const cases: [string, BillingEvent[]][] = [
    ['a new plan', maps],
    ['a cancelled plan', recorded([command(MID, { type: 'ScheduleCancel' })], maps)],
    ['an unpaid renewal', recorded([webhook(renewalFailed(), END)], maps)],
    ['an expired plan', recorded([webhook(renewalFailed(), END), command(END + UNPAID_GRACE_SECONDS, { type: 'Expire' })], maps)],
  ];

  it.each(cases)('%s: plan and history as the domain folds them', async (_name, events) => {
    const { queries } = await project(events);
    expect(await queries.planOf('u1')).toEqual(planSummaryOf(stateOf(events)));
    expect(withoutIds(await queries.historyOf('u1'))).toEqual(withoutIds(subscriptionHistory(events)));
  });

  it('knows when a plan runs out, for the expiry timer', async () => {
    const cancelled = await project(recorded([command(MID, { type: 'ScheduleCancel' })], maps));
    expect(await cancelled.queries.expiringBy(END - 1)).toEqual([]);
    expect(await cancelled.queries.expiringBy(END)).toEqual(['u1']);
    const unpaid = await project(recorded([webhook(renewalFailed(), END)], maps));
    expect(await unpaid.queries.expiringBy(END + UNPAID_GRACE_SECONDS)).toEqual(['u1']);
    const expired = await project(recorded([webhook(renewalFailed(), END), command(END + UNPAID_GRACE_SECONDS, { type: 'Expire' })], maps));
    expect(await expired.queries.expiringBy(END * 2)).toEqual([]);
    expect(await (await project(maps)).queries.expiringBy(END * 2)).toEqual([]);
  });

  it('an unknown user has no plan, no history and no customer', async () => {
    const { queries } = await project(maps);
    expect(await queries.planOf('u2')).toMatchObject({ status: null });
    expect(await queries.historyOf('u2')).toEqual([]);
    expect(await queries.customerOf('u2')).toBeNull();
    expect(await queries.customerOf('u1')).toBe('cus_1');
  });

  it('a checkout opened for a customer but not paid has nothing to manage there yet', async () => {
    const opened = recorded([command(MID, { type: 'StartCheckout', items: ['maps'], checkoutId: 'cs_1', customerId: 'cus_1' })]);
    const { queries } = await project(opened);
    expect(await queries.customerOf('u1')).toBeNull();
    expect(await queries.planOf('u1')).toMatchObject({ status: null });
  });
});
