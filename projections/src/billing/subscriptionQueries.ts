import { NO_PLAN, type PlanSummary } from '@lorewright/domain/billing/planSummary';
import type { HistoryEntry } from '@lorewright/domain/billing/subscriptionHistory';
import type { ProjectionViews } from '../runner/projectionViews';
import { SUBSCRIPTIONS, type SubscriptionRecord } from './subscriptionRecords';

// How many plans one pass of the expiry timer ends at most; the next pass takes the rest.
export const EXPIRING_BATCH = 100;

// Reads of the subscriptions projection: a user's plan and history, and the plans the expiry
// timer should end.
export const createSubscriptionQueries = (views: ProjectionViews) => {
  const subscriptions = views.collection('subscriptions', SUBSCRIPTIONS);
  const recordOf = async (userId: string) => (await subscriptions.get(userId)) as SubscriptionRecord | null;

  return {
    planOf: async (userId: string): Promise<PlanSummary> => (await recordOf(userId))?.plan ?? NO_PLAN,
    // Oldest first, as the product's history entries.
    historyOf: async (userId: string): Promise<HistoryEntry[]> => (await recordOf(userId))?.history.entries ?? [],
    // The provider's customer, for its portal and invoices; null before the first checkout
    // completed (the customer a checkout is opened for is remembered before that, but there is
    // nothing to manage yet).
    customerOf: async (userId: string): Promise<string | null> => {
      const state = (await recordOf(userId))?.state;
      return state?.subscriptionId ? state.customerId : null;
    },
    // Users whose plan's cancel date or unpaid grace has passed (epoch seconds).
    expiringBy: async (now: number): Promise<string[]> => {
      const due = (await subscriptions.find(
        { expiresAt: { $lte: now } },
        { sort: { expiresAt: 1 }, limit: EXPIRING_BATCH },
      )) as unknown as SubscriptionRecord[];
      return due.map((record) => record._id);
    },
  };
};

export type SubscriptionQueries = ReturnType<typeof createSubscriptionQueries>;
