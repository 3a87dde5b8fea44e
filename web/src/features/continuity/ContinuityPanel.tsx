import { checkDisplayName } from '@lorewright/domain/shared/displayText';
import { CONTINUITY_REASON_MAX, continuityMessages } from '@lorewright/domain/continuity/continuityMessages';
import type { ContinuityPlaceView, ContinuityWarningView } from '@lorewright/domain/continuity/continuityWarnings';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { elementKinds } from '../../lib/elementKinds';
import { writingRoomPath } from '../../lib/writingPaths';
import { isRefused, useContinuity, useDismissWarning, useRestoreWarning } from './api';
import styles from './ContinuityPanel.module.css';

export const CONTINUITY_TEXTS = {
  title: 'Continuity',
  loading: 'Reading the warnings…',
  empty: 'No continuity warnings.',
  emptyDismissed: 'No dismissed warnings.',
  failed: 'The warnings could not be read.',
  showDismissed: 'Show dismissed',
  dismissedTitle: 'Dismissed',
  dismiss: 'Dismiss',
  dismissWarning: 'Dismiss warning',
  cancel: 'Cancel',
  reason: 'Why it may stand',
  restore: 'Restore',
  dismissedBy: (name: string) => `Dismissed by ${name}:`,
  warning: 'Warning:',
  in: 'In',
};

/** An element a warning may name: a wiki or a writing, by id. */
export interface ContinuityElement {
  type: 'wiki' | 'writing' | 'timeline';
  id: string;
}

const names = (warning: ContinuityWarningView, element: ContinuityElement | undefined) =>
  !element || warning.places.some((place) => place.type === element.type && place.id === element.id);

// Wikis and timelines open on their page, writings in the writing room (where their editors fix
// a scene). A scene or a timeline point is named after its element.
const placePath = (place: ContinuityPlaceView) => {
  if (place.type === 'writing') return writingRoomPath(place.id);
  return place.type === 'timeline' ? elementKinds.timelines.path(place.id) : elementKinds.wikis.path(place.id);
};
const placeText = (place: ContinuityPlaceView) => (place.type !== 'wiki' && place.where ? `${place.title}: ${place.where}` : place.title);

function Places({ places }: { places: ContinuityPlaceView[] }) {
  return (
    <p className={styles.places}>
      <span className={styles.placesLabel}>{CONTINUITY_TEXTS.in}</span>
      {places.map((place) => (
        <Link key={`${place.type}:${place.id}`} to={placePath(place)} className={styles.place}>
          {placeText(place)}
        </Link>
      ))}
    </p>
  );
}

// The reason asked for when dismissing, through the one text rule the server applies.
function DismissForm({ warning, worldId, onDone }: { warning: ContinuityWarningView; worldId: string; onDone: (dismissed: boolean) => void }) {
  const dismiss = useDismissWarning();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();
  const problemId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkDisplayName(reason, {
      blank: continuityMessages.reasonRequired,
      max: CONTINUITY_REASON_MAX,
      tooLong: continuityMessages.reasonTooLong,
    });
    if (!checked.ok) return setProblem(checked.message);
    dismiss.mutate({ worldID: worldId, warningID: warning.id, reason: checked.text }, { onSuccess: () => onDone(true) });
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <label htmlFor={inputId} className={styles.label}>
        {CONTINUITY_TEXTS.reason}
      </label>
      <input
        id={inputId}
        className={styles.input}
        value={reason}
        maxLength={CONTINUITY_REASON_MAX}
        autoFocus
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemId : undefined}
        onChange={(event) => {
          setReason(event.target.value);
          setProblem(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            onDone(false);
          }
        }}
      />
      {problem && (
        <p id={problemId} className={styles.problem} role="alert">
          {problem}
        </p>
      )}
      <div className={styles.formTools}>
        <button type="submit" className="button button-primary" disabled={dismiss.isPending}>
          {CONTINUITY_TEXTS.dismissWarning}
        </button>
        <button type="button" className="button button-secondary" onClick={() => onDone(false)}>
          {CONTINUITY_TEXTS.cancel}
        </button>
      </div>
    </form>
  );
}

function OpenWarning({ warning, worldId, onDismissed }: { warning: ContinuityWarningView; worldId: string; onDismissed: () => void }) {
  const [dismissing, setDismissing] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const messageId = useId();
  const done = (dismissed: boolean) => {
    setDismissing(false);
    // Gone from the list once dismissed: the keyboard goes on from the panel.
    if (dismissed) onDismissed();
    else requestAnimationFrame(() => button.current?.focus());
  };
  return (
    <li className={styles.warning}>
      <p id={messageId} className={styles.message}>
        <span className={styles.mark}>{CONTINUITY_TEXTS.warning}</span> {warning.message}
      </p>
      <Places places={warning.places} />
      {dismissing ? (
        <DismissForm warning={warning} worldId={worldId} onDone={done} />
      ) : (
        <button ref={button} type="button" className="small-tool" aria-describedby={messageId} onClick={() => setDismissing(true)}>
          {CONTINUITY_TEXTS.dismiss}
        </button>
      )}
    </li>
  );
}

function DismissedWarnings({ worldId, element }: { worldId: string; element?: ContinuityElement }) {
  const dismissed = useContinuity(worldId, { dismissed: true });
  const restore = useRestoreWarning();
  const headingId = useId();
  const shown = (dismissed.data ?? []).filter((warning) => names(warning, element));
  return (
    <section className={styles.dismissed} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.subtitle}>
        {CONTINUITY_TEXTS.dismissedTitle}
      </h3>
      {dismissed.isPending ? (
        <p className={styles.empty}>{CONTINUITY_TEXTS.loading}</p>
      ) : shown.length === 0 ? (
        <p className={styles.empty}>{CONTINUITY_TEXTS.emptyDismissed}</p>
      ) : (
        <ul className={styles.list}>
          {shown.map((warning) => (
            <li key={warning.id} className={styles.warning}>
              <p id={`${headingId}-${warning.id}`} className={styles.message}>
                {warning.message}
              </p>
              <Places places={warning.places} />
              <p className={styles.reason}>
                {CONTINUITY_TEXTS.dismissedBy(warning.dismissedBy ?? '')} <q>{warning.reason}</q>
              </p>
              <button
                type="button"
                className="small-tool"
                aria-describedby={`${headingId}-${warning.id}`}
                disabled={restore.isPending}
                onClick={() => restore.mutate({ worldID: worldId, warningID: warning.id })}
              >
                {CONTINUITY_TEXTS.restore}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export interface ContinuityPanelProps {
  worldId: string;
  /** Only the warnings naming this element (the badge's dialog). */
  element?: ContinuityElement;
  /** Leaves out the panel's own heading (a dialog titles it). */
  hideTitle?: boolean;
}

/**
 * A world's continuity warnings (contradictions between its dated facts), each with links to the
 * places it names and a Dismiss that asks why it may stand; 'Show dismissed' lists those dismissed,
 * with their reasons, to restore. For those who may edit the world's elements: anyone else is told so.
 */
export function ContinuityPanel({ worldId, element, hideTitle = false }: ContinuityPanelProps) {
  const open = useContinuity(worldId);
  const [showDismissed, setShowDismissed] = useState(false);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = (open.data ?? []).filter((warning) => names(warning, element));

  const body = open.isPending ? (
    <p className={styles.empty}>{CONTINUITY_TEXTS.loading}</p>
  ) : open.isError ? (
    <p className={styles.empty}>{isRefused(open.error) ? open.error.message : CONTINUITY_TEXTS.failed}</p>
  ) : shown.length === 0 ? (
    <p className={styles.empty}>{CONTINUITY_TEXTS.empty}</p>
  ) : (
    <ul className={styles.list}>
      {shown.map((warning) => (
        <OpenWarning key={warning.id} warning={warning} worldId={worldId} onDismissed={() => heading.current?.focus()} />
      ))}
    </ul>
  );

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <header className={styles.head}>
        <h2 id={headingId} ref={heading} tabIndex={-1} className={hideTitle ? styles.hiddenTitle : styles.title}>
          {CONTINUITY_TEXTS.title}
        </h2>
        {open.isSuccess && (
          <button type="button" className="small-tool" aria-pressed={showDismissed} onClick={() => setShowDismissed((was) => !was)}>
            {CONTINUITY_TEXTS.showDismissed}
          </button>
        )}
      </header>
      {body}
      {showDismissed && open.isSuccess && <DismissedWarnings worldId={worldId} element={element} />}
    </section>
  );
}
