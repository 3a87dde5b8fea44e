import { iconOffset } from '@lorewright/domain/maps/mapIcons';
import type { MapPoint } from '@lorewright/domain/maps/mapView';
import { memo, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react';
import { arrowKey } from '../../lib/keyboardNavigation';
import { clampFraction, fractionAt } from './mapPointDraft';
import { MapIconSvg } from './MapIconSvg';
import styles from './MapMarkers.module.css';

// The library does not start a pan from an element with this class (react-zoom-pan-pinch's
// `panning.excluded`): dragging a marker in reposition mode moves the marker, not the map.
export const NO_PAN_CLASS = 'map-no-pan';

// In reposition mode an arrow key moves the focused marker this share of the picture; with
// Shift, ten times as far. Like a drag, the move is saved when the mode is turned off.
export const KEY_STEP = 0.005;
export const KEY_STEP_LARGE = 0.05;

export interface MarkerHandlers {
  onHover: (id: string | null) => void;
  onPick: (id: string) => void;
  onMove: (id: string, x: number, y: number) => void;
}

interface MapMarkerProps extends MarkerHandlers {
  point: MapPoint;
  active: boolean;
  draggable: boolean;
}

/**
 * One point on the picture, placed by percent inside the zoomed content so panning and zooming
 * never re-render it; `--map-scale` (set on the content) keeps its size constant on screen.
 */
export const MapMarker = memo(function MapMarker({ point, active, draggable, onHover, onPick, onMove }: MapMarkerProps) {
  const place = { left: `${point.x * 100}%`, top: `${point.y * 100}%`, '--icon-offset': `${iconOffset(point.icon)}px` } as CSSProperties;

  const drag = (event: PointerEvent<HTMLButtonElement>) => {
    const layer = event.currentTarget.parentElement;
    if (!layer || !event.currentTarget.hasPointerCapture(event.pointerId)) return;
    const { x, y } = fractionAt(layer.getBoundingClientRect(), event.clientX, event.clientY);
    onMove(point._id, x, y);
  };

  const nudge = (event: KeyboardEvent<HTMLButtonElement>) => {
    const direction = arrowKey(event);
    if (!direction) return;
    event.preventDefault();
    event.stopPropagation();
    const step = event.shiftKey ? KEY_STEP_LARGE : KEY_STEP;
    onMove(point._id, clampFraction(point.x + direction[0] * step), clampFraction(point.y + direction[1] * step));
  };

  return (
    <button
      type="button"
      aria-keyshortcuts={draggable ? 'ArrowUp ArrowDown ArrowLeft ArrowRight' : undefined}
      className={`${styles.marker} ${active ? styles.active : ''} ${draggable ? `${styles.draggable} ${NO_PAN_CLASS}` : ''}`}
      style={place}
      data-map-item={`p${point._id}`}
      data-point-id={point._id}
      onMouseEnter={() => onHover(point._id)}
      onMouseLeave={() => onHover(null)}
      onFocus={() => onHover(point._id)}
      onBlur={() => onHover(null)}
      onClick={(event) => {
        event.stopPropagation();
        if (!draggable) onPick(point._id);
      }}
      onPointerDown={
        draggable
          ? (event) => {
              event.preventDefault();
              event.stopPropagation();
              event.currentTarget.setPointerCapture(event.pointerId);
            }
          : undefined
      }
      onPointerMove={draggable ? drag : undefined}
      onKeyDown={draggable ? nudge : undefined}
    >
      <MapIconSvg icon={point.icon} color={point.color} />
      {/* Named by its text, not aria-label: a label lookup for the edit card's 'Name' field
          must not find a new point still called 'Name'. */}
      <span className="visually-hidden">{point.name}</span>
    </button>
  );
});
