import { useState } from 'react';
import { ConfirmModal } from '../../components/ConfirmModal';

export interface ConfirmButtonProps {
  label: string;
  /** The confirm modal's question. */
  question: string;
  text?: string;
  disabled?: boolean;
  className?: string;
  onConfirm: () => void;
}

/** A button whose action waits for Yes in the confirm modal: staff actions reach real people. */
export function ConfirmButton({ label, question, text, disabled, className = 'button button-secondary', onConfirm }: ConfirmButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} disabled={disabled} onClick={() => setOpen(true)}>
        {label}
      </button>
      <ConfirmModal
        open={open}
        title={question}
        text={text}
        onCancel={() => setOpen(false)}
        onConfirm={() => {
          setOpen(false);
          onConfirm();
        }}
      />
    </>
  );
}
