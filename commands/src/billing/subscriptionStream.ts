import { streamName } from '../eventStore/eventStore';

// One stream per user's subscription (domain/src/billing/subscription.decide.ts).
export const subscriptionStream = (userId: string) => streamName('subscription', userId);
