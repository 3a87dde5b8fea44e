import type { HistoryKind } from '@lorewright/domain/history/elementHistory';
import { usePartDiff } from './historyApi';
import styles from './HistoryPanel.module.css';

/** A scene or section as it was against now: struck words only then, marked words only now. */
export function PartDiff({ kind, elementId, revision, partId }: { kind: HistoryKind; elementId: string; revision: number; partId: string }) {
  const diff = usePartDiff(kind, elementId, revision, partId);
  if (diff.isPending) return <p className={styles.muted}>Loading…</p>;
  if (diff.isError) return <p className={styles.muted}>{diff.error.message}</p>;
  const changed = diff.data.runs.some((run) => run.kind !== 'unchanged');
  return (
    <div className={styles.diff} aria-label={`Changes to “${diff.data.name}” since this version`}>
      {changed ? (
        <p className={styles.legend}>
          <del className={styles.removed}>Struck</del>: only in this version · <ins className={styles.added}>Marked</ins>: only now
        </p>
      ) : (
        <p className={styles.muted}>This part reads the same now.</p>
      )}
      <p className={styles.diffText}>
        {diff.data.runs.map((run, index) =>
          run.kind === 'added' ? (
            <ins key={index} className={styles.added}>
              {run.text}
            </ins>
          ) : run.kind === 'removed' ? (
            <del key={index} className={styles.removed}>
              {run.text}
            </del>
          ) : (
            <span key={index}>{run.text}</span>
          ),
        )}
      </p>
    </div>
  );
}
