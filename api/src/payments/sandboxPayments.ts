import { invalid } from '@lorewright/domain/shared/errors';
import { sandboxHostedPages } from './sandboxHostedPages';
import { openSandboxLedger } from './sandboxLedger';
import { sandboxProviderCalls } from './sandboxProviderCalls';
import { settleDueSubscriptions } from './sandboxRenewals';
import type { SandboxPayments, SandboxPaymentsOptions } from './sandboxPaymentsPort';
import { own } from './sandboxStore';

export type { CardResult, SandboxPayments, SandboxPaymentsOptions } from './sandboxPaymentsPort';

// The built-in provider: hosted checkout and portal pages served by the app, subscriptions,
// invoices and a test clock, durable under DATA_DIR, and Stripe-signed webhooks in Stripe's
// shapes — so the whole subscription flow runs offline through the same code as with Stripe.
// Its books (sandboxLedger.ts) are shared by the port's calls (sandboxProviderCalls.ts) and
// the hosted pages (sandboxHostedPages.ts).
export const createSandboxPayments = (options: SandboxPaymentsOptions): SandboxPayments => {
  const ledger = openSandboxLedger(options);
  const { state, now, emit, charge, commit } = ledger;
  return {
    describe: `sandbox (${options.dataDir})`,
    now,
    ...sandboxProviderCalls(ledger),
    ...sandboxHostedPages(ledger),

    async advanceClock(seconds) {
      if (!Number.isFinite(seconds) || seconds < 0) throw invalid('The test clock only moves forward.');
      state.clockOffset += Math.floor(seconds);
      settleDueSubscriptions({ state, now: now(), emit, charge, baseUrl: options.baseUrl });
      await commit();
    },

    subscription: (id) => own(state.subscriptions, id),
  };
};
