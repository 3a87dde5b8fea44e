import { groupBySession } from '@lorewright/domain/history/elementHistory';
import type { WritingView } from '@lorewright/domain/writings/writingView';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { useAppDispatch } from '../../../lib/state/store';
import { alertShown } from '../../../lib/state/uiSlice';
import { SceneStage } from '../SceneStage';
import { SceneText } from '../SceneText';
import { useRestoreVersion, useSceneDiff, useWritingHistory, useWritingVersion } from './historyApi';
import styles from './HistoryPanel.module.css';

const formatWhen = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * A writing's History (issue 20), for those who may edit it: its changes grouped by editing
 * session, the writing as it was at any of them (read-only, as a reader sees it), a scene's word
 * diff against now, and Restore, which saves that version as a new change.
 */
export default function HistoryPanel({ writing, onClose, onRestored }: { writing: WritingView; onClose: () => void; onRestored: () => void }) {
  const [page, setPage] = useState(1);
  const [revision, setRevision] = useState<number | null>(null);
  const history = useWritingHistory(writing._id, page);
  const pages = history.data ? Math.max(1, Math.ceil(history.data.total / history.data.pageSize)) : 1;

  return (
    <div className={styles.backdrop} role="presentation" onClick={onClose}>
      <section className={styles.panel} role="dialog" aria-modal="true" aria-label="History" onClick={(event) => event.stopPropagation()}>
        <header className={styles.header}>
          <h2 className={styles.heading}>History</h2>
          <button type="button" className="button button-secondary" onClick={onClose}>
            Close
          </button>
        </header>
        <div className={styles.columns}>
          <nav className={styles.list} aria-label="Changes">
            {history.isPending && <p className={styles.muted}>Loading…</p>}
            {history.isError && <p className={styles.muted}>{history.error.message}</p>}
            {history.data &&
              groupBySession(history.data.entries).map((group) => (
                <div key={group.session} className={styles.session}>
                  <p className={styles.sessionHead}>
                    {formatWhen(group.entries.at(-1)!.at)} · {group.entries[0].actor.name}
                  </p>
                  <ul className={styles.entries}>
                    {group.entries.map((entry) => (
                      <li key={entry.revision}>
                        <button type="button" className={styles.entry} aria-pressed={entry.revision === revision} onClick={() => setRevision(entry.revision)}>
                          <span className={styles.time}>{new Date(entry.at).toLocaleTimeString(undefined, { timeStyle: 'short' })}</span>
                          <span>{entry.summary}</span>
                        </button>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            {pages > 1 && (
              <div className={styles.pager}>
                <button type="button" className="button button-secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  Newer
                </button>
                <span className={styles.muted}>
                  {page} / {pages}
                </span>
                <button type="button" className="button button-secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                  Older
                </button>
              </div>
            )}
          </nav>
          <div className={styles.version}>
            {revision === null ? (
              <p className={styles.muted}>Choose a change to see the writing as it was then.</p>
            ) : (
              <VersionView key={revision} writing={writing} revision={revision} onRestored={onRestored} />
            )}
          </div>
        </div>
      </section>
    </div>
  );
}

function VersionView({ writing, revision, onRestored }: { writing: WritingView; revision: number; onRestored: () => void }) {
  const dispatch = useAppDispatch();
  const version = useWritingVersion(writing._id, revision);
  const restore = useRestoreVersion(writing._id);
  const [sceneId, setSceneId] = useState<string | null>(null);
  const [compare, setCompare] = useState(false);
  const [confirming, setConfirming] = useState(false);

  if (version.isPending) return <p className={styles.muted}>Loading…</p>;
  if (version.isError) return <p className={styles.muted}>{version.error.message}</p>;
  const then = version.data;
  const scene = then.scenes.find((each) => each._id === sceneId) ?? then.scenes[0];

  const restoreNow = () => {
    setConfirming(false);
    restore.mutate(revision, {
      onSuccess: (answer) => {
        dispatch(alertShown({ kind: 'success', text: answer.message }));
        onRestored();
      },
      onError: (error) => dispatch(alertShown({ kind: 'error', text: error.message })),
    });
  };

  return (
    <div className={styles.versionBody}>
      <div className={styles.versionTools}>
        <h3 className={styles.versionTitle}>
          “{then.title}” as of {formatWhen(then.at)}
        </h3>
        {then.scenes.length > 1 && (
          <select aria-label="Scene" value={scene?._id} onChange={(event) => setSceneId(event.target.value)}>
            {then.scenes.map((each) => (
              <option key={each._id} value={each._id}>
                {each.name}
              </option>
            ))}
          </select>
        )}
        {scene && (
          <button type="button" className="button button-secondary" aria-pressed={compare} onClick={() => setCompare(!compare)}>
            Compare with now
          </button>
        )}
        <button type="button" className="button button-primary" disabled={restore.isPending} onClick={() => setConfirming(true)}>
          Restore this version
        </button>
      </div>
      {!scene ? (
        <p className={styles.muted}>This version has no scenes.</p>
      ) : compare ? (
        <SceneDiff writingId={writing._id} revision={revision} sceneId={scene._id} />
      ) : (
        <div className={styles.stage}>
          <SceneStage scene={scene}>
            <SceneText content={scene.content} />
          </SceneStage>
        </div>
      )}
      <ConfirmModal
        open={confirming}
        title="Restore this version?"
        text={`The title and scenes go back to how they were on ${formatWhen(then.at)}. This is saved as a new change; nothing in the history is lost.`}
        confirmLabel="Restore"
        cancelLabel="Cancel"
        onConfirm={restoreNow}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}

function SceneDiff({ writingId, revision, sceneId }: { writingId: string; revision: number; sceneId: string }) {
  const diff = useSceneDiff(writingId, revision, sceneId);
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
        <p className={styles.muted}>This scene reads the same now.</p>
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
