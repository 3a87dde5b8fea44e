import { describe, expect, it } from 'vitest';
import { mergeFresh, newNode, nodeChanges, nodesOf } from './timelineDraft';
import { makeNode, makeTimeline } from './testing/timelinePageFixtures';

const saved = nodesOf(makeTimeline());

describe("the author's copy of a timeline's points", () => {
  it('sends per line only what changed: new points without a revision, edited ones with theirs, and the removed', () => {
    const added = newNode('l2', { year: 5, month: '', day: null });
    const { n2: _removed, ...rest } = saved;
    const draft = { ...rest, n1: { ...saved.n1, title: 'Crowned' }, [added._id]: added };
    const changes = nodeChanges(saved, draft);
    expect([...changes.keys()]).toEqual(['l1', 'l2']);
    expect(changes.get('l1')).toEqual({
      nodes: [
        { _id: 'n1', title: 'Crowned', subtitle: 'A king at last.', type: 'point', year: 10, month: 'March', day: 3, end: null, parent: null, revision: 4 },
      ],
      removedNodeIDs: ['n2'],
    });
    expect(changes.get('l2')?.nodes).toEqual([
      { _id: added._id, title: '', subtitle: '', type: 'point', year: 5, month: '', day: null, end: null, parent: null },
    ]);
    expect(nodeChanges(saved, saved).size).toBe(0);
  });

  it('keeps unsaved edits over a fresh copy, taking only its image, links and revision', () => {
    const fresh = nodesOf(
      makeTimeline({ lines: [{ _id: 'l1', name: 'Kings', revision: 1, nodes: [makeNode({ image: { name: 'crown.png' }, revision: 7 })] }] }),
    );
    const draft = { ...saved, n1: { ...saved.n1, title: 'Crowned' } };
    const merged = mergeFresh(fresh, saved, draft, new Set(['l1']));
    expect(merged.n1).toMatchObject({ title: 'Crowned', image: { name: 'crown.png' }, revision: 7 });
    expect(Object.keys(merged)).toEqual(['n1']);
  });
});
