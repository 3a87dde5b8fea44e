import type { ReactNode } from 'react';
import styles from './Toolbar.module.css';

interface ToolButtonProps {
  /** The accessible name, e.g. 'Bold'. */
  label: string;
  /** Shown in the tooltip beside the name. */
  shortcut?: string;
  ariaShortcuts?: string;
  /** A toggle's state (aria-pressed); leave out for plain actions. */
  pressed?: boolean;
  disabled?: boolean;
  /** A tooltip other than "label (shortcut)", e.g. why the button is off. */
  hint?: string;
  onClick: () => void;
  children: ReactNode;
  expanded?: boolean;
  hasPopup?: 'menu';
}

/** An icon button of the toolbar; a press does not take the focus (and the selection) from the text. */
export function ToolButton({ label, shortcut, ariaShortcuts, pressed, disabled, hint, onClick, children, expanded, hasPopup }: ToolButtonProps) {
  return (
    <button
      type="button"
      className={styles.button}
      aria-label={label}
      title={hint ?? (shortcut ? `${label} (${shortcut})` : label)}
      aria-keyshortcuts={ariaShortcuts}
      aria-pressed={pressed}
      aria-expanded={expanded}
      aria-haspopup={hasPopup}
      disabled={disabled}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
