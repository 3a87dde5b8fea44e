import { describe, expect, it } from 'vitest';
import type { MapEvent } from '../maps/map.events';
import { historySummaries } from './historySummaries';
import { mapDescriber } from './mapHistory';

const ids = { mapId: 'm1', worldId: 'world1' };
const look = { icon: 'pin' as const, color: '#ff5444', name: 'Ashvale', description: '' };

const summaries = (events: MapEvent[]) => historySummaries(mapDescriber, events);

describe('map history summaries', () => {
  it('say in one line what each event did, naming points by the name they had', () => {
    expect(
      summaries([
        { type: 'MapCreated', data: { ...ids, authorId: 'ann', title: 'Known Lands', description: '', image: 'a.png', mediaId: 'x', createdOn: '' } },
        { type: 'MapPointAdded', data: { ...ids, point: { _id: 'p1', x: 0.1, y: 0.2, ...look } } },
        { type: 'MapPointMoved', data: { ...ids, pointId: 'p1', x: 0.3, y: 0.4 } },
        { type: 'MapPointEdited', data: { ...ids, pointId: 'p1', look: { ...look, color: '#000000' } } },
        { type: 'MapPointEdited', data: { ...ids, pointId: 'p1', look: { ...look, name: 'Ashford' } } },
        { type: 'MapPointImageSet', data: { ...ids, pointId: 'p1', image: { name: 'p.png', mediaId: 'y' } } },
        { type: 'MapPointImageRemoved', data: { ...ids, pointId: 'p1' } },
        { type: 'MapPointLinkAdded', data: { ...ids, pointId: 'p1', link: { _id: 'l1', type: 'wiki', id: 'k1' } } },
        { type: 'MapPointLinkRemoved', data: { ...ids, pointId: 'p1', linkId: 'l1' } },
        { type: 'MapRenamed', data: { ...ids, title: 'The North' } },
        { type: 'MapVisibilityChanged', data: { ...ids, visibility: 'public' } },
        { type: 'MapPointDeleted', data: { ...ids, pointId: 'p1' } },
        { type: 'MapDeleted', data: ids },
      ]),
    ).toEqual([
      'Created map “Known Lands”',
      'Added point “Ashvale”',
      'Moved point “Ashvale”',
      'Edited point “Ashvale”',
      'Edited point “Ashvale”, now “Ashford”',
      'Set the picture of point “Ashford”',
      'Removed the picture of point “Ashford”',
      'Linked point “Ashford” to a wiki',
      'Removed a link of point “Ashford”',
      'Renamed to “The North”',
      'Made public',
      'Removed point “Ashford”',
      'Deleted',
    ]);
  });

  it('say how many points one bulk add added, and remember each one’s name', () => {
    const points = Array.from({ length: 2_500 }, (_, i) => ({ _id: `p${i}`, x: 0.1, y: 0.2, ...look, name: `Town ${i}` }));
    expect(
      summaries([
        { type: 'MapPointsAdded', data: { ...ids, points } },
        { type: 'MapPointMoved', data: { ...ids, pointId: 'p2499', x: 0.3, y: 0.4 } },
      ]),
    ).toEqual(['Added 2,500 points', 'Moved point “Town 2499”']);
  });

  it('say “Dated” or “Undated” when an edit only changes a point’s period, and “Edited” when it changes more', () => {
    const period = { from: { year: 1200 }, until: { year: 1245, month: 3 } };
    expect(
      summaries([
        { type: 'MapPointAdded', data: { ...ids, point: { _id: 'p1', x: 0.1, y: 0.2, ...look } } },
        { type: 'MapPointEdited', data: { ...ids, pointId: 'p1', look: { ...look, period } } },
        { type: 'MapPointEdited', data: { ...ids, pointId: 'p1', look: { ...look, period: { from: { year: 1201 } } } } },
        { type: 'MapPointEdited', data: { ...ids, pointId: 'p1', look: { ...look, description: 'Ruins now', period: { from: { year: 1201 } } } } },
        { type: 'MapPointEdited', data: { ...ids, pointId: 'p1', look: { ...look, description: 'Ruins now' } } },
        { type: 'MapPointEdited', data: { ...ids, pointId: 'p1', look: { ...look, description: 'Ruins now', secret: true } } },
      ]),
    ).toEqual([
      'Added point “Ashvale”',
      'Dated point “Ashvale”',
      'Dated point “Ashvale”',
      'Edited point “Ashvale”',
      'Undated point “Ashvale”',
      'Edited point “Ashvale”',
    ]);
  });

  it('tell a dated point of a bulk add apart too, and read an edit of a point they hold no look for as an edit', () => {
    const points = [
      { _id: 'p1', x: 0.1, y: 0.2, ...look, period: { from: { year: 3 } } },
      { _id: 'p2', x: 0.3, y: 0.4, ...look, name: 'Bree' },
    ];
    expect(
      summaries([
        { type: 'MapPointsAdded', data: { ...ids, points } },
        { type: 'MapPointEdited', data: { ...ids, pointId: 'p1', look } },
        { type: 'MapPointEdited', data: { ...ids, pointId: 'p2', look: { ...look, name: 'Bree', period: { until: { year: 9 } } } } },
        { type: 'MapPointEdited', data: { ...ids, pointId: 'old', look: { ...look, name: 'Old', period: { from: { year: 3 } } } } },
      ]),
    ).toEqual(['Added 2 points', 'Undated point “Ashvale”', 'Dated point “Bree”', 'Edited point “Old”']);
  });

  it('a point the labels do not know is “a point”', () => {
    expect(summaries([{ type: 'MapPointMoved', data: { ...ids, pointId: 'gone', x: 0, y: 0 } }])).toEqual(['Moved point “a point”']);
  });

  it('a point id named like a member every object has is a point the labels do not know, not that member', () => {
    for (const pointId of ['constructor', 'toString', 'hasOwnProperty', '__proto__'])
      expect(summaries([{ type: 'MapPointMoved', data: { ...ids, pointId, x: 0, y: 0 } }])).toEqual(['Moved point “a point”']);
  });

  it('reads the map and world ids off every event', () => {
    const event: MapEvent = { type: 'MapRenamed', data: { ...ids, title: 'x' } };
    expect([mapDescriber.elementIdOf(event), mapDescriber.worldIdOf(event)]).toEqual(['m1', 'world1']);
  });
});
