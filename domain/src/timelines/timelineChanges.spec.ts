import { describe, expect, it } from 'vitest';
import { applyTimelineChanges, knownRevisionOf } from './timelineChanges';
import type { TimelineNode, TimelineView } from './timelineView';

const node = (_id: string, revision: number, title = _id): TimelineNode => ({
  _id,
  title,
  subtitle: '',
  type: 'point',
  year: revision,
  month: '',
  day: null,
  end: null,
  parent: null,
  image: null,
  links: [],
  revision,
});

const timeline = (lines: { _id: string; revision: number; nodes: TimelineNode[] }[], title = 'Ages'): TimelineView =>
  ({ _id: 't', title, lines: lines.map((line) => ({ name: line._id, ...line })) }) as unknown as TimelineView;

describe('knownRevisionOf', () => {
  it('is the newest revision of any line or point in the copy, 0 for an empty one', () => {
    expect(knownRevisionOf(timeline([]))).toBe(0);
    expect(
      knownRevisionOf(
        timeline([
          { _id: 'a', revision: 3, nodes: [node('x', 7), node('y', 5)] },
          { _id: 'b', revision: 9, nodes: [] },
        ]),
      ),
    ).toBe(9);
  });
});

describe('applyTimelineChanges', () => {
  const copy = timeline([
    { _id: 'a', revision: 1, nodes: [node('x', 2), node('y', 3), node('z', 4)] },
    { _id: 'b', revision: 5, nodes: [node('w', 6)] },
  ]);

  it('keeps points in place, replaces changed ones, drops deleted ones and appends new ones in order', () => {
    const next = applyTimelineChanges(copy, {
      revision: 10,
      timeline: timeline([{ _id: 'a', revision: 1, nodes: [] }], 'Renamed'),
      nodes: [
        { lineId: 'a', node: node('y', 8, 'changed') },
        { lineId: 'a', node: node('n1', 9) },
        { lineId: 'a', node: node('n2', 10) },
      ],
      removedNodeIDs: ['x', 'unknown'],
    });
    expect(next.title).toBe('Renamed');
    expect(next.lines.map((line) => [line._id, line.nodes.map((n) => `${n._id}:${n.title}`)])).toEqual([['a', ['y:changed', 'z:z', 'n1:n1', 'n2:n2']]]);
  });

  it('applies a change the copy already holds as a no-op', () => {
    const next = applyTimelineChanges(copy, {
      revision: 6,
      timeline: timeline([
        { _id: 'a', revision: 1, nodes: [] },
        { _id: 'b', revision: 5, nodes: [] },
      ]),
      nodes: [{ lineId: 'b', node: node('w', 6) }],
      removedNodeIDs: [],
    });
    expect(next).toEqual(copy);
  });

  it('gives a new line its new points', () => {
    const next = applyTimelineChanges(copy, {
      revision: 12,
      timeline: timeline([{ _id: 'c', revision: 11, nodes: [] }]),
      nodes: [{ lineId: 'c', node: node('v', 12) }],
      removedNodeIDs: [],
    });
    expect(next.lines.map((line) => [line._id, line.nodes.map((n) => n._id)])).toEqual([['c', ['v']]]);
  });
});
