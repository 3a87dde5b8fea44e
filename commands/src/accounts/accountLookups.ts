import type { ResetCodeStatus } from '@lorewright/domain/accounts/resetCode';

// Finding the stream a request is about by what the request carries (an address, a code). The
// read side answers (projections/src/accounts/accountQueries.ts); the stream itself
// then decides, so a stale answer can only make a command fail, never do the wrong thing.
export interface AccountLookups {
  userIdByEmail(normalizedEmail: string): Promise<string | null>;
  userIdByActivationCodeHash(codeHash: string): Promise<string | null>;
  resetCodeByHash(codeHash: string): Promise<(ResetCodeStatus & { userId: string }) | null>;
}
