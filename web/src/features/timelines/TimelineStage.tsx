import { timelineMessages as m } from '@lorewright/domain/timelines/timelineMessages';
import type { TimelineView } from '@lorewright/domain/timelines/timelineView';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { arrowKey } from '../../lib/keyboardNavigation';
import { AddLineForm } from './AddLineForm';
import type { PlacedNode } from './placedNodes';
import { TimelineGrid } from './TimelineGrid';
import type { CardAnchor } from './cardAnchor';
import { TimelineLineRow } from './TimelineLineRow';
import { useAxisGestures } from './useAxisGestures';
import type { AxisControls } from './useAxisView';
import type { TimelineEditor } from './useTimelineEditor';
import styles from './TimelineStage.module.css';

interface TimelineStageProps {
  timeline: TimelineView;
  editor: TimelineEditor;
  isAuthor: boolean;
  axis: AxisControls;
  byLine: ReadonlyMap<string, PlacedNode[]>;
  activeId: string | null;
  onHover: (anchor: CardAnchor | null) => void;
  /** The hover card, placed over the stage. */
  children: ReactNode;
}

// An arrow key pans the axis by this share of its width (Shift: a whole screen), or scrolls the lines by a row.
const KEY_PAN_SHARE = 0.1;
const KEY_SCROLL_PX = 48;

/**
 * The axis (product.md §2): the background, the grid and one row per line; drag to pan, wheel or
 * pinch to zoom. From the keyboard (on the axis or a point in it) the arrows pan.
 */
export function TimelineStage({ timeline, editor, isAuthor, axis, byLine, activeId, onHover, children }: TimelineStageProps) {
  const rows = useRef<HTMLDivElement>(null);
  const gestures = useAxisGestures(axis, (dy) => rows.current?.scrollBy?.(0, -dy));
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set());
  const toggleLine = (id: string) => {
    const next = new Set(hidden);
    if (!next.delete(id)) next.add(id);
    setHidden(next);
  };
  // + and − are the whole page's (TimelineScreen).
  const onKeyDown = (event: KeyboardEvent) => {
    const arrow = arrowKey(event);
    if (arrow === null) return;
    event.preventDefault();
    const [dx, dy] = arrow;
    if (dx !== 0) axis.panBy(-dx * axis.view.viewport * (event.shiftKey ? 1 : KEY_PAN_SHARE));
    if (dy !== 0) rows.current?.scrollBy?.(0, dy * KEY_SCROLL_PX);
  };
  const background = timeline.backgroundImage ? { backgroundImage: `url("${encodeURI(timeline.backgroundImage)}")` } : undefined;

  return (
    <div
      ref={axis.stage}
      className={`${styles.stage} ${editor.mode === 'newPoint' && isAuthor ? styles.placing : ''}`}
      style={background}
      role="region"
      aria-label="Timeline axis"
      aria-keyshortcuts="+ - ArrowLeft ArrowRight ArrowUp ArrowDown"
      tabIndex={0}
      onKeyDown={onKeyDown}
      onPointerDown={gestures.onPointerDown}
      onPointerMove={gestures.onPointerMove}
      onPointerUp={gestures.onPointerUp}
      onPointerCancel={gestures.onPointerUp}
      onClickCapture={(event) => gestures.dragged() && event.stopPropagation()}
    >
      <div className={styles.overlay} style={{ background: timeline.overlayColor, opacity: timeline.overlayOpacity }} />
      <TimelineGrid calendar={timeline.calendar} view={axis.view} />
      <div ref={rows} className={styles.rows}>
        {timeline.lines.length === 0 && <p className={styles.empty}>{m.noLines}</p>}
        {timeline.lines.map((line) => (
          <TimelineLineRow
            key={line._id}
            line={line}
            placed={byLine.get(line._id) ?? []}
            view={axis.view}
            calendar={timeline.calendar}
            hidden={hidden.has(line._id)}
            isAuthor={isAuthor}
            editor={editor}
            activeId={activeId}
            onToggle={() => toggleLine(line._id)}
            onHover={onHover}
          />
        ))}
        {isAuthor && <AddLineForm onAdd={editor.addLine} />}
      </div>
      {children}
    </div>
  );
}
