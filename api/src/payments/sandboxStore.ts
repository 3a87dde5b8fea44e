import fs from 'node:fs';
import path from 'node:path';
import type { PaidElement } from '@lorewright/domain/billing/pricing';
import type { SavedCard } from './sandboxCards';
import type { StripeLikeInvoice } from './stripeInvoices';

// Everything the sandbox provider knows, kept in one JSON file under DATA_DIR so checkouts,
// subscriptions, invoices and the test clock survive a restart.
export interface SandboxCustomer {
  id: string;
  userId: string;
  email: string;
  card: SavedCard | null;
}

export interface SandboxCheckout {
  id: string;
  userId: string;
  email: string;
  customerId: string | null;
  items: PaidElement[];
  successUrl: string;
  cancelUrl: string;
  // 'expired': a newer checkout of the same customer was opened, so this one can no longer be paid.
  status: 'open' | 'complete' | 'expired';
}

export interface SandboxSubscription {
  id: string;
  customerId: string;
  items: PaidElement[];
  // A downgrade waiting for the next period, or null.
  pendingItems: PaidElement[] | null;
  periodStart: number;
  periodEnd: number;
  cancelAtPeriodEnd: boolean;
  status: 'active' | 'past_due' | 'canceled';
  // The due date of the oldest unpaid invoice (the grace days count from it).
  unpaidSince: number | null;
  endedAt: number | null;
}

// amount_refunded: what was refunded of amount_paid (a duplicate subscription ended at once).
export type SandboxInvoice = StripeLikeInvoice & { customer: string; amount_refunded?: number };

export interface SandboxPortal {
  id: string;
  customerId: string;
  returnUrl: string;
}

export interface SandboxState {
  // How far the test clock has been moved ahead of the real one, in seconds.
  clockOffset: number;
  customers: Record<string, SandboxCustomer>;
  checkouts: Record<string, SandboxCheckout>;
  subscriptions: Record<string, SandboxSubscription>;
  invoices: Record<string, SandboxInvoice>;
  portals: Record<string, SandboxPortal>;
}

export const SANDBOX_STATE_FILE = 'payments-sandbox.json';

const emptyState = (): SandboxState => ({ clockOffset: 0, customers: {}, checkouts: {}, subscriptions: {}, invoices: {}, portals: {} });

export interface SandboxStore {
  readonly state: SandboxState;
  // Writes the whole state: to a temporary file renamed into place, so a crash leaves the old
  // file or the new one, never half of one.
  save(): void;
}

export const openSandboxStore = (dataDir: string): SandboxStore => {
  const file = path.join(dataDir, SANDBOX_STATE_FILE);
  fs.mkdirSync(dataDir, { recursive: true });
  const state: SandboxState = fs.existsSync(file) ? { ...emptyState(), ...(JSON.parse(fs.readFileSync(file, 'utf8')) as SandboxState) } : emptyState();
  return {
    state,
    save: () => {
      const temp = `${file}.${process.pid}.tmp`;
      fs.writeFileSync(temp, JSON.stringify(state), { mode: 0o600 });
      fs.renameSync(temp, file);
    },
  };
};

// Reads a record by an id from outside: only the record's own entries, never its prototype's.
export const own = <T>(record: Record<string, T>, id: string): T | undefined => (Object.hasOwn(record, id) ? record[id] : undefined);
