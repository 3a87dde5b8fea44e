import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * How every modal dialog behaves by keyboard (WCAG 2.1.2, 2.4.3): focus moves in when it opens
 * (to `initialFocus`, else its first focusable element), Tab stays inside, Escape closes it, the
 * page behind does not scroll, and focus goes back to what opened it. Put `ref` and `onKeyDown`
 * on the dialog element; the dialog mounts when it opens.
 */
export function useModalKeyboard<E extends HTMLElement>(onClose: () => void, initialFocus?: RefObject<HTMLElement | null>) {
  const dialog = useRef<E>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const target = initialFocus?.current ?? dialog.current?.querySelector<HTMLElement>(FOCUSABLE) ?? dialog.current;
    target?.focus();

    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus();
    };
    // Runs once per opening: the dialog mounts when it opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the focus target of the opening, not of later renders
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close.current();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return { ref: dialog, onKeyDown, close: () => close.current() };
}
