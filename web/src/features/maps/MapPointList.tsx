import type { MapPoint } from '@lorewright/domain/maps/mapView';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { MapIconSvg } from './MapIconSvg';
import styles from './MapPointList.module.css';

const ROW_HEIGHT = 44;

interface MapPointListProps {
  points: MapPoint[];
  activeId: string | null;
  onHover: (id: string | null) => void;
  onPick: (id: string) => void;
}

/** Show List (spec §2): every point by name, virtualised so a thousand rows stay light. */
export function MapPointList({ points, activeId, onHover, onPick }: MapPointListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const rows = useVirtualizer({ count: points.length, getScrollElement: () => scroller.current, estimateSize: () => ROW_HEIGHT, overscan: 8 });

  return (
    <aside className={styles.panel} aria-label="Points">
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
                  onClick={() => onPick(point._id)}
                >
                  <span className={styles.icon}>
                    <MapIconSvg icon={point.icon} color={point.color} />
                  </span>
                  <span className={styles.name}>{point.name}</span>
                </button>
              </li>
            );
          })}
        </ul>
      </div>
    </aside>
  );
}
