import { sandboxId } from './sandboxShapes';
import { signatureHeader } from './webhookSignature';

// Sends the sandbox's events, signed as Stripe signs them, one at a time and in the order they
// happened. A failed delivery is reported and dropped: the sandbox does not retry.
export type DeliverWebhook = (rawBody: string, signatureHeader: string) => Promise<void>;

export interface WebhookOutbox {
  emit(type: string, object: unknown, created: number): void;
  // Delivers everything emitted so far; resolves once it has been sent (at once when called while
  // an event is being delivered: see flush below).
  flush(): Promise<void>;
}

export const createWebhookOutbox = ({
  secret,
  deliver,
  onDeliveryError,
}: {
  secret: string;
  deliver: DeliverWebhook;
  onDeliveryError?: (error: unknown, eventType: string) => void;
}): WebhookOutbox => {
  const pending: { type: string; body: string }[] = [];
  let delivering = Promise.resolve();
  // Whether an event is being delivered right now.
  let inDelivery = false;
  return {
    emit: (type, object, created) => {
      // Serialised now: the event carries the object as it was at this moment.
      pending.push({ type, body: JSON.stringify({ id: sandboxId('evt'), object: 'event', type, created, livemode: false, data: { object } }) });
    },
    flush: () => {
      const batch = pending.splice(0);
      // A change the app makes while acting on an event it is being sent (it ends a duplicate
      // subscription from the checkout's webhook) cannot wait for its own events: they go out
      // after that delivery, and that delivery waits for the change — waiting would never end.
      const nested = inDelivery;
      delivering = delivering.then(async () => {
        for (const { type, body } of batch) {
          inDelivery = true;
          try {
            await deliver(body, signatureHeader(body, secret));
          } catch (error) {
            onDeliveryError?.(error, type);
          } finally {
            inDelivery = false;
          }
        }
      });
      return nested ? Promise.resolve() : delivering;
    },
  };
};
