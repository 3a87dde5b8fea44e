import type { MapIcon } from '@lorewright/domain/maps/mapIcons';
import { MAP_ICON_PATHS } from './mapIconPaths';
import styles from './MapIconSvg.module.css';

/** A marker icon in the point's colour, over a dark halo so it reads on any map picture. */
export function MapIconSvg({ icon, color, className }: { icon: MapIcon; color: string; className?: string }) {
  const d = MAP_ICON_PATHS[icon];
  return (
    <svg className={`${styles.icon} ${className ?? ''}`} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path className={styles.halo} d={d} />
      <path className={styles.line} d={d} stroke={color} />
    </svg>
  );
}
