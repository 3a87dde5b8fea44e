// The sandbox's test cards, numbered as Stripe's: 4242 4242 4242 4242 pays; 4000 0000 0000 0002
// is declined at once; 4000 0000 0000 0341 is saved but every later charge fails (for trying
// failed renewals with the test clock).
export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
}

export interface SavedCard {
  last4: string;
  chargesFail: boolean;
}

export type CardCheck = { ok: true; card: SavedCard } | { ok: false; message: string };

const DECLINED = '4000000000000002';
const FAILS_LATER = '4000000000000341';
const SUCCEEDS = '4242424242424242';

// `now` in epoch seconds: an expiry before its month counts as past.
export const checkCard = (input: CardInput, now: number): CardCheck => {
  const digits = input.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) return { ok: false, message: 'Your card number is incomplete.' };
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(input.expiry);
  const month = Number(expiry?.[1]);
  if (!expiry || month < 1 || month > 12) return { ok: false, message: "Your card's expiration date is incomplete." };
  const year = expiry[2].length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2]);
  if (Date.UTC(year, month, 1) / 1000 <= now) return { ok: false, message: "Your card's expiration date is in the past." };
  if (!/^\d{3,4}$/.test(input.cvc.trim())) return { ok: false, message: "Your card's security code is incomplete." };
  if (digits === DECLINED) return { ok: false, message: 'Your card was declined.' };
  if (digits !== SUCCEEDS && digits !== FAILS_LATER) {
    return { ok: false, message: 'This is the sandbox: use the test card 4242 4242 4242 4242.' };
  }
  return { ok: true, card: { last4: digits.slice(-4), chargesFail: digits === FAILS_LATER } };
};
