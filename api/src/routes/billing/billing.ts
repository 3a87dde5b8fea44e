import { CheckoutBody } from '@lorewright/domain/billing/billing.bodies';
import { invalid } from '@lorewright/domain/shared/errors';
import type { Stack } from '../../composition';
import { currentUser } from '../../plugins/auth';
import { commandContext } from '../commandContext';
import type { ZodApp, CommandsOf } from '../routeTypes';
import { CheckoutView } from '@lorewright/domain/billing/billing.views';

const SIGNATURE_HEADER = 'stripe-signature';
const NO_SIGNATURE = 'The webhook signature is missing.';

export type BillingRoutePorts = Pick<Stack, 'config' | 'payments'> & CommandsOf<'subscriptions'>;

// Subscriptions (product.md §7): the signed-in user opens a hosted
// checkout; the payment provider's signed events come back through the webhook.
export const billingRoutes = (ports: BillingRoutePorts) => async (app: ZodApp) => {
  const commands = ports.commands.subscriptions;

  // Where the provider sends the person after paying or giving up.
  const urls = { successUrl: `${ports.config.publicUrl}/payment-success`, cancelUrl: `${ports.config.publicUrl}/subscribe` };

  // One subscription per person: refused while a plan is live (409, changed through
  // subscription/update instead); any earlier unfinished checkout is expired at the provider
  // first, so only this one can be paid (commands/src/billing/subscriptionCommands.ts).
  app.post(
    '/payment/checkout',
    { schema: { body: CheckoutBody, response: { 200: CheckoutView } }, config: { auth: 'required', rateLimited: 'checkout' } },
    async (request) => {
      const user = currentUser(request);
      return commands.checkout({ id: user._id, email: user.email }, request.body.items, urls, commandContext(request));
    },
  );

  // Its own scope: the signature covers the bytes as sent, so JSON is kept as a Buffer here
  // (and only here) and parsed by the payments adapter once verified. A forged or stale
  // signature is 400; so is a signed event whose body is not what billing reads (data.object
  // null, a field missing or of the wrong type: stripeEvents.ts), and it records nothing. A
  // redelivered event is 200 and records nothing (the decider drops it).
  await app.register(async (webhook) => {
    // In place of the app's own JSON parser (plugins/largeJsonBodies.ts).
    webhook.removeContentTypeParser('application/json');
    webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });
    webhook.post('/payment/webhook', async (request) => {
      const signature = request.headers[SIGNATURE_HEADER];
      if (typeof signature !== 'string' || signature === '') throw invalid(NO_SIGNATURE);
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.from(typeof request.body === 'string' ? request.body : '');
      const event = await ports.payments.parseWebhook(raw, signature);
      await commands.recordWebhook(event, { actorId: null, correlationId: request.id });
      return { received: true };
    });
  });
};
