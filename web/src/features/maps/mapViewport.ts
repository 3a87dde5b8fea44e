import type { MapPoint } from '@lorewright/domain/maps/mapView';
import type { ReactZoomPanPinchContentRef } from 'react-zoom-pan-pinch';

// The map page's own timings (spec §4) and moves of the view.
export const MAP_LOADING_CLEAR_MS = 500;
export const MAP_TRANSITIONS_AFTER_MS = 600;
const CENTRE_ANIMATION_MS = 300;

/** Pans so a point of a picture of this natural size sits in the middle, at the current zoom. */
export function centreOn(controls: ReactZoomPanPinchContentRef | null, point: MapPoint, picture: { width: number; height: number }) {
  const wrapper = controls?.instance.wrapperComponent;
  if (!controls || !wrapper) return;
  const { scale } = controls.instance.state;
  void controls.setTransform(
    wrapper.clientWidth / 2 - point.x * picture.width * scale,
    wrapper.clientHeight / 2 - point.y * picture.height * scale,
    scale,
    CENTRE_ANIMATION_MS,
  );
}
