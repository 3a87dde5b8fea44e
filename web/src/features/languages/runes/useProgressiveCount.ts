import { useEffect, useState } from 'react';

// Index after the paragraphs from `from` that fit in `budget` characters (always at least one).
const countWithin = (paragraphs: readonly string[], from: number, budget: number) => {
  let at = from;
  let used = 0;
  while (at < paragraphs.length && (at === from || used + paragraphs[at].length <= budget)) used += paragraphs[at++].length;
  return at;
};

// An idle moment of the browser (a timer where there is none, as in tests); returns its cancel.
const whenIdle = (run: () => void): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 200 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 0);
  return () => clearTimeout(id);
};

/**
 * How many of the paragraphs to draw now: those within `first` characters at once, then `step`
 * characters more at each idle moment until all are drawn. The count never shrinks while the
 * text changes, so typing does not redraw what is already there.
 */
export function useProgressiveCount(paragraphs: readonly string[], first: number, step: number) {
  const [later, setLater] = useState(0);
  const drawn = Math.max(later, countWithin(paragraphs, 0, first));
  useEffect(() => {
    if (drawn >= paragraphs.length) return;
    return whenIdle(() => setLater(countWithin(paragraphs, drawn, step)));
  }, [drawn, paragraphs, step]);
  return drawn;
}
