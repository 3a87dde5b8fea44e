import { describe, expect, it } from 'vitest';
import { NOT_OWNED_MESSAGE, ownerPlanEndedForNewMessage, ownerPlanEndedMessage, type Permissions } from '../accounts/permissions';
import { BULK_ADD_MIN } from '../shared/bulkAdds';
import { foldEvents } from '../shared/decider';
import { deciderSpec } from '../shared/deciderSpec';
import { worldMessages as wm } from '../worlds/worldMessages';
import type { WorldPeriod } from '../calendars/worldDate';
import type { MapCommand, SentMapPoint } from './map.commands';
import { mapDecider } from './map.decide';
import type { MapEvent } from './map.events';
import { MAP_POINTS_MAX, POINT_LINKS_MAX, RESERVED_POINT_IDS } from './mapLimits';
import { mapMessages as m } from './mapMessages';

const spec = deciderSpec(mapDecider);
// A point as sent that can also stand for the point stored (its period, if any, is one).
type Sent = SentMapPoint & { period?: WorldPeriod | undefined };
const author = 'author';
const world = { worldId: 'w1', authorID: author, visibility: 'private' as const, members: ['member'] };
const ids = { mapId: 'm1', worldId: 'w1' };
const now = '2026-06-01T00:00:00.000Z';
const paid: Permissions = { maps: '2027-01-01T00:00:00.000Z' };
const lapsed: Permissions = { maps: '2026-05-31T23:59:59.000Z' };

// Every command of product.md comes from the author holding the permission unless it says otherwise.
const as = (command: { type: MapCommand['type'] } & Record<string, unknown>) => ({ actorId: author, world, permissions: paid, now, ...command }) as MapCommand;

const created: MapEvent = {
  type: 'MapCreated',
  data: { ...ids, authorId: author, title: 'The Known Lands', description: '', image: 'a.png', mediaId: 'media-a', createdOn: now },
};
const look = { icon: 'pin' as const, color: '#ff5444', name: 'Name', description: 'Description' };
const sent = (_id: string, extra: Partial<Sent> = {}): Sent => ({ _id, x: 0.5, y: 0.5, ...look, ...extra });
const added = (_id: string, extra: Partial<Sent> = {}): MapEvent => {
  const { revision: _revision, ...point } = sent(_id, extra);
  return { type: 'MapPointAdded', data: { ...ids, point } };
};
// Points a and b at revisions 1 and 2.
const withPoints = [created, added('a'), added('b')];
const update = (points: SentMapPoint[], removedPointIds: string[] = [], extra: object = {}) =>
  as({ type: 'UpdateMapPoints', points, removedPointIds, ...extra });

describe('creating a map', () => {
  const create = (extra: object = {}) =>
    as({ type: 'CreateMap', mapId: 'm1', title: 'The Known Lands', description: '', image: 'a.png', mediaId: 'media-a', ...extra });

  it('the world author with the maps permission creates a private map', () => {
    spec.given([]).when(create()).then([created]);
    expect(foldEvents(mapDecider, [created])).toMatchObject({ status: 'active', visibility: 'private', points: {} });
  });
  it.each([
    ['an author without the permission does not own the product', create({ permissions: {} }), NOT_OWNED_MESSAGE],
    ['an expired permission is no permission', create({ permissions: lapsed }), NOT_OWNED_MESSAGE],
    ['a member cannot create a map, even with the permission', create({ actorId: 'member' }), wm.onlyAuthor],
    ['a blank title is refused', create({ title: ' ' }), m.nameRequired],
  ])('%s', (_case, command, message) => spec.given([]).when(command).thenThrows(message));
  it('an existing map cannot be created again', () => spec.given([created]).when(create()).thenThrows(m.alreadyExists));
});

describe('the author changes a map', () => {
  it('a rename happens once; the same title changes nothing', () => {
    spec
      .given([created])
      .when(as({ type: 'RenameMap', title: 'Old Lands' }))
      .then([{ type: 'MapRenamed', data: { ...ids, title: 'Old Lands' } }]);
    spec
      .given([created])
      .when(as({ type: 'RenameMap', title: 'The Known Lands' }))
      .then([]);
  });
  it('visibility changes once', () =>
    spec
      .given([created])
      .when(as({ type: 'ChangeMapVisibility', visibility: 'public' }))
      .then([{ type: 'MapVisibilityChanged', data: { ...ids, visibility: 'public' } }]));
  it('a member cannot change it', () =>
    spec
      .given([created])
      .when(as({ type: 'RenameMap', title: 'X', actorId: 'member' }))
      .thenThrows(m.onlyAuthor));
  it('every change needs the permission', () =>
    spec
      .given([created])
      .when(as({ type: 'ChangeMapVisibility', visibility: 'public', permissions: lapsed }))
      .thenThrows(NOT_OWNED_MESSAGE));
  it('a map of another world is not found', () =>
    spec
      .given([created])
      .when(as({ type: 'RenameMap', title: 'X', world: { ...world, worldId: 'w2' } }))
      .thenThrows(m.notFound));
  it('deleting needs no permission, so a lapsed subscription never traps the data', () =>
    spec
      .given([created])
      .when(as({ type: 'DeleteMap', permissions: {} }))
      .then([{ type: 'MapDeleted', data: ids }]));
  it('a member cannot delete it', () =>
    spec
      .given([created])
      .when(as({ type: 'DeleteMap', actorId: 'member' }))
      .thenThrows(m.onlyAuthor));
  it('a deleted map refuses every change', () =>
    spec
      .given([created, { type: 'MapDeleted', data: ids }])
      .when(update([sent('a')]))
      .thenThrows(m.notFound));
});

describe('points', () => {
  it('new points are added, each its own event', () =>
    spec
      .given([created])
      .when(update([sent('a'), sent('b', { x: 0.1 })]))
      .then([added('a'), added('b', { x: 0.1 })]));
  it(`${BULK_ADD_MIN} or more new points are one event, in the order sent; each is then a point like any other`, () => {
    const many = Array.from({ length: BULK_ADD_MIN }, (_, i) => sent(`n${i}`, { x: i / 100 }));
    const bulk: MapEvent = { type: 'MapPointsAdded', data: { ...ids, points: many } };
    spec
      .given(withPoints)
      .when(update([sent('a', { x: 0.2 }), ...many], ['b']))
      .then([{ type: 'MapPointMoved', data: { ...ids, pointId: 'a', x: 0.2, y: 0.5 } }, bulk, { type: 'MapPointDeleted', data: { ...ids, pointId: 'b' } }]);
    const state = foldEvents(mapDecider, [...withPoints, bulk]);
    expect(state.points.n7).toEqual({ ...many[7], image: null, links: [], revision: 3 });
    spec
      .given([...withPoints, bulk])
      .when(update([sent('n7', { name: 'Stale', revision: 2 })]))
      .thenThrows(m.pointConflict);
  });
  it('a moved point is one move; an edited one is one edit; both are two events', () =>
    spec
      .given(withPoints)
      .when(update([sent('a', { x: 0.2, y: 0.3 }), sent('b', { name: 'Hollowmere', icon: 'castle', revision: 2 })]))
      .then([
        { type: 'MapPointMoved', data: { ...ids, pointId: 'a', x: 0.2, y: 0.3 } },
        { type: 'MapPointEdited', data: { ...ids, pointId: 'b', look: { ...look, name: 'Hollowmere', icon: 'castle' } } },
      ]));
  it('a point sent unchanged makes no event, even with an old revision', () =>
    spec
      .given(withPoints)
      .when(update([sent('a', { revision: 0 }), sent('b')]))
      .then([]));
  it('an edit made on a copy older than the point’s last change is a conflict', () =>
    spec
      .given([...withPoints, { type: 'MapPointMoved', data: { ...ids, pointId: 'a', x: 0.9, y: 0.9 } }])
      .when(update([sent('a', { name: 'Stale', revision: 1 })]))
      .thenThrows(m.pointConflict));
  it('an edit made on the newest copy lands', () =>
    spec
      .given([...withPoints, { type: 'MapPointMoved', data: { ...ids, pointId: 'a', x: 0.9, y: 0.9 } }])
      .when(update([sent('a', { x: 0.9, y: 0.9, name: 'Fresh', revision: 3 })]))
      .then([{ type: 'MapPointEdited', data: { ...ids, pointId: 'a', look: { ...look, name: 'Fresh' } } }]));
  it('a deleted point sent again is a conflict, not brought back', () =>
    spec
      .given([...withPoints, { type: 'MapPointDeleted', data: { ...ids, pointId: 'a' } }])
      .when(update([sent('a', { x: 0.1 })]))
      .thenThrows(m.pointGone));
  it('removed ids delete their points; an unknown or repeated id is no error', () =>
    spec
      .given(withPoints)
      .when(update([], ['a', 'a', 'nope']))
      .then([{ type: 'MapPointDeleted', data: { ...ids, pointId: 'a' } }]));
  it('a map never holds more than the most points', () => {
    const full = [created, ...Array.from({ length: MAP_POINTS_MAX }, (_, i) => added(`p${i}`))];
    spec
      .given(full)
      .when(update([sent('one-more')]))
      .thenThrows(m.tooManyPoints);
    spec
      .given(full)
      .when(update([sent('one-more')], ['p0']))
      .then([added('one-more'), { type: 'MapPointDeleted', data: { ...ids, pointId: 'p0' } }]);
  });
  it('a member cannot edit points, and the author needs the permission', () => {
    spec
      .given(withPoints)
      .when(update([sent('a', { x: 0 })], [], { actorId: 'member' }))
      .thenThrows(m.onlyAuthor);
    spec
      .given(withPoints)
      .when(update([sent('a', { x: 0 })], [], { permissions: {} }))
      .thenThrows(NOT_OWNED_MESSAGE);
  });
  it('each change stamps the point with its revision', () => {
    const state = foldEvents(mapDecider, [...withPoints, { type: 'MapPointMoved', data: { ...ids, pointId: 'a', x: 0.9, y: 0.9 } }]);
    expect([state.points.a.revision, state.points.b.revision]).toEqual([3, 2]);
  });
});

describe('point images', () => {
  const image = { name: 'p.png', mediaId: 'media-p' };
  it('an image is set on a point that exists', () => {
    spec
      .given(withPoints)
      .when(as({ type: 'SetPointImage', pointId: 'a', image }))
      .then([{ type: 'MapPointImageSet', data: { ...ids, pointId: 'a', image } }]);
    spec
      .given(withPoints)
      .when(as({ type: 'SetPointImage', pointId: 'nope', image }))
      .thenThrows(m.choosePoint);
  });
  it('removing an image happens once', () => {
    const set: MapEvent = { type: 'MapPointImageSet', data: { ...ids, pointId: 'a', image } };
    spec
      .given([...withPoints, set])
      .when(as({ type: 'RemovePointImage', pointId: 'a' }))
      .then([{ type: 'MapPointImageRemoved', data: { ...ids, pointId: 'a' } }]);
    spec
      .given(withPoints)
      .when(as({ type: 'RemovePointImage', pointId: 'a' }))
      .then([]);
  });
});

describe('links', () => {
  const link = (n: number) => ({ _id: `l${n}`, type: 'wiki' as const, category: 'places', id: `k${n}` });
  const linked = (n: number): MapEvent => ({ type: 'MapPointLinkAdded', data: { ...ids, pointId: 'a', link: link(n) } });

  it('a link is added to a point', () =>
    spec
      .given(withPoints)
      .when(as({ type: 'AddPointLink', pointId: 'a', link: link(1) }))
      .then([{ type: 'MapPointLinkAdded', data: { ...ids, pointId: 'a', link: link(1), part: { name: 'Name', text: 'Description' } } }]));
  it('the same element twice is a conflict', () =>
    spec
      .given([...withPoints, linked(1)])
      .when(as({ type: 'AddPointLink', pointId: 'a', link: { ...link(1), _id: 'other' } }))
      .thenThrows(m.linkExists));
  it('a point holds at most the most links', () =>
    spec
      .given([...withPoints, ...Array.from({ length: POINT_LINKS_MAX }, (_, n) => linked(n))])
      .when(as({ type: 'AddPointLink', pointId: 'a', link: link(POINT_LINKS_MAX) }))
      .thenThrows(m.tooManyLinks));
  it('a link is removed by its id; an unknown one is not found', () => {
    spec
      .given([...withPoints, linked(1)])
      .when(as({ type: 'RemovePointLink', pointId: 'a', linkId: 'l1' }))
      .then([{ type: 'MapPointLinkRemoved', data: { ...ids, pointId: 'a', linkId: 'l1' } }]);
    spec
      .given(withPoints)
      .when(as({ type: 'RemovePointLink', pointId: 'a', linkId: 'l1' }))
      .thenThrows(m.chooseLink);
  });
});

// Names every object has are no points: a point is read by own property, and no new point takes
// such a name as its id (mapLimits.ts RESERVED_POINT_IDS).
describe('point ids named like inherited members', () => {
  const names = [...RESERVED_POINT_IDS];
  const image = { name: 'p.png', mediaId: 'media-p' };
  const link = { _id: 'l1', type: 'wiki' as const, category: 'places', id: 'k1' };

  it('the reserved names are every name a plain object inherits, and prototype', () => {
    expect(RESERVED_POINT_IDS).toEqual(new Set([...Object.getOwnPropertyNames(Object.prototype), 'prototype']));
  });

  it.each(names)('a new point named %s is refused (400), and nothing of the call is stored', (name) => {
    spec
      .given(withPoints)
      .when(update([sent(name)]))
      .thenThrows(m.pointIdReserved);
    spec
      .given(withPoints)
      .when(update([sent('c'), sent(name)]))
      .thenThrows(m.pointIdReserved);
  });

  it.each(names)('%s names no point: its image, links and removal are not found or nothing', (name) => {
    for (const command of [
      as({ type: 'SetPointImage', pointId: name, image }),
      as({ type: 'RemovePointImage', pointId: name }),
      as({ type: 'AddPointLink', pointId: name, link }),
      as({ type: 'RemovePointLink', pointId: name, linkId: 'l1' }),
    ])
      spec.given(withPoints).when(command).thenThrows(m.choosePoint);
    spec
      .given(withPoints)
      .when(update([], [name]))
      .then([]);
  });

  it.each(names)('events stored for %s (no point of the map) change no point, so the state stays whole', (name) => {
    const stored: MapEvent[] = [
      { type: 'MapPointMoved', data: { ...ids, pointId: name, x: 0.9, y: 0.9 } },
      { type: 'MapPointEdited', data: { ...ids, pointId: name, look } },
      { type: 'MapPointImageSet', data: { ...ids, pointId: name, image } },
      { type: 'MapPointLinkAdded', data: { ...ids, pointId: name, link } },
    ];
    const state = foldEvents(mapDecider, [...withPoints, ...stored]);
    expect(Object.keys(state.points)).toEqual(['a', 'b']);
    expect(Object.hasOwn(state.points, name)).toBe(false);
    spec
      .given([...withPoints, ...stored])
      .when(update([sent('a', { x: 0.1 })]))
      .then([{ type: 'MapPointMoved', data: { ...ids, pointId: 'a', x: 0.1, y: 0.5 } }]);
  });

  it('a point stored under such a name before the rule (only `prototype` could be) is still edited and removed', () => {
    const legacy = [...withPoints, added('prototype')];
    spec
      .given(legacy)
      .when(update([sent('prototype', { name: 'Renamed' })]))
      .then([{ type: 'MapPointEdited', data: { ...ids, pointId: 'prototype', look: { ...look, name: 'Renamed' } } }]);
    spec
      .given(legacy)
      .when(update([], ['prototype']))
      .then([{ type: 'MapPointDeleted', data: { ...ids, pointId: 'prototype' } }]);
  });
});

describe("an editor, on the owner's plan", () => {
  const editors = { ...world, roles: { member: 'editor' as const } };
  const byEditor = (command: { type: MapCommand['type'] } & Record<string, unknown>) => as({ actorId: 'member', world: editors, ...command });
  const create = { type: 'CreateMap', mapId: 'm1', title: 'The Known Lands', description: '', image: 'a.png', mediaId: 'media-a' } as const;

  it('creates and changes a map while the plan runs', () => {
    expect(mapDecider.decide(byEditor(create), foldEvents(mapDecider, []))).toHaveLength(1);
    spec
      .given([created])
      .when(byEditor({ type: 'RenameMap', title: 'Old Lands' }))
      .then([{ type: 'MapRenamed', data: { ...ids, title: 'Old Lands' } }]);
  });
  it("is told the owner's plan ended, not that they own nothing", () => {
    spec
      .given([created])
      .when(byEditor({ type: 'RenameMap', title: 'Old Lands', permissions: lapsed }))
      .thenThrows(ownerPlanEndedMessage('maps'));
    expect(ownerPlanEndedMessage('maps')).toBe("The owner's maps plan has ended: this map is read-only until they subscribe again.");
    spec
      .given([])
      .when(byEditor({ ...create, permissions: lapsed }))
      .thenThrows(ownerPlanEndedForNewMessage('maps'));
  });
  it('still deletes, which needs no plan', () =>
    spec
      .given([created])
      .when(byEditor({ type: 'DeleteMap', permissions: lapsed }))
      .then([{ type: 'MapDeleted', data: ids }]));
});
