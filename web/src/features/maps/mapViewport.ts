import type { ReactZoomPanPinchContentRef } from 'react-zoom-pan-pinch';

// The map page's own timings (product.md §4) and moves of the view.
export const MAP_LOADING_CLEAR_MS = 500;
export const MAP_TRANSITIONS_AFTER_MS = 600;
const CENTRE_ANIMATION_MS = 300;

/**
 * Pans so a place (fractions) of a picture of this natural size sits in the middle, at the
 * current zoom or at `scale`.
 */
export function centreOn(
  controls: ReactZoomPanPinchContentRef | null,
  place: { x: number; y: number },
  picture: { width: number; height: number },
  scale = controls?.instance.state.scale ?? 1,
  animationMs = CENTRE_ANIMATION_MS,
) {
  const wrapper = controls?.instance.wrapperComponent;
  if (!controls || !wrapper) return;
  void controls.setTransform(
    wrapper.clientWidth / 2 - place.x * picture.width * scale,
    wrapper.clientHeight / 2 - place.y * picture.height * scale,
    scale,
    animationMs,
  );
}
