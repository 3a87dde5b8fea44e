import Stripe from 'stripe';
import { invalid } from '@lorewright/domain/shared/errors';

// Both adapters sign and verify with Stripe's `Stripe-Signature` scheme
// (t=…,v1=HMAC-SHA256(secret, `${t}.${payload}`)), so a webhook takes one path whichever
// provider sent it. Older than this many seconds counts as a replay.
export const SIGNATURE_TOLERANCE_SECONDS = 300;

// The verified event's JSON; a forged, malformed or stale signature is a 400.
export const verifiedEvent = (rawBody: Buffer | string, signatureHeader: string, secret: string): unknown => {
  try {
    return Stripe.webhooks.constructEvent(rawBody, signatureHeader, secret, SIGNATURE_TOLERANCE_SECONDS);
  } catch {
    // The library's message may quote the expected signature: none of it reaches the caller.
    throw invalid('The webhook signature is not valid.');
  }
};

export const signatureHeader = (payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
