import { useState } from 'react';
import { ConfirmModal } from '../ConfirmModal';
import { useAppDispatch } from '../../lib/state/store';
import { alertShown } from '../../lib/state/uiSlice';
import { useElementVersion, useRestoreVersion } from './historyApi';
import { formatWhen } from './formatWhen';
import { PartDiff } from './PartDiff';
import type { VersionRenderer } from './versionRenderer';
import styles from './HistoryPanel.module.css';

/** One version in the History panel: read-only, a part picker, Compare with now, Restore. */
export function VersionView<V, C>({
  elementId,
  revision,
  renderer,
  onRestored,
}: {
  elementId: string;
  revision: number;
  renderer: VersionRenderer<V>;
  onRestored: (current: C) => void;
}) {
  const dispatch = useAppDispatch();
  const version = useElementVersion<V>(renderer.kind, elementId, revision, renderer.answerKey);
  const restore = useRestoreVersion<C>(renderer.kind, elementId, renderer.answerKey, onRestored);
  const [partId, setPartId] = useState<string | null>(null);
  const [compare, setCompare] = useState(false);
  const [confirming, setConfirming] = useState(false);

  if (version.isPending) return <p className={styles.muted}>Loading…</p>;
  if (version.isError) return <p className={styles.muted}>{version.error.message}</p>;
  const then = version.data;
  const parts = renderer.partsOf(then);
  const part = parts.find((each) => each._id === partId) ?? parts[0] ?? null;
  const when = formatWhen(renderer.atOf(then));

  const restoreNow = () => {
    setConfirming(false);
    restore.mutate(revision, {
      onSuccess: (answer) => dispatch(alertShown({ kind: 'success', text: answer.message })),
      onError: (error) => dispatch(alertShown({ kind: 'error', text: error.message })),
    });
  };

  return (
    <div className={styles.versionBody}>
      <div className={styles.versionTools}>
        <h3 className={styles.versionTitle}>
          “{renderer.titleOf(then)}” as of {when}
        </h3>
        {parts.length > 1 && (
          <select aria-label="Part" value={part?._id} onChange={(event) => setPartId(event.target.value)}>
            {parts.map((each) => (
              <option key={each._id} value={each._id}>
                {each.name}
              </option>
            ))}
          </select>
        )}
        {part && (
          <button type="button" className="button button-secondary" aria-pressed={compare} onClick={() => setCompare(!compare)}>
            Compare with now
          </button>
        )}
        <button type="button" className="button button-primary" disabled={restore.isPending} onClick={() => setConfirming(true)}>
          Restore this version
        </button>
      </div>
      {part && compare ? (
        <PartDiff kind={renderer.kind} elementId={elementId} revision={revision} partId={part._id} />
      ) : (
        <div className={styles.stage}>{renderer.render(then, part)}</div>
      )}
      <ConfirmModal
        open={confirming}
        title="Restore this version?"
        text={`${renderer.restores} go back to how they were on ${when}. This is saved as a new change; nothing in the history is lost.`}
        confirmLabel="Restore"
        cancelLabel="Cancel"
        onConfirm={restoreNow}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
