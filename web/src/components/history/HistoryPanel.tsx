import { groupBySession } from '@lorewright/domain/history/elementHistory';
import { sessionPeople } from '@lorewright/domain/history/historyView';
import { useState } from 'react';
import { useModalKeyboard } from '../../lib/useModalKeyboard';
import { useElementHistory } from './historyApi';
import { formatWhen } from './formatWhen';
import type { VersionRenderer } from './versionRenderer';
import { VersionView } from './VersionView';
import styles from './HistoryPanel.module.css';

// V: a version as the server answers it; C: the element now, answered after a restore.
export interface HistoryPanelProps<V, C> {
  elementId: string;
  renderer: VersionRenderer<V>;
  onClose: () => void;
  /** After a restore, with the element as the server now has it. */
  onRestored: (current: C) => void;
}

/**
 * An element's History, for those who may edit it: its changes grouped by editing
 * session, the element as it was at any of them (read-only, as a reader sees it), a part's word
 * diff against now, and Restore, which saves that version as a new change. Every kind uses it
 * with its own VersionRenderer.
 */
export default function HistoryPanel<V, C>({ elementId, renderer, onClose, onRestored }: HistoryPanelProps<V, C>) {
  const [page, setPage] = useState(1);
  const [revision, setRevision] = useState<number | null>(null);
  const history = useElementHistory(renderer.kind, elementId, page);
  // Focus inside while open, Escape closes, focus back to History after.
  const keyboard = useModalKeyboard<HTMLElement>(onClose);
  const pages = history.data ? Math.max(1, Math.ceil(history.data.total / history.data.pageSize)) : 1;

  return (
    <div className={styles.backdrop} role="presentation" onClick={onClose}>
      <section
        ref={keyboard.ref}
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-label="History"
        tabIndex={-1}
        onKeyDown={keyboard.onKeyDown}
        onClick={(event) => event.stopPropagation()}
      >
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
                    {formatWhen(group.entries.at(-1)!.at)} · {sessionPeople(group.entries)}
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
              <p className={styles.muted}>Choose a change to see it as it was then.</p>
            ) : (
              <VersionView key={revision} elementId={elementId} revision={revision} renderer={renderer} onRestored={onRestored} />
            )}
          </div>
        </div>
      </section>
    </div>
  );
}
