// Password reset codes are single use and expire an hour after they are sent. The write side
// (resetting) and the read side (validating a link before showing the form) use this one rule.
export const RESET_CODE_LIFETIME_MS = 60 * 60 * 1000;

export interface ResetCodeStatus {
  // The address the code was sent to: once the account's address changes, the code is dead.
  email: string;
  expiresAt: string;
  used: boolean;
}

export const isResetCodeUsable = (code: ResetCodeStatus, accountEmail: string, now: Date): boolean =>
  !code.used && code.email === accountEmail && now.getTime() < new Date(code.expiresAt).getTime();

export const resetCodeExpiry = (now: Date): string => new Date(now.getTime() + RESET_CODE_LIFETIME_MS).toISOString();
