import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { NameField } from '../NameField';

/** NameField as a field of a react-hook-form form (useBodyForm): its value lives in the form. */
export function ControlledNameField<T extends FieldValues, Checked>({
  control,
  name,
  ...shown
}: {
  // The form's control; what its schema outputs (Checked) may differ from what is typed.
  control: Control<T, unknown, Checked>;
  name: Path<T>;
  label: string;
  max: number;
  required?: boolean;
}) {
  const { field } = useController<T, Path<T>, Checked>({ control, name });
  return <NameField {...shown} value={String(field.value ?? '')} onChange={field.onChange} />;
}
