import { useId } from 'react';
import { createPortal } from 'react-dom';
import { useModalKeyboard } from '../../lib/useModalKeyboard';
import { useWorldRelations } from './api';
import styles from './FamilyTreeDialog.module.css';
import { WorldGraph } from './WorldGraph';

export const WORLD_GRAPH_TITLE = 'Relations of this world';

/** The world's relations graph in a wide modal dialog (the family tree's frame). */
export default function WorldGraphDialog({ worldID, onClose }: { worldID: string; onClose: () => void }) {
  const graph = useWorldRelations(worldID);
  const titleId = useId();
  const { ref, onKeyDown, close } = useModalKeyboard<HTMLDivElement>(onClose);

  return createPortal(
    <div
      className={styles.backdrop}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      <div ref={ref} className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} onKeyDown={onKeyDown}>
        <h2 id={titleId} className={styles.title}>
          {WORLD_GRAPH_TITLE}
        </h2>
        {graph.isPending && <p role="status">Loading the relations…</p>}
        {graph.isError && <p role="alert">{graph.error.message}</p>}
        {graph.data && <WorldGraph graph={graph.data} onOpen={onClose} />}
        <div className={styles.actions}>
          <button type="button" className="button button-secondary" onClick={close}>
            Close
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
