import { memo, type CSSProperties, type PointerEvent as ReactPointerEvent } from 'react';
import type { DraftNode } from './timelineDraft';
import type { CardAnchor } from './cardAnchor';
import styles from './TimelineStage.module.css';

// A point still without a title (just placed) is named so.
export const UNTITLED_POINT = 'Untitled point';

interface TimelineMarkerProps {
  node: DraftNode;
  /** Where it starts, as a share of the axis' whole width. */
  at: number;
  /** A range's length as a share of the axis' width; 0 draws a point. */
  length: number;
  /** False: the title names the marker but is not shown (the next point is too close). */
  labelled: boolean;
  active: boolean;
  repositioning: boolean;
  onHover: (anchor: CardAnchor | null) => void;
  onPick: (id: string) => void;
  onDragStart: (event: ReactPointerEvent<HTMLElement>, node: DraftNode) => void;
}

// Placed by percent of its layer, as wide as the whole axis: a zoom widens the layer and a pan
// moves it, neither draws the marker again.
const percent = (share: number) => `${share * 100}%`;

/** A point's marker at its date, or a range's bar from its start to its end; named by its title. */
export const TimelineMarker = memo(function TimelineMarker({
  node,
  at,
  length,
  labelled,
  active,
  repositioning,
  onHover,
  onPick,
  onDragStart,
}: TimelineMarkerProps) {
  const isRange = length > 0;
  const place: CSSProperties = isRange ? { left: percent(at), width: `max(2px, ${percent(length)})` } : { left: percent(at) };
  return (
    <button
      type="button"
      className={`${isRange ? styles.range : styles.marker} ${active ? styles.active : ''} ${repositioning ? styles.draggable : ''}`}
      style={place}
      data-timeline-item={node._id}
      onMouseEnter={(event) => {
        const box = event.currentTarget.getBoundingClientRect();
        onHover({ id: node._id, x: box.left, y: box.bottom });
      }}
      onMouseLeave={() => onHover(null)}
      onFocus={() => onHover({ id: node._id, x: null, y: null })}
      onBlur={() => onHover(null)}
      onPointerDown={(event) => repositioning && onDragStart(event, node)}
      onClick={() => onPick(node._id)}
    >
      {!isRange && <span className={styles.dot} aria-hidden="true" />}
      <span className={labelled || active ? styles.markerTitle : 'visually-hidden'}>{node.title || UNTITLED_POINT}</span>
    </button>
  );
});
