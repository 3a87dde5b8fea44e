import { MAP_PAN_BORDER_PX, MAP_WHEEL_DIVISOR, MAP_ZOOM } from '@lorewright/domain/maps/mapLimits';
import type { MapPoint } from '@lorewright/domain/maps/mapView';
import { useCallback, useRef, useState, type ReactNode, type RefObject } from 'react';
import { TransformComponent, TransformWrapper, type ReactZoomPanPinchContentRef, type ReactZoomPanPinchRef } from 'react-zoom-pan-pinch';
import { NO_PAN_CLASS, type MarkerHandlers } from './MapMarker';
import { fractionAt } from './mapPointDraft';
import { centreOn } from './mapViewport';
import { useDrawnArea } from './useDrawnArea';
import { VisibleMarkers } from './VisibleMarkers';
import styles from './MapCanvas.module.css';

interface MapCanvasProps extends MarkerHandlers {
  controls: RefObject<ReactZoomPanPinchContentRef | null>;
  src: string;
  points: MapPoint[];
  activeId: string | null;
  repositioning: boolean;
  /** In New Point mode a click on the picture lands here, as fractions of it. */
  onPlace: ((x: number, y: number) => void) | null;
  onLoad: (width: number, height: number) => void;
  onFail: () => void;
  /** The way on from the markers drawn to all the others: the points list, focused. */
  onListAll: () => void;
  /** Drawn over the picture at the zoomed scale (the hover card). */
  children?: ReactNode;
}

const setLayer = (ref: ReactZoomPanPinchRef, willChange: string) => {
  if (ref.instance.contentComponent) ref.instance.contentComponent.style.willChange = willChange;
};

// A press that moved farther than this was a pan, not a click that places a point.
const CLICK_SLOP_PX = 5;

/**
 * The draggable, zoomable picture with its markers (product.md §2, §9), on react-zoom-pan-pinch:
 * zoom 0.5 to 3 from 1, pinch on touch, no fling after a drag. A pan or zoom re-renders nothing
 * until the view nears the edge of the markers drawn around it (useDrawnArea) or reaches another
 * clustering level: a zoom only writes the scale to `--map-scale`, which keeps the markers' size
 * on screen.
 */
export function MapCanvas({ controls, src, points, activeId, repositioning, onPlace, onLoad, onFail, onListAll, children, ...handlers }: MapCanvasProps) {
  const pressedAt = useRef({ x: 0, y: 0 });
  const shownScale = useRef(0);
  // Spec §9: a wheel turn changes the zoom by deltaY × zoom / 1000. With `smooth` the library adds
  // step × |deltaY| per wheel event, so the step follows the zoom, as of the last zoom's end (the
  // library reads its options from props; a re-render per wheel event would cost the markers).
  const [settledScale, setSettledScale] = useState<number>(MAP_ZOOM.start);
  const { area, follow } = useDrawnArea();
  const [outside, setOutside] = useState(0);
  const picture = useRef<HTMLDivElement>(null);

  // New Point mode without a pointer: the point lands in the middle of what the view shows.
  const placeInMiddle = () => {
    const wrapper = controls.current?.instance.wrapperComponent;
    if (!onPlace || !wrapper || !picture.current) return;
    const view = wrapper.getBoundingClientRect();
    const { x, y } = fractionAt(picture.current.getBoundingClientRect(), view.left + view.width / 2, view.top + view.height / 2);
    onPlace(x, y);
  };

  const onTransform = (ref: ReactZoomPanPinchRef, { scale }: { scale: number }) => {
    follow(ref);
    // Only a zoom restyles the markers; a pan must not touch them.
    if (scale === shownScale.current) return;
    shownScale.current = scale;
    ref.instance.contentComponent?.style.setProperty('--map-scale', String(scale));
  };
  // No animation: the clusters are drawn once, at the zoom arrived at.
  const zoomTo = useCallback(
    (x: number, y: number, scale: number) => area.picture && centreOn(controls.current, { x, y }, area.picture, scale, 0),
    [controls, area.picture],
  );

  return (
    <>
      <TransformWrapper
        ref={controls}
        minScale={MAP_ZOOM.min}
        maxScale={MAP_ZOOM.max}
        initialScale={MAP_ZOOM.start}
        centerOnInit
        smooth
        wheel={{ step: settledScale / MAP_WHEEL_DIVISOR }}
        onZoomStop={(ref) => setSettledScale(ref.state.scale)}
        // The pan stops MAP_PAN_BORDER_PX past the picture's edges: the library's padding is in
        // pixels while panning, and with auto-alignment off it does not spring back. The product's
        // halved mouse drag speed has no option in the library; the drag follows the pointer.
        autoAlignment={{ disabled: true, sizeX: MAP_PAN_BORDER_PX, sizeY: MAP_PAN_BORDER_PX }}
        panning={{ velocityDisabled: true, excluded: [NO_PAN_CLASS] }}
        doubleClick={{ disabled: true }}
        onTransform={onTransform}
        // A pan only moves the content: as its own layer it is moved, not drawn again with its
        // markers. Dropped afterwards, so a zoom is drawn sharp.
        onPanningStart={(ref) => setLayer(ref, 'transform')}
        onPanningStop={(ref) => setLayer(ref, '')}
        onInit={(ref) => onTransform(ref, ref.state)}
      >
        <TransformComponent wrapperClass={styles.viewport} contentClass={styles.content}>
          <div
            ref={picture}
            data-alerts-may-cover
            className={`${styles.picture} ${onPlace ? styles.placing : ''}`}
            onPointerDown={(event) => (pressedAt.current = { x: event.clientX, y: event.clientY })}
            onClick={(event) => {
              const moved = Math.hypot(event.clientX - pressedAt.current.x, event.clientY - pressedAt.current.y);
              if (!onPlace || moved > CLICK_SLOP_PX) return;
              const { x, y } = fractionAt(event.currentTarget.getBoundingClientRect(), event.clientX, event.clientY);
              onPlace(x, y);
            }}
          >
            <img
              className={styles.image}
              src={src}
              alt="Map picture"
              draggable={false}
              onLoad={(event) => {
                const { naturalWidth, naturalHeight } = event.currentTarget;
                if (naturalWidth === 0 || naturalHeight === 0) return onFail();
                // The content had no size when the library centred it; now it has.
                void controls.current?.centerView(MAP_ZOOM.start, 0);
                const view = controls.current?.instance;
                if (view) follow({ instance: view, state: view.state }, { width: naturalWidth, height: naturalHeight });
                onLoad(naturalWidth, naturalHeight);
              }}
              onError={onFail}
            />
            <VisibleMarkers points={points} area={area} activeId={activeId} draggable={repositioning} onZoomTo={zoomTo} onOutside={setOutside} {...handlers} />
            {children}
          </div>
        </TransformComponent>
      </TransformWrapper>
      {/* Only markers near the view are drawn: Tab goes on from the last of them to the others. */}
      {outside > 0 && (
        <button type="button" className={`button button-secondary ${styles.listAll}`} onClick={onListAll}>
          {outside} more {outside === 1 ? 'point' : 'points'} outside the view: list all points
        </button>
      )}
      {onPlace && (
        <button type="button" className={`button button-primary ${styles.placeInMiddle}`} onClick={placeInMiddle}>
          Add a point in the middle
        </button>
      )}
    </>
  );
}
