import { accountMessages as m } from '@lorewright/domain/accounts/accountMessages';
import { RegisterBody, ResetPasswordBody } from '@lorewright/domain/accounts/credentials';
import { isBlankDisplayText } from '@lorewright/domain/shared/displayText';
import { z } from 'zod';
import { allFieldsFirst, isEmpty } from './allFieldsFirst';

// Registering and resetting a password (product.md §5.3): every field filled in, then the
// address, the password's length, the repeat, and last the name's own rule (its length and
// characters). The repeat is the form's own; the mismatch is said even when a later field (the
// name) has a problem too, so the check runs whatever the other fields say.
const repeat = z.string();
const repeatMatches = ({ password, repeat: typed }: { password: string; repeat: string }) => password === typed;
const saidOnRepeat = { message: m.passwordsMustMatch, path: ['repeat'], when: () => true };

export const ResetPasswordForm = allFieldsFirst(
  ResetPasswordBody.pick({ email: true, password: true }).extend({ repeat }).refine(repeatMatches, saidOnRepeat),
  (typed) => [typed.email, typed.password, typed.repeat].some(isEmpty),
);

const { name, email, password } = RegisterBody.shape;
// A name is blank by the one text rule for names (invisible characters alone are blank too).
export const RegisterForm = allFieldsFirst(
  z.object({ email, password, repeat, name }).refine(repeatMatches, saidOnRepeat),
  (typed) => isBlankDisplayText(typed.name) || [typed.email, typed.password, typed.repeat].some(isEmpty),
);
