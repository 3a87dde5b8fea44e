import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useAppDispatch, useAppSelector } from '../lib/state/store';
import { alertDismissed, selectAlerts, type Alert, type AlertKind } from '../lib/state/uiSlice';
import { currentAlertSlot, setAlertSlot, subscribeToAlertSlot } from './alertSlot';
import styles from './Alerts.module.css';
import { useControlsClear } from './useControlsClear';

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
  /** Shown in a live region of the stack, which announces it: no role of its own. */
  inRegion?: boolean;
}

/** One alert of any of the five kinds, for the stack or inline in a page. */
export function AlertMessage({ kind, children, onDismiss, inline = false, inRegion = false }: AlertMessageProps) {
  return (
    <div className={`${styles.alert} ${styles[kind]} ${inline ? styles.inline : ''}`} role={inRegion ? undefined : roleOf(kind)}>
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

/** Where the alerts show, inline, while this is on the page (PointCardActions). */
export function AlertSlot({ className }: { className?: string }) {
  return <div ref={setAlertSlot} className={className} />;
}

/**
 * The alerts raised anywhere in the app (ui slice, `alertShown`), newest last: floating at the
 * bottom, clear of the page's controls (useControlsClear), or inline in an AlertSlot.
 */
export function AlertStack() {
  const alerts = useAppSelector(selectAlerts);
  const slot = useSyncExternalStore(subscribeToAlertSlot, currentAlertSlot, () => null);
  const floating = useRef<HTMLDivElement>(null);
  useControlsClear(floating);
  return (
    <>
      <div ref={floating} className={styles.stack}>
        <AlertRegions alerts={slot ? [] : alerts} inline={false} />
      </div>
      {slot && createPortal(<AlertRegions alerts={alerts} inline />, slot)}
    </>
  );
}

/**
 * Two live regions, there before any alert and kept while empty, so a screen reader announces
 * each alert added: errors and warnings at once (role alert), the others at the next pause.
 * Not atomic: an added alert is read, not all the alerts shown with it.
 */
function AlertRegions({ alerts, inline }: { alerts: Alert[]; inline: boolean }) {
  const region = (role: 'alert' | 'status') => (
    <div role={role} aria-atomic="false" className={inline ? styles.slotted : styles.region}>
      {alerts
        .filter((alert) => roleOf(alert.kind) === role)
        .map((alert) => (
          <StackedAlert key={alert.id} alert={alert} inline={inline} />
        ))}
    </div>
  );
  return (
    <>
      {region('alert')}
      {region('status')}
    </>
  );
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
    <div
      data-alert=""
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <AlertMessage kind={alert.kind} onDismiss={dismiss.current} inline={inline} inRegion>
        {alert.text}
      </AlertMessage>
    </div>
  );
}
