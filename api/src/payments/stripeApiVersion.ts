import type Stripe from 'stripe';

// The Stripe API version the adapter's client is pinned to: its requests and Stripe's answers
// have this version's shapes whatever the account's default. Webhook events are rendered in the
// version their endpoint was created with, so the endpoint is created with this one (README);
// events of versions before 2025-03-31 are read as well (stripeVersionedFields.ts). It is the
// version the installed `stripe` package is typed for: upgrading the package to another one
// fails type-checking here, so the shapes read are looked at again before the pin moves.
export const STRIPE_API_VERSION = '2026-10-28.endive' satisfies Stripe.LatestApiVersion;
