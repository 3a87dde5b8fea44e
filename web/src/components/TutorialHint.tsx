import { useState } from 'react';
import { useCurrentUser } from '../lib/session/api';
import { useStepTutorial } from '../lib/tutorial';
import styles from './TutorialHint.module.css';

/** product.md §4.1: a hint shows only when the user's step is the hint's step minus 1, or the hint's step is -1. */
export const hintVisible = (step: number, userStep: number | undefined) => step === -1 || (userStep ?? 0) === step - 1;

export interface TutorialHintProps {
  step: number;
  text: string;
  className?: string;
}

/** One tutorial hint. OK advances the user's tutorial step and hides it. */
export function TutorialHint({ step, text, className }: TutorialHintProps) {
  const user = useCurrentUser();
  const stepTutorial = useStepTutorial();
  const [dismissed, setDismissed] = useState(false);

  if (!user || dismissed || !hintVisible(step, user.tutorial)) return null;

  return (
    <aside className={className ? `${styles.hint} ${className}` : styles.hint} aria-label="Tutorial hint">
      <span className={styles.badge} aria-hidden="true">
        {step === -1 ? 'Tip' : `Tip ${step}`}
      </span>
      <p className={styles.text}>{text}</p>
      <button
        type="button"
        className={`button button-primary ${styles.ok}`}
        onClick={() => {
          setDismissed(true);
          if (step !== -1) stepTutorial.mutate(step);
        }}
      >
        OK
      </button>
    </aside>
  );
}
