import { z } from 'zod';

/**
 * A form's fields behind a first check of the whole form as typed, for a rule no one field can
 * say ('Please enter all fields.' before any field's own problem): while `problemOf` finds one,
 * it is the form's only problem (useBodyForm says it first); then the fields' own rules, in order.
 */
export const wholeFormFirst = <S extends z.ZodObject>(fields: S, problemOf: (typed: z.input<S>) => string | undefined) =>
  z.preprocess((typed: z.input<S>, ctx) => {
    const problem = problemOf(typed);
    // 'root' is react-hook-form's place for an error of the whole form.
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['root'] });
    return typed;
  }, fields);
