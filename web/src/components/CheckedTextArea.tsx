import { useId, type ComponentPropsWithRef } from 'react';

type CheckedTextAreaProps = ComponentPropsWithRef<'textarea'> & {
  label: string;
  /** What a refused submit found wrong with the text, or null. */
  problem: string | null;
  problemClassName?: string;
};

/**
 * A labelled text area and, once a submit was refused, its problem beside it: announced at once
 * (an alert) and tied to the field, which is then marked invalid. The caller's form field wraps it.
 */
export function CheckedTextArea({ label, problem, problemClassName, className, ...textarea }: CheckedTextAreaProps) {
  const id = useId();
  const problemId = useId();
  return (
    <>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <textarea
        id={id}
        className={`text-input ${className ?? ''}`}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemId : undefined}
        {...textarea}
      />
      {problem && (
        <p id={problemId} role="alert" className={problemClassName}>
          {problem}
        </p>
      )}
    </>
  );
}
