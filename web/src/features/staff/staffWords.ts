import type { AccountStatus } from '@lorewright/domain/accounts/userView';
import type { StaffRole } from '@lorewright/domain/staff/staff.events';
import type { StaffViolation } from '@lorewright/domain/staff/staffViews';

// The console's words for the server's codes, in one place so the search, the header and the
// violations read alike.

export const STATUS_WORDS: Record<AccountStatus, string> = { active: 'Active', blocked: 'Blocked', pending: 'Pending', erased: 'Erased' };

const ROLE_WORDS: Record<StaffRole, string> = { support: 'Support', admin: 'Admin' };
export const rolesText = (roles: readonly StaffRole[]) => (roles.length === 0 ? '—' : roles.map((role) => ROLE_WORDS[role]).join(', '));

export type AppealState = 'none' | 'pending' | 'rejected' | 'repealed';

/** product.md §4.1: an appeal is pending until rejected; a repeal ends the violation whatever its appeal. */
export const appealStateOf = (violation: StaffViolation): AppealState => {
  if (violation.repealedOn) return 'repealed';
  if (!violation.appealedOn) return 'none';
  return violation.rejectedOn ? 'rejected' : 'pending';
};

export const APPEAL_WORDS: Record<AppealState, string> = { none: 'No appeal', pending: 'Appeal pending', rejected: 'Appeal rejected', repealed: 'Repealed' };

/** A code as words: 'set_to_cancel' → 'Set to cancel'. */
export const codeWords = (code: string) => {
  const words = code.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};
