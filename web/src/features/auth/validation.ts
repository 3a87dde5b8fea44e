import { accountMessages as m } from '@lorewright/domain/accounts/accountMessages';
import { isValidPassword } from '@lorewright/domain/accounts/credentialRules';
import type { HintTone } from './Field';

// The live hints of product.md §5, with the domain's rules and texts; on submit the forms are
// checked by the server's bodies (loginForm.ts, newPasswordForm.ts).

export interface Hint {
  text: string;
  tone: HintTone;
}

/** Live text under a new password: 'Password valid' or the length rule. */
export function passwordHint(password: string): Hint | null {
  if (!password) return null;
  return isValidPassword(password) ? { text: m.passwordValid, tone: 'valid' } : { text: m.passwordLength, tone: 'invalid' };
}

/** Live text under the repeated password while it differs. */
export function repeatHint(password: string, repeat: string): Hint | null {
  return repeat && repeat !== password ? { text: m.passwordsDontMatch, tone: 'invalid' } : null;
}
