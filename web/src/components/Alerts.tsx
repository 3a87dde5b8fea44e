import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../lib/state/store';
import { alertDismissed, selectAlerts, type Alert, type AlertKind } from '../lib/state/uiSlice';
import styles from './Alerts.module.css';

/** How long a raised alert stays; the timer pauses while the pointer or focus is on it. */
export const ALERT_AUTO_DISMISS_MS = 6000;

const icons: Record<AlertKind, string> = { success: '✓', info: 'i', warning: '!', error: '×', notice: '•' };
const labels: Record<AlertKind, string> = { success: 'Success', info: 'Information', warning: 'Warning', error: 'Error', notice: 'Notice' };

// Errors and warnings interrupt a screen reader; the others wait for a pause.
const roleOf = (kind: AlertKind) => (kind === 'error' || kind === 'warning' ? 'alert' : 'status');

export interface AlertMessageProps {
  kind: AlertKind;
  children: ReactNode;
  onDismiss?: () => void;
  /** Inline alerts sit in the page; the stack's float above it. */
  inline?: boolean;
}

/** One alert of any of the five kinds, for the stack or inline in a page. */
export function AlertMessage({ kind, children, onDismiss, inline = false }: AlertMessageProps) {
  return (
    <div className={`${styles.alert} ${styles[kind]} ${inline ? styles.inline : ''}`} role={roleOf(kind)}>
      <span className={styles.icon} aria-hidden="true">
        {icons[kind]}
      </span>
      <span className="visually-hidden">{labels[kind]}: </span>
      <p className={styles.text}>{children}</p>
      {onDismiss && (
        <button type="button" className={styles.dismiss} onClick={onDismiss}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">Dismiss</span>
        </button>
      )}
    </div>
  );
}

/** The alerts raised anywhere in the app (ui slice, `alertShown`), top right, newest last. */
export function AlertStack() {
  const alerts = useAppSelector(selectAlerts);
  if (alerts.length === 0) return null;
  return (
    <div className={styles.stack}>
      {alerts.map((alert) => (
        <StackedAlert key={alert.id} alert={alert} />
      ))}
    </div>
  );
}

function StackedAlert({ alert }: { alert: Alert }) {
  const dispatch = useAppDispatch();
  const [paused, setPaused] = useState(false);
  const dismiss = useRef(() => dispatch(alertDismissed(alert.id)));

  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(dismiss.current, ALERT_AUTO_DISMISS_MS);
    return () => clearTimeout(timer);
  }, [paused]);

  return (
    <div onMouseEnter={() => setPaused(true)} onMouseLeave={() => setPaused(false)} onFocus={() => setPaused(true)} onBlur={() => setPaused(false)}>
      <AlertMessage kind={alert.kind} onDismiss={dismiss.current}>
        {alert.text}
      </AlertMessage>
    </div>
  );
}
