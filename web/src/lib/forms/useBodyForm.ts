import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldErrors, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { useAppDispatch } from '../state/store';
import { alertShown } from '../state/uiSlice';

type FormInput<S extends z.ZodObject> = z.input<S> & FieldValues;

export type BodyForm<S extends z.ZodObject> = UseFormReturn<FormInput<S>, unknown, z.output<S>> & {
  submitWith: (accepted: (body: z.output<S>) => void) => ReturnType<UseFormReturn<FormInput<S>, unknown, z.output<S>>['handleSubmit']>;
};

// The first problem in the order of the schema's fields (as the server would answer it).
const firstProblem = (fields: readonly string[], errors: FieldErrors): string | undefined =>
  fields.map((field) => errors[field]?.message).find((message): message is string => typeof message === 'string');

/**
 * A form checked by the zod body the server validates, so a rule is written once (product.md
 * §8): a refused form says its first problem as a warning and makes no call; an accepted one
 * hands over what the schema outputs (names cleaned by the one text rule, defaults filled in).
 * The form's schema is the call's body without what the page adds (the current world).
 */
export function useBodyForm<S extends z.ZodObject>(schema: S, defaultValues: DefaultValues<FormInput<S>>): BodyForm<S> {
  const dispatch = useAppDispatch();
  const resolver: Resolver<FormInput<S>, unknown, z.output<S>> = zodResolver<FormInput<S>, unknown, z.output<S>>(
    schema as unknown as z.ZodType<z.output<S>, FormInput<S>>,
  );
  const form = useForm<FormInput<S>, unknown, z.output<S>>({ resolver, defaultValues });
  const fields = Object.keys(schema.shape);
  /** The form's onSubmit: `accepted` with the checked body, or the first problem as a warning. */
  const submitWith = (accepted: (body: z.output<S>) => void) =>
    form.handleSubmit(accepted, (errors) => {
      const text = firstProblem(fields, errors);
      if (text) dispatch(alertShown({ kind: 'warning', text }));
    });
  return { ...form, submitWith };
}
