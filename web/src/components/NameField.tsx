import { limitDisplayLength } from '@lorewright/domain/shared/displayText';
import { useId } from 'react';

/** The name or title field of a new-element form: typing stops at the name rule's length. */
export function NameField({
  label,
  value,
  max,
  required = false,
  onChange,
}: {
  label: string;
  value: string;
  max: number;
  required?: boolean;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="form-field">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input
        id={id}
        className="text-input"
        required={required}
        value={value}
        onChange={(event) => onChange(limitDisplayLength(event.target.value, max))}
        autoComplete="off"
      />
    </div>
  );
}
