import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../store';
import { alertDismissed, selectAlerts, type Alert } from '../uiSlice';
import styles from './AlertStack.module.css';

const AUTO_DISMISS_MS = 6000;

/** Success, warning and error messages raised anywhere in the app (ui slice). */
export function AlertStack() {
  const alerts = useAppSelector(selectAlerts);
  if (alerts.length === 0) return null;
  return (
    <div className={styles.stack}>
      {alerts.map((alert) => (
        <AlertItem key={alert.id} alert={alert} />
      ))}
    </div>
  );
}

function AlertItem({ alert }: { alert: Alert }) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const timer = setTimeout(() => dispatch(alertDismissed(alert.id)), AUTO_DISMISS_MS);
    return () => clearTimeout(timer);
  }, [alert.id, dispatch]);

  return (
    <div className={`${styles.alert} ${styles[alert.kind]}`} role={alert.kind === 'error' ? 'alert' : 'status'}>
      <p className={styles.text}>{alert.text}</p>
      <button type="button" className={styles.dismiss} onClick={() => dispatch(alertDismissed(alert.id))}>
        <span aria-hidden="true">×</span>
        <span className="visually-hidden">Dismiss</span>
      </button>
    </div>
  );
}
