import { render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useStickyFootClear } from './useStickyFootClear';

// jsdom has no ResizeObserver: this one reports the bar once, as a browser does when it is laid out.
class ReportingObserver {
  constructor(private readonly report: () => void) {}
  observe() {
    this.report();
  }
  disconnect() {}
}

function FootBar() {
  const bar = useRef<HTMLDivElement>(null);
  useStickyFootClear(bar);
  return <div ref={bar}>Scenes</div>;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useStickyFootClear', () => {
  it("adds the bar's height to the page's scroll padding while it is shown", () => {
    vi.stubGlobal('ResizeObserver', ReportingObserver);
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ height: 63.2 } as DOMRect);
    const { unmount } = render(<FootBar />);
    expect(document.documentElement.style.getPropertyValue('--sticky-foot-height')).toBe('64px');
    unmount();
    expect(document.documentElement.style.getPropertyValue('--sticky-foot-height')).toBe('');
  });
});
