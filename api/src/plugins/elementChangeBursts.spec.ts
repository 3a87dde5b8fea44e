import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createChangeBursts, type ElementChange } from './elementChangeBursts';

const change = (extra: Partial<ElementChange> = {}): ElementChange => ({
  element: 'map',
  elementId: 'm1',
  actorId: 'ada',
  tab: 'aaaaaaaa',
  position: 1,
  ...extra,
});

describe('bursts of element changes', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('flush one change per element per window, naming the last position and editor', () => {
    const flushed: ElementChange[] = [];
    const bursts = createChangeBursts(250, (c) => flushed.push(c));
    bursts.add(change());
    bursts.add(change({ position: 2 }));
    bursts.add(change({ elementId: 'm2', position: 3 }));
    vi.advanceTimersByTime(249);
    expect(flushed).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(flushed).toEqual([change({ position: 2 }), change({ elementId: 'm2', position: 3 })]);
    bursts.add(change({ position: 4 }));
    vi.advanceTimersByTime(250);
    expect(flushed.at(-1)).toEqual(change({ position: 4 }));
  });

  it('name no tab when more than one tab or person took part', () => {
    const flushed: ElementChange[] = [];
    const bursts = createChangeBursts(250, (c) => flushed.push(c));
    bursts.add(change());
    bursts.add(change({ tab: 'bbbbbbbb', position: 2 }));
    bursts.add(change({ position: 3 }));
    bursts.add(change({ elementId: 'm2' }));
    bursts.add(change({ elementId: 'm2', actorId: 'bea', position: 5 }));
    vi.advanceTimersByTime(250);
    expect(flushed).toEqual([change({ tab: undefined, position: 3 }), change({ elementId: 'm2', actorId: 'bea', tab: undefined, position: 5 })]);
  });

  it('flush nothing once stopped', () => {
    const flush = vi.fn();
    const bursts = createChangeBursts(250, flush);
    bursts.add(change());
    bursts.stop();
    vi.advanceTimersByTime(1000);
    expect(flush).not.toHaveBeenCalled();
  });
});
