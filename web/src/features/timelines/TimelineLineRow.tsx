import type { Calendar } from '@lorewright/domain/calendars/calendar';
import type { TimelineLine } from '@lorewright/domain/timelines/timelineView';
import { useMemo, type MouseEvent } from 'react';
import { nodesOnScreen, type PlacedNode } from './placedNodes';
import { valueAt, type AxisView } from './timelineAxis';
import { dateAtValue } from './timelineDates';
import type { CardAnchor } from './TimelineInfoCard';
import { TimelineLineHeader } from './TimelineLineHeader';
import { TimelineMarker } from './TimelineMarker';
import { useNodeDrag } from './useNodeDrag';
import type { TimelineEditor } from './useTimelineEditor';
import styles from './TimelineStage.module.css';

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

/** One line (spec §2): its name and tools, then its points and ranges on screen. */
export function TimelineLineRow({ line, placed, view, calendar, hidden, isAuthor, editor, activeId, onToggle, onHover }: TimelineLineRowProps) {
  const keep = useMemo(() => new Set(activeId ? [activeId] : []), [activeId]);
  const shown = useMemo(() => (hidden ? [] : nodesOnScreen(placed, view, keep)), [hidden, placed, view, keep]);
  const drag = useNodeDrag(calendar, view, editor.moveNode);
  const placing = isAuthor && editor.mode === 'newPoint';
  const repositioning = isAuthor && editor.mode === 'reposition';

  const place = (event: MouseEvent<HTMLDivElement>) => {
    if (!placing || event.target !== event.currentTarget) return;
    const x = event.clientX - event.currentTarget.getBoundingClientRect().left;
    editor.addNodeAt(line._id, dateAtValue(calendar, valueAt(view, x)));
  };
  const pick = (id: string) => {
    if (!isAuthor) return;
    if (editor.mode === 'view') editor.startEditing(id);
  };

  return (
    <section className={styles.line} role="group" aria-label={line.name}>
      <TimelineLineHeader line={line} hidden={hidden} isAuthor={isAuthor} editor={editor} onToggle={onToggle} />
      {!hidden && (
        <div className={styles.track} onClick={place} onPointerMove={drag.move} onPointerUp={drag.end} onPointerCancel={drag.end}>
          {shown.map(({ node, x, width, labelled }) => (
            <TimelineMarker
              key={node._id}
              node={node}
              x={x}
              width={width}
              labelled={labelled}
              active={node._id === activeId}
              repositioning={repositioning}
              onHover={onHover}
              onPick={pick}
              onDragStart={drag.start}
            />
          ))}
        </div>
      )}
    </section>
  );
}
