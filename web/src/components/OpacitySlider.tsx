import { useId } from 'react';

export interface OpacitySliderProps {
  /** 0 to 1, as stored. */
  value: number;
  onChange: (value: number) => void;
  className?: string;
  inputClassName?: string;
}

/** The overlay opacity slider (product.md §5): 0 to 100 in steps of 1 on screen, a 0–1 fraction stored. */
export function OpacitySlider({ value, onChange, className, inputClassName }: OpacitySliderProps) {
  const id = useId();
  const percent = Math.round(value * 100);
  return (
    <div className={className}>
      <label htmlFor={id} className="form-label">
        Overlay opacity <output htmlFor={id}>{percent}</output>
      </label>
      <input
        id={id}
        className={inputClassName}
        type="range"
        min={0}
        max={100}
        step={1}
        value={percent}
        onChange={(event) => onChange(Number(event.target.value) / 100)}
      />
    </div>
  );
}
