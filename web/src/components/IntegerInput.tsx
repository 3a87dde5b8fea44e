import { useState } from 'react';

const parse = (text: string): number | null => (/^\s*-?\d+\s*$/.test(text) ? Number.parseInt(text, 10) : null);
const show = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

export interface IntegerInputProps {
  label: string;
  value: number | null | undefined;
  /** A whole number typed, or null while the field is blank or not a whole number. */
  onChange: (value: number | null) => void;
  min?: number;
  placeholder?: string;
  className?: string;
}

/**
 * A number field read as an integer (product.md §7): it keeps what is typed ('-', '') while the value it
 * reports is whole or null, and shows a value changed from outside (Apply to all).
 */
export function IntegerInput({ label, value, onChange, min, placeholder, className = '' }: IntegerInputProps) {
  const [text, setText] = useState(show(value));
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (parse(text) !== (value ?? null)) setText(show(value));
  }
  return (
    <input
      type="number"
      step={1}
      min={min}
      className={`text-input ${className}`}
      aria-label={label}
      placeholder={placeholder}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(parse(event.target.value));
      }}
    />
  );
}
