import type { Calendar } from '@lorewright/domain/calendars/calendar';
import type { TimelineLine } from '@lorewright/domain/timelines/timelineView';
import { useCallback, useMemo, useRef, type MouseEvent, type PointerEvent as ReactPointerEvent } from 'react';
import { LineMarkers, MarkerLayer } from './LineMarkers';
import type { PlacedNode } from './placedNodes';
import { valueAt, type AxisView } from './timelineAxis';
import { dateAtValue } from './timelineDates';
import type { DraftNode } from './timelineDraft';
import type { CardAnchor } from './cardAnchor';
import { TimelineLineHeader } from './TimelineLineHeader';
import { useDrawnNodes } from './useDrawnNodes';
import { useNearView } from './useNearView';
import { useNodeDrag } from './useNodeDrag';
import type { TimelineEditor } from './useTimelineEditor';
import styles from './TimelineStage.module.css';

const NONE: readonly PlacedNode[] = [];

interface TimelineLineRowProps {
  line: TimelineLine;
  placed: readonly PlacedNode[];
  view: AxisView;
  calendar: Calendar;
  hidden: boolean;
  isAuthor: boolean;
  editor: TimelineEditor;
  activeId: string | null;
  onToggle: () => void;
  onHover: (anchor: CardAnchor | null) => void;
}

/**
 * One line: its name and tools, then its points and ranges around the view
 * (useDrawnNodes), which a pan or zoom moves by their layer's transform and width alone.
 */
export function TimelineLineRow({ line, placed, view, calendar, hidden, isAuthor, editor, activeId, onToggle, onHover }: TimelineLineRowProps) {
  const keep = useMemo(() => new Set(activeId ? [activeId] : []), [activeId]);
  // A line scrolled far out of the stage draws no markers: fifty lines of them would cost every zoom frame.
  const section = useRef<HTMLElement>(null);
  const near = useNearView(section);
  const drawn = useDrawnNodes(hidden || !near ? NONE : placed, view, keep);
  const drag = useNodeDrag(calendar, view, editor.moveNode);
  const placing = isAuthor && editor.mode === 'newPoint';
  const repositioning = isAuthor && editor.mode === 'reposition';

  const place = (event: MouseEvent<HTMLDivElement>) => {
    if (!placing || event.target !== event.currentTarget) return;
    const x = event.clientX - event.currentTarget.getBoundingClientRect().left;
    editor.addNodeAt(line._id, dateAtValue(calendar, valueAt(view, x)));
  };
  // The markers' handlers stay the same functions, so a pan draws no marker again.
  const latest = useRef({ isAuthor, editor, drag });
  latest.current = { isAuthor, editor, drag };
  const pick = useCallback((id: string) => {
    const now = latest.current;
    if (now.isAuthor && now.editor.mode === 'view') now.editor.startEditing(id);
  }, []);
  const dragStart = useCallback((event: ReactPointerEvent<HTMLElement>, node: DraftNode) => latest.current.drag.start(event, node), []);

  return (
    <section ref={section} className={styles.line} role="group" aria-label={line.name}>
      <TimelineLineHeader line={line} hidden={hidden} isAuthor={isAuthor} editor={editor} onToggle={onToggle} />
      {!hidden && (
        <div className={styles.track} onClick={place} onPointerMove={drag.move} onPointerUp={drag.end} onPointerCancel={drag.end}>
          <MarkerLayer width={Math.max(1, view.viewport + view.zoom)} offset={view.offset}>
            <LineMarkers drawn={drawn} activeId={activeId} repositioning={repositioning} onHover={onHover} onPick={pick} onDragStart={dragStart} />
          </MarkerLayer>
        </div>
      )}
    </section>
  );
}
