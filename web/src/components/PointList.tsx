import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, type FocusEvent, type ReactNode, type Ref } from 'react';
import styles from './PointList.module.css';

const ROW_HEIGHT = 44;

interface PointListProps<T extends { _id: string }> {
  points: readonly T[];
  activeId: string | null;
  onHover: (id: string | null) => void;
  onPick: (id: string) => void;
  /** A row's content: the point's icon or date and its name. */
  renderRow: (point: T) => ReactNode;
  /** The panel, focusable from a script (a way to the list from the page). */
  ref?: Ref<HTMLElement>;
}

/** Show List of a map or timeline (product.md §2): every point, virtualised so thousands of rows stay light. */
export function PointList<T extends { _id: string }>({ points, activeId, onHover, onPick, renderRow, ref }: PointListProps<T>) {
  const scroller = useRef<HTMLDivElement>(null);
  // Focus shows a row's point as hover does, until it leaves for anything but that point itself.
  const leave = (id: string) => (event: FocusEvent) => {
    const to = event.relatedTarget instanceof Element ? event.relatedTarget.closest('[data-point-id]') : null;
    if (to?.getAttribute('data-point-id') !== id) onHover(null);
  };
  const rows = useVirtualizer({ count: points.length, getScrollElement: () => scroller.current, estimateSize: () => ROW_HEIGHT, overscan: 8 });

  return (
    <aside ref={ref} className={styles.panel} aria-label="Points" tabIndex={-1}>
      <p className={styles.heading}>
        {points.length} {points.length === 1 ? 'point' : 'points'}
      </p>
      <div ref={scroller} className={styles.scroller}>
        <ul className={styles.rows} style={{ height: rows.getTotalSize() }}>
          {rows.getVirtualItems().map((row) => {
            const point = points[row.index];
            if (!point) return null;
            return (
              <li key={point._id} className={styles.row} style={{ transform: `translateY(${row.start}px)` }}>
                <button
                  type="button"
                  className={`${styles.item} ${point._id === activeId ? styles.active : ''}`}
                  onMouseEnter={() => onHover(point._id)}
                  onMouseLeave={() => onHover(null)}
                  onFocus={() => onHover(point._id)}
                  onBlur={leave(point._id)}
                  onClick={() => onPick(point._id)}
                >
                  {renderRow(point)}
                </button>
              </li>
            );
          })}
        </ul>
      </div>
    </aside>
  );
}

export const pointListStyles = { icon: styles.icon, name: styles.name, detail: styles.detail };
