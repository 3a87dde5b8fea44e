import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createPayments } from './createPayments';
import { tempDataDir } from './paymentsHarness';
import { SANDBOX_SECRET_FILE } from './sandboxSecret';

const configWith = (env: Record<string, string>) => loadConfig({ DATA_DIR: tempDataDir(), ...env });

describe('choosing the payment provider', () => {
  it('uses the sandbox without STRIPE_SECRET_KEY, signing with a secret kept in DATA_DIR', () => {
    const config = configWith({});
    const chosen = createPayments(config);
    expect(chosen.sandbox).toBe(chosen.payments);
    const file = path.join(config.dataDir, SANDBOX_SECRET_FILE);
    const secret = fs.readFileSync(file, 'utf8');
    createPayments(config);
    expect(fs.readFileSync(file, 'utf8')).toBe(secret);
  });

  it('uses Stripe with STRIPE_SECRET_KEY and names no secret in its description', () => {
    const chosen = createPayments(configWith({ STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_abc123' }));
    expect(chosen.sandbox).toBeNull();
    expect(chosen.payments.describe).toBe('stripe');
  });

  it('refuses a Stripe key without a webhook secret, and never echoes a secret', () => {
    expect(() => configWith({ STRIPE_SECRET_KEY: 'sk_test_abc123' })).toThrow(/STRIPE_WEBHOOK_SECRET: must be set/);
    expect(() => configWith({ STRIPE_SECRET_KEY: 'pk_live_visible' })).toThrow(/STRIPE_SECRET_KEY: .*not shown/);
    expect(() => configWith({ STRIPE_SECRET_KEY: 'pk_live_visible' })).not.toThrow(/pk_live_visible/);
  });
});
