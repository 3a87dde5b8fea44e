import type { MapIcon } from '@lorewright/domain/maps/mapIcons';
import type { MapPoint } from '@lorewright/domain/maps/mapView';
import { MapBackButton } from './MapBackButton';
import { MapFilters } from './MapFilters';
import type { MapMode } from './useMapPoints';
import styles from '../../components/ElementToolbar.module.css';
import { ZoomButtons } from '../../components/ZoomButtons';
import { MentionedInButton } from '../../components/backlinks/MentionedInButton';

interface MapToolbarProps {
  mapId: string;
  title: string;
  isAuthor: boolean;
  mode: MapMode;
  points: MapPoint[];
  filter: ReadonlySet<MapIcon>;
  listOpen: boolean;
  onHelp: () => void;
  onMode: (mode: Exclude<MapMode, 'view'>) => void;
  onFilter: (chosen: ReadonlySet<MapIcon>) => void;
  onList: () => void;
  onZoom: (direction: 1 | -1) => void;
  /** The author's History; no button without it. */
  onHistory?: (() => void) | undefined;
}

/** The map page's bar (product.md §2): Back, title, Help, the author's modes, History, Mentioned in, Filters, the list, zoom. */
export function MapToolbar({ mapId, title, isAuthor, mode, points, filter, listOpen, onHelp, onMode, onFilter, onList, onZoom, onHistory }: MapToolbarProps) {
  const toggle = (target: Exclude<MapMode, 'view'>, label: string) => (
    <button
      type="button"
      className={`button ${mode === target ? 'button-primary' : 'button-secondary'}`}
      aria-pressed={mode === target}
      onClick={() => onMode(target)}
    >
      {label}
    </button>
  );
  return (
    <header className={styles.bar}>
      <MapBackButton />
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.tools} role="toolbar" aria-label="Map tools">
        <button type="button" className="button button-secondary" onClick={onHelp}>
          Help
        </button>
        {isAuthor && toggle('newPoint', 'New Point')}
        {isAuthor && toggle('reposition', 'Reposition')}
        {onHistory && (
          <button type="button" className="button button-secondary" onClick={onHistory}>
            History
          </button>
        )}
        <MentionedInButton element="map" id={mapId} />
        <MapFilters points={points} chosen={filter} onChange={onFilter} />
        <button type="button" className="button button-secondary" aria-pressed={listOpen} onClick={onList}>
          {listOpen ? 'Hide List' : 'Show List'}
        </button>
        <ZoomButtons onZoom={onZoom} />
      </div>
    </header>
  );
}
