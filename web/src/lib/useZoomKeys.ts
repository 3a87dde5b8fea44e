import { useEffect, useRef } from 'react';
import { zoomKey } from './keyboardNavigation';

// A dialog over the page (a guide, the history) keeps its keys.
const inDialog = (target: EventTarget | null) => target instanceof Element && target.closest('[aria-modal="true"]') !== null;

/**
 * + and − zoom from anywhere on a map or timeline page: its bar, its list, a card, the axis, and
 * before anything has the focus (the key then goes to the body). Not in a field being typed in,
 * nor in a dialog, nor for a key something on the page already handled.
 */
export function useZoomKeys(zoom: (direction: 1 | -1) => void) {
  const latest = useRef(zoom);
  useEffect(() => {
    latest.current = zoom;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const direction = event.defaultPrevented || inDialog(event.target) ? null : zoomKey(event);
      if (direction === null) return;
      event.preventDefault();
      latest.current(direction);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
