import { accountMessages as m } from '@lorewright/domain/accounts/accountMessages';
import { UpdateUserBody } from '@lorewright/domain/accounts/user.commands';
import { isBlankDisplayText } from '@lorewright/domain/shared/displayText';
import { wholeFormFirst } from '../../lib/forms/wholeFormFirst';

// The account settings form (product.md §5.3): both fields filled in ('Please enter all fields.',
// a name blank by the one text rule for names too), then user/updateUser's own rules for the name
// and the address. What changed is decided on the checked values.
export const AccountSettingsForm = wholeFormFirst(UpdateUserBody.pick({ name: true, email: true }).required(), ({ name, email }) =>
  isBlankDisplayText(name) || email.trim() === '' ? m.enterAllFields : undefined,
);
