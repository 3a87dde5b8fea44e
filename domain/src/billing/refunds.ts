import { REFUND_WINDOW_SECONDS } from './billingLimits';
import type { SubscriptionState } from './subscription.state';

// Refunds only for subscriptions less than 14 days old (FAQ); older ones are staff's exception.
export const withinRefundWindow = (state: SubscriptionState, now: number) => state.created !== null && now - state.created < REFUND_WINDOW_SECONDS;
