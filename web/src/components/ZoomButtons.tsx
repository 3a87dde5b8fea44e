import styles from './ElementToolbar.module.css';

interface ZoomButtonsProps {
  onZoom: (direction: 1 | -1) => void;
  canZoomIn?: boolean;
  canZoomOut?: boolean;
}

/** − and + of a map or timeline bar ('Zoom out', 'Zoom in'); the keys do the same anywhere on the page (useZoomKeys). */
export function ZoomButtons({ onZoom, canZoomIn = true, canZoomOut = true }: ZoomButtonsProps) {
  return (
    <span className={styles.zoom}>
      <button
        type="button"
        className={`button button-secondary ${styles.zoomButton}`}
        aria-label="Zoom out"
        title="Zoom out (−)"
        disabled={!canZoomOut}
        onClick={() => onZoom(-1)}
      >
        −
      </button>
      <button
        type="button"
        className={`button button-secondary ${styles.zoomButton}`}
        aria-label="Zoom in"
        title="Zoom in (+)"
        disabled={!canZoomIn}
        onClick={() => onZoom(1)}
      >
        +
      </button>
    </span>
  );
}
