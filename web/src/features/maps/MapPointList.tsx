import type { MapPoint } from '@lorewright/domain/maps/mapView';
import type { Ref } from 'react';
import { PointList, pointListStyles as styles } from '../../components/PointList';
import { SecretMark } from '../../components/secrets/SecretPart';
import { MapIconSvg } from './MapIconSvg';

interface MapPointListProps {
  points: MapPoint[];
  activeId: string | null;
  onHover: (id: string | null) => void;
  onPick: (id: string) => void;
  ref?: Ref<HTMLElement>;
}

/** Show List (product.md §2): every point by its icon and name; the icon is named too, so no point is told apart by its colour or drawing alone. */
export function MapPointList(props: MapPointListProps) {
  return (
    <PointList
      {...props}
      renderRow={(point) => (
        <>
          <span className={styles.icon}>
            <MapIconSvg icon={point.icon} color={point.color} />
          </span>
          <span className={styles.name}>{point.name}</span>
          {point.secret && <SecretMark />}
          <span className={styles.detail}>
            <span className="visually-hidden">, </span>
            {point.icon}
          </span>
        </>
      )}
    />
  );
}
