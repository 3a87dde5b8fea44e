import { TestClockBody } from '@lorewright/domain/billing/billing.bodies';
import { DAY_SECONDS } from '@lorewright/domain/billing/billingLimits';
import { TestClockAnswer } from '@lorewright/domain/billing/billing.views';
import type { SandboxPayments } from '../../payments/sandboxPayments';
import type { ZodApp } from '../routeTypes';

// The sandbox provider's test clock over HTTP, for developers, `ops test-clock` and the browser
// journeys: renewals are billed, scheduled cancellations end and unpaid plans lapse, each with
// its signed webhook, recorded before this answers. Registered only in development and test,
// and only while the sandbox is the provider.
export const devPaymentClockRoutes = (sandbox: SandboxPayments) => async (app: ZodApp) => {
  app.post('/dev/payments/clock', { schema: { body: TestClockBody, response: { 200: TestClockAnswer } } }, async (request) => {
    await sandbox.advanceClock(Math.round(request.body.days * DAY_SECONDS));
    return { now: sandbox.now() };
  });
};
