import { accountMessages as m } from '@lorewright/domain/accounts/accountMessages';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { ApiResponse } from '../../lib/apiClient';
import { useActivation } from './api';
import { AuthCard } from './AuthCard';
import styles from './AuthCard.module.css';

// product.md §9.2: the result shows 1.5 s after the page opens, however fast the server answers.
export const ACTIVATION_RESULT_DELAY_MS = 1500;

export type ActivationOutcome = 'success' | 'active' | 'invalid' | 'error';

/** product.md §4.1: 200 success, 406 already active, 400 invalid, anything else an error. */
export function activationOutcome(response: ApiResponse<unknown>): ActivationOutcome {
  if (response.ok && response.status === 200) return 'success';
  if (response.status === 406) return 'active';
  if (response.status === 400) return 'invalid';
  return 'error';
}

export function ActivatePage() {
  const { code = '' } = useParams();
  const activation = useActivation(code);
  const [delayOver, setDelayOver] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setDelayOver(true), ACTIVATION_RESULT_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  if (!delayOver || !activation.data) {
    return (
      <AuthCard title="Account Activation">
        <div className={styles.result} role="status">
          <p className={styles.resultText}>
            <span className={`${styles.spinner} ${styles.inlineSpinner}`} aria-hidden="true" />
            {m.activating}
          </p>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Account Activation">
      <div className={styles.result} role="status">
        <ActivationResult outcome={activationOutcome(activation.data)} />
      </div>
    </AuthCard>
  );
}

function ActivationResult({ outcome }: { outcome: ActivationOutcome }) {
  switch (outcome) {
    case 'success':
      return (
        <>
          <p className={styles.resultTitle}>{m.activated}</p>
          <Link to="/login" className="button button-primary">
            Login
          </Link>
        </>
      );
    case 'active':
      return <p className={styles.resultTitle}>{m.alreadyActive}</p>;
    case 'invalid':
      return <p className={styles.resultTitle}>{m.invalidCode}</p>;
    case 'error':
      return (
        <>
          <p className={styles.resultTitle}>{m.serverError}</p>
          <p className={styles.resultText}>
            If this keeps happening, please <Link to="/support">contact support</Link>.
          </p>
        </>
      );
  }
}
