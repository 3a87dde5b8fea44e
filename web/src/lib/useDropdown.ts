import { useCallback, useId, useRef, useState } from 'react';
import { useDismiss } from './useDismiss';

/**
 * A dropdown's open state: `ref` goes on the element holding the trigger and the panel (a press
 * outside it or Escape closes), `trigger` on the button that opens it, `panelId` on the panel.
 */
export function useDropdown<T extends HTMLElement>() {
  const [open, setOpen] = useState(false);
  const ref = useRef<T>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((value) => !value), []);
  useDismiss(ref, open, close);
  return { open, close, ref, panelId, trigger: { 'aria-expanded': open, 'aria-controls': panelId, onClick: toggle } };
}
