import type { Calendar } from '@lorewright/domain/calendars/calendar';
import { useMemo } from 'react';
import { PointList, pointListStyles as styles } from '../../components/PointList';
import { SecretMark } from '../../components/secrets/SecretPart';
import type { PlacedNode } from './placedNodes';
import { formatNodeDate } from './timelineDates';
import type { DraftNode } from './timelineDraft';
import { UNTITLED_POINT } from './TimelineMarker';

interface TimelinePointListProps {
  calendar: Calendar;
  /** Every point, in date order. */
  placed: readonly PlacedNode[];
  activeId: string | null;
  onHover: (id: string | null) => void;
  onPick: (id: string) => void;
}

/** Show List (product.md §5): every point in date order, by title and date. */
export function TimelinePointList({ calendar, placed, ...rest }: TimelinePointListProps) {
  const nodes = useMemo(() => placed.map((entry) => entry.node), [placed]);
  return (
    <PointList<DraftNode>
      points={nodes}
      {...rest}
      renderRow={(node) => (
        <>
          <span className={styles.name}>{node.title || UNTITLED_POINT}</span>
          {node.secret && <SecretMark />}
          <span className={styles.detail}>{formatNodeDate(calendar, node)}</span>
        </>
      )}
    />
  );
}
