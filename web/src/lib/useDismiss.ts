import { useEffect, type RefObject } from 'react';

/**
 * While `open`, a pointer press outside the element in `ref` or the Escape key calls `dismiss`
 * (dropdowns in the top navigation). `dismiss` should be stable (useCallback or a state setter
 * wrapper made once).
 */
export function useDismiss(ref: RefObject<HTMLElement | null>, open: boolean, dismiss: () => void): void {
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) dismiss();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismiss();
    };
    document.addEventListener('pointerdown', onPointerDown);
    window.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      window.removeEventListener('keydown', onKeyDown);
    };
  }, [open, ref, dismiss]);
}
