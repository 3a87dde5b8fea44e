import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldErrors, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { useAppDispatch } from '../state/store';
import { alertShown } from '../state/uiSlice';

/** A body's fields, or the same fields behind a first check of the whole form (wholeFormFirst). */
export type FormSchema = z.ZodObject | z.ZodPreprocess<z.ZodObject, unknown>;

type FormInput<S extends FormSchema> = z.input<S> & FieldValues;
type Form<S extends FormSchema> = UseFormReturn<FormInput<S>, unknown, z.output<S>>;

export type BodyForm<S extends FormSchema> = Form<S> & {
  submitWith: (accepted: (body: z.output<S>) => unknown, refused?: (problem: string) => void) => ReturnType<Form<S>['handleSubmit']>;
};

const fieldsOf = (schema: FormSchema): string[] => Object.keys(schema instanceof z.ZodObject ? schema.shape : schema.def.out.shape);

// The problem of the whole form first, then the first in the order of the schema's fields (as
// the server would answer it).
const firstProblem = (fields: readonly string[], errors: FieldErrors): string | undefined =>
  [errors.root, ...fields.map((field) => errors[field])].map((error) => error?.message).find((message): message is string => typeof message === 'string');

/**
 * A form checked by the zod body the server validates, so a rule is written once (product.md
 * §8): a refused form says its first problem (as a warning, unless `refused` says it otherwise)
 * and makes no call; an accepted one hands over what the schema outputs (names cleaned by the one
 * text rule, defaults filled in). The form's schema is the call's body without what the page adds
 * (the current world). `kept.values` are values kept outside the form (a draft in local
 * storage), which the form follows.
 */
export function useBodyForm<S extends FormSchema>(schema: S, defaultValues: DefaultValues<FormInput<S>>, kept?: { values: FormInput<S> }): BodyForm<S> {
  const dispatch = useAppDispatch();
  const resolver: Resolver<FormInput<S>, unknown, z.output<S>> = zodResolver<FormInput<S>, unknown, z.output<S>>(
    schema as unknown as z.ZodType<z.output<S>, FormInput<S>>,
  );
  // The warning names the problem; the focus stays where the person is (react-hook-form would
  // move it to the first field in error, which need not be the one the warning names).
  const form = useForm<FormInput<S>, unknown, z.output<S>>({ resolver, defaultValues, values: kept?.values, shouldFocusError: false });
  const fields = fieldsOf(schema);
  const warn = (text: string) => dispatch(alertShown({ kind: 'warning', text }));
  /** The form's onSubmit: `accepted` with the checked body, or `refused` with the first problem. */
  const submitWith = (accepted: (body: z.output<S>) => unknown, refused: (problem: string) => void = warn) =>
    form.handleSubmit(accepted, (errors) => {
      const text = firstProblem(fields, errors);
      if (text) refused(text);
    });
  return { ...form, submitWith };
}
