import { describe, expect, it } from 'vitest';
import { covers, drawnNodes, windowAround } from './drawnNodes';
import type { PlacedNode } from './placedNodes';
import type { AxisView } from './timelineAxis';
import type { DraftNode } from './timelineDraft';

// Years 0 to 1,000 on a 1,000 px screen; `count` points spread evenly over them.
const span = { start: 0, end: 1000 };
const view = (zoom: number, offset = 0): AxisView => ({ span, viewport: 1000, zoom, offset });
const points = (count: number): PlacedNode[] =>
  Array.from({ length: count }, (_, n) => {
    const value = (n * 1000) / count;
    return { node: { _id: `n${n}`, title: `Point ${n}`, type: 'point' } as DraftNode, value, endValue: value };
  });
const none = new Set<string>();

describe('the markers drawn on a line', () => {
  it('keeps a crowded line to a few hundred markers, placed by their share of the axis', () => {
    const drawn = drawnNodes(points(10_000), windowAround(view(0)), none);
    expect(drawn.length).toBeGreaterThan(100);
    expect(drawn.length).toBeLessThanOrEqual(300);
    expect(drawn[0]).toMatchObject({ at: 0, length: 0 });
    expect(drawn.every(({ at }, i) => i === 0 || at > (drawn[i - 1]?.at ?? 0))).toBe(true);
  });

  it('draws every point that has its own pixels once zoomed in, and only around the view', () => {
    // 31,000 px wide, scrolled to the middle: 10 points a screen, a point every 100 px.
    const drawn = drawnNodes(points(310), windowAround(view(30_000, 15_000)), none);
    const ids = drawn.map(({ node }) => Number(node._id.slice(1)));
    expect(ids.length).toBeGreaterThanOrEqual(10);
    expect(ids.length).toBeLessThanOrEqual(18);
    expect(Math.min(...ids)).toBeGreaterThanOrEqual(145);
    expect(Math.max(...ids)).toBeLessThanOrEqual(165);
    // 100 px apart leaves no room for titles: only the last point has one.
    expect(drawn.filter(({ labelled }) => labelled)).toEqual([drawn.at(-1)]);
  });

  it('draws a kept point even where it shares a marker', () => {
    const drawn = drawnNodes(points(10_000), windowAround(view(0)), new Set(['n5001']));
    expect(drawn.map(({ node }) => node._id)).toContain('n5001');
  });

  it('chooses again once the view leaves the window or the zoom changes by a quarter', () => {
    const reach = windowAround(view(1000, 500));
    expect(covers(reach, view(1000, 700))).toBe(true);
    expect(covers(reach, view(1000, 900))).toBe(false);
    expect(covers(reach, view(1300, 500))).toBe(true);
    expect(covers(reach, view(1600, 500))).toBe(false);
  });
});
