import type { PaidFeature, Permissions } from '../accounts/permissions';
import type { BillingEvent } from './billing.events';
import { UNPAID_GRACE_SECONDS } from './billingLimits';
import { evolveSubscription, type SubscriptionState } from './subscription.state';

export const isoOfSeconds = (seconds: number) => new Date(seconds * 1000).toISOString();
export const secondsOf = (iso: string) => Math.floor(Date.parse(iso) / 1000);

// How long the plan's elements are allowed: a paid plan to its period end; an unpaid one to 7
// days after the due date (never less than what was already paid for).
export const coveredUntil = (state: SubscriptionState) =>
  state.unpaidDueDate === null ? state.periodEnd : Math.max(state.periodEnd, state.unpaidDueDate + UNPAID_GRACE_SECONDS);

// The grant that brings each item of the plan to its coverage, if any expiry changes.
export const grantEvents = (state: SubscriptionState): BillingEvent[] => {
  if (state.status !== 'active') return [];
  const until = isoOfSeconds(coveredUntil(state));
  const changed = state.items.filter((item) => state.granted[item] !== until);
  if (changed.length === 0) return [];
  return [{ type: 'SubscriptionPermissionsGranted', data: { userId: state.userId, permissions: Object.fromEntries(changed.map((item) => [item, until])) } }];
};

// The grant due once `events` are recorded: called where money arrived (a paid checkout or
// invoice, an upgrade charged) or the grace began.
export const grantAfter = (state: SubscriptionState, events: BillingEvent[]) => grantEvents(events.reduce(evolveSubscription, state));

// An expired plan takes back everything it granted, from the moment it ran out. Only the
// permissions go: the author's maps, timelines and languages stay readable and exportable, and
// are never hidden or deleted (the element deciders let a lapsed author read and delete).
export const revokeEvents = (state: SubscriptionState, at: number): BillingEvent[] => {
  const features = Object.keys(state.granted) as PaidFeature[];
  return features.length === 0 ? [] : [{ type: 'SubscriptionPermissionsRevoked', data: { userId: state.userId, features, at: isoOfSeconds(at) } }];
};

// The user's permission for each feature is the later of the promotion's year
// (accounts/promotion.ts) and what the subscription grants: a revoked plan never cuts short a
// Beta Test User's free year. The reactor that copies grants to the user's stream uses this.
export const laterPermissions = (a: Permissions, b: Permissions): Permissions => {
  const features = new Set([...Object.keys(a), ...Object.keys(b)] as PaidFeature[]);
  return Object.fromEntries(
    [...features].map((feature) => {
      const [x, y] = [a[feature], b[feature]];
      return [feature, x === undefined ? y : y === undefined ? x : Date.parse(x) >= Date.parse(y) ? x : y];
    }),
  );
};
