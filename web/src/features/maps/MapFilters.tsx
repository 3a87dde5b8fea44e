import { MAP_ICONS, type MapIcon } from '@lorewright/domain/maps/mapIcons';
import type { MapPoint } from '@lorewright/domain/maps/mapView';
import { useMemo } from 'react';
import { useDropdown } from '../../lib/useDropdown';
import { MapIconSvg } from './MapIconSvg';
import styles from './MapToolbar.module.css';

interface MapFiltersProps {
  points: MapPoint[];
  /** The icons shown; none chosen shows every point. */
  chosen: ReadonlySet<MapIcon>;
  onChange: (chosen: ReadonlySet<MapIcon>) => void;
}

/** Filters (product.md §2): a multi-select of the 20 icons, with how many points each has. */
export function MapFilters({ points, chosen, onChange }: MapFiltersProps) {
  const dropdown = useDropdown<HTMLDivElement>();
  const counts = useMemo(() => {
    const byIcon = new Map<MapIcon, number>();
    for (const point of points) byIcon.set(point.icon, (byIcon.get(point.icon) ?? 0) + 1);
    return byIcon;
  }, [points]);

  const toggle = (icon: MapIcon) => {
    const next = new Set(chosen);
    if (!next.delete(icon)) next.add(icon);
    onChange(next);
  };

  return (
    <div ref={dropdown.ref} className={styles.dropdown}>
      <button type="button" className={`button button-secondary ${chosen.size > 0 ? styles.on : ''}`} {...dropdown.trigger}>
        Filters
        {chosen.size > 0 && <span className={styles.badge}>{chosen.size}</span>}
      </button>
      {dropdown.open && (
        <fieldset id={dropdown.panelId} className={styles.panel}>
          <legend className="visually-hidden">Show points with these icons</legend>
          {MAP_ICONS.map((icon) => (
            <label key={icon} className={styles.option}>
              <input type="checkbox" aria-label={icon} checked={chosen.has(icon)} onChange={() => toggle(icon)} />
              <span className={styles.optionIcon}>
                <MapIconSvg icon={icon} color="var(--secondary)" />
              </span>
              <span className={styles.optionName}>{icon}</span>
              <span className={styles.count}>{counts.get(icon) ?? 0}</span>
            </label>
          ))}
          {chosen.size > 0 && (
            <button type="button" className={`button button-secondary ${styles.clear}`} onClick={() => onChange(new Set())}>
              Show all
            </button>
          )}
        </fieldset>
      )}
    </div>
  );
}
