import { defaultRangeExtractor, useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, useState } from 'react';

// A first guess at a word row's height; each drawn row is then measured.
const ROW_HEIGHT = 45;
const OVERSCAN = 10;

/**
 * The rows of a long table drawn while they are near the window's view (the page scrolls, not
 * the table), with `keep` drawn wherever it is: a row being edited keeps its draft when scrolled away.
 */
export function useWindowRows(count: number, keep: number | null) {
  const body = useRef<HTMLTableSectionElement>(null);
  // Where the rows start on the page; what sits above them (the writing area) may grow.
  const [scrollMargin, setScrollMargin] = useState(0);
  useEffect(() => {
    const measure = () => {
      const top = body.current?.getBoundingClientRect().top;
      if (top !== undefined) setScrollMargin(Math.round(top + window.scrollY));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  const rows = useWindowVirtualizer({
    count,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
    scrollMargin,
    rangeExtractor: (range) => {
      const shown = defaultRangeExtractor(range);
      return keep === null || keep >= count || shown.includes(keep) ? shown : [...shown, keep].sort((a, b) => a - b);
    },
  });

  // The drawn rows, each with the height of the undrawn rows just before it; and the height after the last.
  let end = 0;
  const drawn = rows.getVirtualItems().map((item) => {
    const start = item.start - scrollMargin;
    const gapBefore = Math.max(0, start - end);
    end = start + item.size;
    return { index: item.index, gapBefore };
  });
  return { body, drawn, gapAfter: Math.max(0, rows.getTotalSize() - end), measure: rows.measureElement };
}
