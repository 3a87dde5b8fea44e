import { accountMessages as m } from '@lorewright/domain/accounts/accountMessages';
import { UpdateUserBody } from '@lorewright/domain/accounts/user.commands';
import { z } from 'zod';
import { INPUT_MISMATCH_MESSAGE, INPUT_REQUIRED_MESSAGE } from '../../components/InputModal';

// The e-mail change dialog (product.md §5.3). The new address was checked by the e-mail rule on
// the settings form, so here it only has to be typed again exactly (as every retyping dialog
// says it); then the current password, user/updateUser's own field, which that call needs with a
// new address.
export const emailChangeForm = (newEmail: string) =>
  z.object({
    retyped: z
      .string()
      .refine((typed) => typed.trim() !== '', { message: INPUT_REQUIRED_MESSAGE, abort: true })
      .refine((typed) => typed === newEmail, INPUT_MISMATCH_MESSAGE),
    password: UpdateUserBody.shape.password.unwrap().min(1, m.currentPasswordNeeded),
  });
