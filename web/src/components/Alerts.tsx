import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
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

// The place a page gives its alerts instead of the floating stack: a point card's foot, whose
// bottom sheet (on a phone) would lie under the stack. The last slot mounted holds them.
let slot: HTMLElement | null = null;
const slotListeners = new Set<() => void>();
const setSlot = (element: HTMLElement | null) => {
  slot = element;
  slotListeners.forEach((listener) => listener());
};
const subscribeToSlot = (listener: () => void) => {
  slotListeners.add(listener);
  return () => slotListeners.delete(listener);
};

/** Where the alerts show, inline, while this is on the page (PointCardActions). */
export function AlertSlot({ className }: { className?: string }) {
  return <div ref={setSlot} className={className} />;
}

/**
 * The alerts raised anywhere in the app (ui slice, `alertShown`), newest last: floating at the
 * bottom, clear of the page's controls (Alerts.module.css), or inline in an AlertSlot.
 */
export function AlertStack() {
  const alerts = useAppSelector(selectAlerts);
  const inSlot = useSyncExternalStore(
    subscribeToSlot,
    () => slot,
    () => null,
  );
  if (alerts.length === 0) return null;
  const list = (
    <div className={inSlot ? styles.slotted : styles.stack}>
      {alerts.map((alert) => (
        <StackedAlert key={alert.id} alert={alert} inline={inSlot !== null} />
      ))}
    </div>
  );
  return inSlot ? createPortal(list, inSlot) : list;
}

// When each alert shown goes, by its id.
const deadlines = new Map<string, number>();

function StackedAlert({ alert, inline }: { alert: Alert; inline: boolean }) {
  const dispatch = useAppDispatch();
  const [paused, setPaused] = useState(false);
  const dismiss = useRef(() => {
    deadlines.delete(alert.id);
    dispatch(alertDismissed(alert.id));
  });

  useEffect(() => {
    if (paused) {
      deadlines.delete(alert.id);
      return;
    }
    // An alert moved between the stack and a slot keeps its deadline; after a pause it runs again in full.
    const deadline = deadlines.get(alert.id) ?? Date.now() + ALERT_AUTO_DISMISS_MS;
    deadlines.set(alert.id, deadline);
    const timer = setTimeout(dismiss.current, deadline - Date.now());
    return () => clearTimeout(timer);
  }, [paused, alert.id]);

  return (
    <div onMouseEnter={() => setPaused(true)} onMouseLeave={() => setPaused(false)} onFocus={() => setPaused(true)} onBlur={() => setPaused(false)}>
      <AlertMessage kind={alert.kind} onDismiss={dismiss.current} inline={inline}>
        {alert.text}
      </AlertMessage>
    </div>
  );
}
