import { memo, type PointerEvent as ReactPointerEvent, type ReactNode } from 'react';
import type { DraftNode } from './timelineDraft';
import type { CardAnchor } from './cardAnchor';
import { TimelineMarker } from './TimelineMarker';
import type { DrawnNode } from './drawnNodes';
import styles from './LineMarkers.module.css';

interface LineMarkersProps {
  drawn: readonly DrawnNode[];
  activeId: string | null;
  repositioning: boolean;
  onHover: (anchor: CardAnchor | null) => void;
  onPick: (id: string) => void;
  onDragStart: (event: ReactPointerEvent<HTMLElement>, node: DraftNode) => void;
}

/** A line's markers around the view; drawn again only when they change, not on every pan or zoom. */
export const LineMarkers = memo(function LineMarkers({ drawn, activeId, ...props }: LineMarkersProps) {
  return drawn.map(({ node, at, length, labelled }) => (
    <TimelineMarker key={node._id} node={node} at={at} length={length} labelled={labelled} active={node._id === activeId} {...props} />
  ));
});

/** The layer the markers sit in, as wide as the whole axis: a pan moves it as one, in the compositor. */
export function MarkerLayer({ width, offset, children }: { width: number; offset: number; children: ReactNode }) {
  return (
    <div className={styles.layer} style={{ width, transform: `translateX(${-offset}px)` }}>
      {children}
    </div>
  );
}
