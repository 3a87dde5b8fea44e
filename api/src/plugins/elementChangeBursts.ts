import type { WatchedElement } from '@lorewright/domain/notifications/elementWatch';
import { watchKey } from './elementWatches';

// One appended event of a watched element's stream, as the watchers are told of it.
export interface ElementChange {
  element: WatchedElement;
  elementId: string;
  actorId: string;
  // The tab whose request made the change, when it named itself.
  tab: string | undefined;
  // The global position of the event, for waiting on the element's projection.
  position: number;
}

// Coalesces bursts: the first change of an element starts a timer, later ones fold into it, and
// when it rings one change is flushed. It names the last editor; a burst from more than one tab
// (or person) names no tab, so that every tab, the ones that made part of it too, refetches.
export const createChangeBursts = (windowMs: number, flush: (change: ElementChange) => void) => {
  const waiting = new Map<string, { change: ElementChange; timer: ReturnType<typeof setTimeout> }>();

  return {
    add: (change: ElementChange) => {
      const key = watchKey(change.element, change.elementId);
      const burst = waiting.get(key);
      if (burst) {
        const sameSource = burst.change.actorId === change.actorId && burst.change.tab === change.tab;
        burst.change = { ...change, tab: sameSource ? change.tab : undefined };
        return;
      }
      const timer = setTimeout(() => {
        const done = waiting.get(key);
        waiting.delete(key);
        if (done) flush(done.change);
      }, windowMs);
      waiting.set(key, { change, timer });
    },

    stop: () => {
      for (const { timer } of waiting.values()) clearTimeout(timer);
      waiting.clear();
    },
  };
};
