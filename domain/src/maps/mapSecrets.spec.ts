import { describe, expect, it } from 'vitest';
import type { Permissions } from '../accounts/permissions';
import { foldEvents } from '../shared/decider';
import { deciderSpec } from '../shared/deciderSpec';
import { UpdatePointsBody } from './map.bodies';
import type { WorldPeriod } from '../calendars/worldDate';
import type { MapCommand, SentMapPoint } from './map.commands';
import { mapDecider } from './map.decide';
import { MapPointAdded, MapPointEdited, type MapEvent } from './map.events';
import type { MapChanges } from './mapChanges';
import { mapChangesWithoutSecrets, mapWithoutSecrets, seesSecretPoints } from './mapForViewer';
import { mapMessages as m } from './mapMessages';
import type { MapPoint, MapView } from './mapView';

// Marking a map point secret: sent with the point, kept when the point is sent without it, and
// left out of what anyone who may not edit the map receives.
const spec = deciderSpec(mapDecider);
// A point as sent that can also stand for the point stored (its period, if any, is one).
type Sent = SentMapPoint & { period?: WorldPeriod | undefined };
const world = { worldId: 'w1', authorID: 'author', visibility: 'public' as const, members: ['member'] };
const ids = { mapId: 'm1', worldId: 'w1' };
const now = '2026-06-01T00:00:00.000Z';
const paid: Permissions = { maps: '2027-01-01T00:00:00.000Z' };
const created: MapEvent = {
  type: 'MapCreated',
  data: { ...ids, authorId: 'author', title: 'The Known Lands', description: '', image: 'a.png', mediaId: 'media-a', createdOn: now },
};
const look = { icon: 'pin' as const, color: '#ff5444', name: 'Lair', description: 'The dragon sleeps here.' };
const point = (extra: Partial<Sent> = {}): Sent => ({ _id: 'lair', x: 0.5, y: 0.5, ...look, ...extra });
const lairAdded: MapEvent = { type: 'MapPointAdded', data: { ...ids, point: { ...point(), secret: true } } };
const update = (points: SentMapPoint[], actorId = 'author'): MapCommand => ({
  type: 'UpdateMapPoints',
  actorId,
  world,
  permissions: paid,
  now,
  points,
  removedPointIds: [],
});
const edited = (extra: object): MapEvent => ({ type: 'MapPointEdited', data: { ...ids, pointId: 'lair', look: { ...look, ...extra } } });

describe('marking map points secret', () => {
  it('a new point sent secret is stored secret; one sent unmarked is stored as before secrets existed', () => {
    spec
      .given([created])
      .when(update([point({ secret: true })]))
      .then([lairAdded]);
    spec
      .given([created])
      .when(update([point({ secret: false })]))
      .then([{ type: 'MapPointAdded', data: { ...ids, point: point() } }]);
  });

  it('a point sent without the mark keeps it, so an edit never reveals it', () => {
    spec
      .given([created, lairAdded])
      .when(update([point({ name: 'Den', revision: 1 })]))
      .then([edited({ name: 'Den', secret: true })]);
    spec
      .given([created, lairAdded])
      .when(update([point({ revision: 1 })]))
      .then([]);
  });

  it('marking and unmarking alone is an edit, and the state follows it', () => {
    const plain: MapEvent = { type: 'MapPointAdded', data: { ...ids, point: point() } };
    spec
      .given([created, plain])
      .when(update([point({ secret: true })]))
      .then([edited({ secret: true })]);
    spec
      .given([created, lairAdded])
      .when(update([point({ secret: false })]))
      .then([edited({ secret: false })]);
    expect(foldEvents(mapDecider, [created, lairAdded]).points.lair.secret).toBe(true);
    expect(foldEvents(mapDecider, [created, lairAdded, edited({ secret: false })]).points.lair.secret).toBe(false);
    expect(foldEvents(mapDecider, [created, lairAdded, { type: 'MapPointMoved', data: { ...ids, pointId: 'lair', x: 0.1, y: 0.1 } }]).points.lair.secret).toBe(
      true,
    );
  });

  it('a link made from a secret point says so, for the backlinks', () =>
    spec
      .given([created, lairAdded])
      .when({ type: 'AddPointLink', actorId: 'author', world, permissions: paid, now, pointId: 'lair', link: { _id: 'k1', type: 'wiki', id: 'w9' } })
      .then([
        {
          type: 'MapPointLinkAdded',
          data: { ...ids, pointId: 'lair', link: { _id: 'k1', type: 'wiki', id: 'w9' }, part: { name: 'Lair', text: 'The dragon sleeps here.', secret: true } },
        },
      ]));

  it('only the author marks a point', () =>
    spec
      .given([created, lairAdded])
      .when(update([point({ secret: false })], 'member'))
      .thenThrows(m.onlyAuthor));
});

describe('the secret flag in a body and an event', () => {
  const body = (secret: unknown) => ({ mapID: 'm1', points: { lair: { ...point(), secret } } });
  it('is true, false or absent', () => {
    expect(UpdatePointsBody.parse(body(true)).points.lair.secret).toBe(true);
    expect(UpdatePointsBody.parse(body(false)).points.lair.secret).toBe(false);
    expect(UpdatePointsBody.parse({ mapID: 'm1', points: { lair: point() } }).points.lair).not.toHaveProperty('secret');
  });
  it('anything but a boolean is refused', () => {
    for (const secret of ['true', 1, null, 'yes']) expect(UpdatePointsBody.safeParse(body(secret)).error?.issues[0]?.message).toBe(m.secretInvalid);
  });
  it("events of maps written before secrets existed stay valid, and an event's mark is a boolean", () => {
    expect(MapPointAdded.schema.safeParse({ ...ids, point: { ...point() } }).success).toBe(true);
    expect(MapPointEdited.schema.safeParse({ ...ids, pointId: 'lair', look }).success).toBe(true);
    expect(MapPointEdited.schema.safeParse({ ...ids, pointId: 'lair', look: { ...look, secret: 'yes' } }).success).toBe(false);
  });
});

describe('a map as a viewer receives it', () => {
  const shown = (_id: string, secret?: boolean): MapPoint => ({ _id, x: 0, y: 0, ...look, image: null, links: [], revision: 1, ...(secret ? { secret } : {}) });
  const map = { _id: 'm1', points: { open: shown('open'), lair: shown('lair', true) } } as unknown as MapView;

  it('only those who may edit the map see secret points', () => {
    expect(seesSecretPoints(world, 'm1', 'author')).toBe(true);
    for (const viewer of ['member', 'stranger', null]) expect(seesSecretPoints(world, 'm1', viewer)).toBe(false);
    const withEditor = { ...world, roles: { member: 'editor' as const } };
    expect(seesSecretPoints(withEditor, 'm1', 'member')).toBe(true);
    expect(seesSecretPoints({ ...withEditor, elementAccess: { 'map:m1': { member: 'read' as const } } }, 'm1', 'member')).toBe(false);
  });
  it('everyone else gets the map without them', () => expect(Object.keys(mapWithoutSecrets(map).points)).toEqual(['open']));
  it('a point written secret since the copy reads as deleted', () => {
    const changes: MapChanges = {
      revision: 3,
      map: { ...map, points: {} },
      points: { open: shown('open'), lair: shown('lair', true) },
      removedPointIDs: ['gone'],
    };
    const seen = mapChangesWithoutSecrets(changes);
    expect(Object.keys(seen.points)).toEqual(['open']);
    expect(seen.removedPointIDs).toEqual(['gone', 'lair']);
  });
});
