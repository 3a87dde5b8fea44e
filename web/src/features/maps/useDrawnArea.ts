import { MAP_ZOOM } from '@lorewright/domain/maps/mapLimits';
import { startTransition, useCallback, useRef, useState } from 'react';
import type { ReactZoomPanPinchContextState } from 'react-zoom-pan-pinch';
import { clusterLevel, type PictureBox, type PictureSize } from './mapClusters';

// The part of the picture whose markers are drawn: what the viewport shows and a margin around
// it, so a pan draws nothing again until it nears the margin's edge.

export interface DrawnArea {
  picture: PictureSize | null;
  box: PictureBox;
  scale: number;
}

// The margin on each side, as a share of the viewport's width and height.
const MARGIN = 0.25;
const WHOLE: PictureBox = { left: 0, top: 0, right: 1, bottom: 1 };

/** What the viewport shows of the picture, in its fractions; all of it while the viewport has no size (not laid out). */
export function visibleBox({ instance, state }: ReactZoomPanPinchContextState, picture: PictureSize): PictureBox {
  const wrapper = instance.wrapperComponent;
  if (!wrapper || wrapper.clientWidth === 0 || wrapper.clientHeight === 0) return WHOLE;
  const [width, height] = [picture.width * state.scale, picture.height * state.scale];
  return {
    left: -state.positionX / width,
    top: -state.positionY / height,
    right: (wrapper.clientWidth - state.positionX) / width,
    bottom: (wrapper.clientHeight - state.positionY) / height,
  };
}

const grown = (box: PictureBox, by: number): PictureBox => {
  const [dx, dy] = [(box.right - box.left) * by, (box.bottom - box.top) * by];
  return { left: box.left - dx, top: box.top - dy, right: box.right + dx, bottom: box.bottom + dy };
};
const within = (inner: PictureBox, outer: PictureBox) =>
  inner.left >= outer.left && inner.top >= outer.top && inner.right <= outer.right && inner.bottom <= outer.bottom;

/**
 * The area to draw, following the view: `follow` is called on every pan and zoom frame and
 * re-renders only when the view leaves the area or reaches another clustering level.
 */
export function useDrawnArea() {
  const [area, setArea] = useState<DrawnArea>({ picture: null, box: WHOLE, scale: MAP_ZOOM.start });
  // Read in the library's handlers between renders.
  const drawn = useRef(area);

  const follow = useCallback((view: ReactZoomPanPinchContextState, picture = drawn.current.picture) => {
    if (!picture) return;
    const now = drawn.current;
    const seen = visibleBox(view, picture);
    const sameLevel = now.picture === picture && clusterLevel(picture, view.state.scale) === clusterLevel(picture, now.scale);
    if (sameLevel && within(seen, now.box)) return;
    const next = { picture, box: grown(seen, MARGIN), scale: view.state.scale };
    drawn.current = next;
    // Drawn in slices between frames: hundreds of markers at once would stall a pan or zoom.
    startTransition(() => setArea(next));
  }, []);

  return { area, follow };
}
