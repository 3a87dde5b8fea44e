import { accountMessages as m } from '@lorewright/domain/accounts/accountMessages';
import type { z } from 'zod';
import { wholeFormFirst } from '../../lib/forms/wholeFormFirst';

/** Typed text an account form counts as not filled in: nothing, or only spaces. */
export const isEmpty = (typed: string) => typed.trim() === '';

/**
 * An account form (product.md §5.3): 'Please enter all fields.' while `unfilled` finds a field
 * not filled in, before any one field's own problem; then the fields' rules in their order.
 */
export const allFieldsFirst = <S extends z.ZodObject>(fields: S, unfilled: (typed: z.input<S>) => boolean) =>
  wholeFormFirst(fields, (typed) => (unfilled(typed) ? m.enterAllFields : undefined));
