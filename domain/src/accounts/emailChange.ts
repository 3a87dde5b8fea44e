// An address change is confirmed through a link mailed to the new address and can be cancelled
// through a link mailed to the old one. Both links die after a day, when the change is
// confirmed or cancelled, and when a newer change replaces it.
export const EMAIL_CHANGE_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface PendingEmailChange {
  newEmail: string;
  // Null when another account held the new address: there is nothing to confirm.
  confirmCodeHash: string | null;
  // Null when the links were retired (accounts/account.events.ts): only the signed-in owner cancels.
  cancelCodeHash: string | null;
  expiresAt: string;
}

export const emailChangeExpiry = (now: Date): string => new Date(now.getTime() + EMAIL_CHANGE_LIFETIME_MS).toISOString();

export const isEmailChangeOpen = (pending: PendingEmailChange | null, now: Date): pending is PendingEmailChange =>
  pending !== null && now.getTime() < Date.parse(pending.expiresAt);

// The links carry the account's id beside the secret (`{userId}.{secret}`), so the write side
// finds the stream without a lookup table; only the secret's hash is ever stored.
export const emailChangeCode = (userId: string, secret: string) => `${userId}.${secret}`;

export const userIdOfEmailChangeCode = (code: string): string | null => /^([A-Za-z0-9_-]{1,64})\.[A-Za-z0-9_-]+$/.exec(code)?.[1] ?? null;

// A repeated registration with an address mails its owner at most this often.
export const REGISTRATION_ATTEMPT_MAIL_INTERVAL_MS = 60 * 60 * 1000;
