import { useLayoutEffect, type RefObject } from 'react';

// What a user may click, type in or focus: an alert must not lie over any of these, but for
// those in an area marked data-alerts-may-cover (a map's markers: the map pans them clear).
const CONTROLS = 'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';
const GAP_PX = 8;

const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The controls on screen under any of `alerts`, each with how far the page must move up to uncover it. */
function covered(alerts: DOMRect[], stack: HTMLElement): [Element, number][] {
  const found: [Element, number][] = [];
  if (alerts.length === 0) return found;
  const stackTop = Math.min(...alerts.map((alert) => alert.top));
  for (const control of document.querySelectorAll(CONTROLS)) {
    if (stack.contains(control) || control.closest('[data-alerts-may-cover]')) continue;
    const box = control.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    // Clear of the whole stack, not only of the alert over it: the alerts above would cover it next.
    if (!alerts.some((alert) => overlaps(box, alert))) continue;
    found.push([control, box.bottom - stackTop + GAP_PX]);
  }
  return found;
}

/**
 * Keeps the floating alerts off the page's controls: the page gets room below its end as tall
 * as the alerts (`--alerts-height`, also the scroll padding a focused control is kept clear
 * by), so all of it can scroll clear of them; and an alert arriving over a control, or a control
 * appearing under an alert (the next page loading), moves the page up just enough to uncover
 * it, as if the window had grown shorter. A control the user scrolls under an alert stays there.
 */
export function useControlsClear(stack: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const element = stack.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const alertBoxes = () => [...element.querySelectorAll('[data-alert]')].map((alert) => alert.getBoundingClientRect());
    let shown = 0;
    let scrolledUnder = new WeakSet<Element>();
    const frames = new Set<number>();

    // Where the page stood after the last lift: a scroll there is the lift's own, not the user's.
    let liftedTo = -1;
    const check = (arrived: boolean) => {
      const alerts = alertBoxes();
      const height = alerts.length === 0 ? 0 : Math.ceil(window.innerHeight - Math.min(...alerts.map((alert) => alert.top)) + GAP_PX);
      root.style.setProperty('--alerts-height', `${Math.max(0, height)}px`);
      const grew = height > shown;
      shown = height;
      const coveredBefore = new Set(covered(alerts, element).map(([control]) => control));
      // A lift may move a control that was below the alerts under them: it is lifted clear too (a
      // few rounds at most; the page has room below its end as tall as the alerts).
      for (let round = 0; round < 4; round += 1) {
        const lifts = covered(alertBoxes(), element).filter(([control]) => (arrived && grew) || !scrolledUnder.has(control) || !coveredBefore.has(control));
        const lift = Math.max(0, ...lifts.map(([, by]) => by));
        if (lift <= 0) break;
        const from = window.scrollY;
        window.scrollBy({ top: lift, behavior: 'instant' });
        liftedTo = window.scrollY;
        if (liftedTo === from) break;
      }
    };
    // Once a frame at most: pages change their DOM often, and a scroll fires on every frame.
    const soon = (work: () => void) => {
      let frame = 0;
      return () => {
        if (shown === 0 || frame !== 0) return;
        frame = requestAnimationFrame(() => {
          frames.delete(frame);
          frame = 0;
          work();
        });
        frames.add(frame);
      };
    };
    const onScroll = soon(() => {
      if (window.scrollY === liftedTo) return;
      scrolledUnder = new WeakSet(covered(alertBoxes(), element).map(([control]) => control));
    });

    const resized = new ResizeObserver(() => check(true));
    resized.observe(element);
    const changed = new MutationObserver(soon(() => check(false)));
    changed.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      resized.disconnect();
      changed.disconnect();
      window.removeEventListener('scroll', onScroll);
      frames.forEach(cancelAnimationFrame);
      root.style.removeProperty('--alerts-height');
    };
  }, [stack]);
}
