import { describe, expect, it } from 'vitest';
import { fractionAt, mergeFresh, newPoint, pointChanges } from './mapPointDraft';
import { makePoint } from './testing/mapPageFixtures';

const byId = (...points: ReturnType<typeof makePoint>[]) => Object.fromEntries(points.map((point) => [point._id, point]));

describe('the map page working copy', () => {
  it('makes a point with the defaults and a random hex id, kept on the picture', () => {
    const point = newPoint(1.2, -0.1);
    expect(point).toMatchObject({ x: 1, y: 0, icon: 'pin', color: '#ff5444', name: 'Name', description: 'Description', image: null, links: [] });
    expect(point._id).toMatch(/^[0-9a-f]{24}$/);
    expect(newPoint(0, 0)._id).not.toBe(point._id);
  });

  it('reads a click as fractions of the picture on screen', () => {
    expect(fractionAt(new DOMRect(100, 50, 400, 200), 200, 100)).toEqual({ x: 0.25, y: 0.25 });
  });

  it('sends only added and changed points, changed ones with their revision, and the removed ids', () => {
    const saved = byId(makePoint(), makePoint({ _id: 'p2', revision: 7 }), makePoint({ _id: 'p3' }));
    const added = makePoint({ _id: 'p4', name: 'New' });
    const draft = byId(makePoint(), { ...makePoint({ _id: 'p2', revision: 7 }), x: 0.9 }, added);
    const { revision: _r, image: _i, links: _l, ...addedFields } = added;
    expect(pointChanges(saved, draft)).toEqual({
      points: {
        p2: { _id: 'p2', x: 0.9, y: 0.5, icon: 'castle', color: '#60e0be', name: 'Hollowmere', description: 'A river town.', revision: 7 },
        p4: addedFields,
      },
      removedPointIDs: ['p3'],
    });
  });

  it('sends a period given or changed, null for one taken off, and none for a point whose period is unchanged', () => {
    const standing = { from: { year: 1150 }, until: { year: 1320 } };
    const saved = byId(makePoint({ period: standing }), makePoint({ _id: 'p2' }), makePoint({ _id: 'p3', period: standing }));
    const draft = byId(
      { ...makePoint(), period: undefined },
      { ...makePoint({ _id: 'p2' }), period: { from: { year: 1200 } } },
      makePoint({ _id: 'p3', period: { ...standing } }),
    );
    const { points } = pointChanges(saved, draft);
    expect(Object.keys(points).sort()).toEqual(['p1', 'p2']);
    expect(points.p1.period).toBeNull();
    expect(points.p2.period).toEqual({ from: { year: 1200 } });
    const renamed = pointChanges(saved, byId({ ...makePoint({ period: standing }), name: 'Ashvale' }));
    expect(renamed.points.p1).toMatchObject({ name: 'Ashvale', period: standing });
  });

  it("keeps unsaved edits over a fresh copy, taking the point's new links and revision", () => {
    const saved = byId(makePoint(), makePoint({ _id: 'p2' }));
    const draft = byId({ ...makePoint(), name: 'Typed' }, makePoint({ _id: 'p5' }));
    const fresh = byId(makePoint({ revision: 9, links: [{ _id: 'l1', type: 'map', id: 'm2' }] }), makePoint({ _id: 'p2' }));
    const merged = mergeFresh(fresh, saved, draft);
    expect(Object.keys(merged).sort()).toEqual(['p1', 'p5']);
    expect(merged.p1).toMatchObject({ name: 'Typed', revision: 9, links: [{ _id: 'l1', type: 'map', id: 'm2' }] });
  });
});
