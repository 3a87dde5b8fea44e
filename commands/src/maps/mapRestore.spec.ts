import { describe, expect, it } from 'vitest';
import type { MapEvent } from '@lorewright/domain/maps/map.events';
import { restoreFixture } from '../history/testing/restoreFixture';
import { createMapHistory, mapRestoreMessages } from './mapRestore';

// Restore of a map computes what differs between then and now and issues the map's
// own commands for it; here the commands are recorded, the stream is a fixture.
const ids = { mapId: 'm1', worldId: 'world1' };
const look = { icon: 'pin' as const, color: '#ff5444', description: '' };
const actor = { id: 'ann', permissions: {} };
const context = { actorId: 'ann', correlationId: 't' };

const mapWith = async (events: MapEvent[]) => {
  const created: MapEvent = {
    type: 'MapCreated',
    data: { ...ids, authorId: 'ann', title: 'Known Lands', description: 'd', image: 'a.png', mediaId: 'x', createdOn: '' },
  };
  const {
    stores,
    commands,
    ids: newIds,
    calls,
  } = await restoreFixture('map-m1', [created, ...events], ['rename', 'updatePoints', 'deletePointImage', 'addLink', 'removeLink'], 1);
  return { history: createMapHistory(stores, commands, newIds), calls };
};

describe('map versions and restore', () => {
  it('a version is the map folded up to a revision', async () => {
    const { history } = await mapWith([
      { type: 'MapPointAdded', data: { ...ids, point: { _id: 'p1', x: 0.1, y: 0.1, name: 'Ashvale', ...look } } },
      { type: 'MapPointMoved', data: { ...ids, pointId: 'p1', x: 0.9, y: 0.9 } },
    ]);
    expect((await history.versionAt('m1', 1))!.state.points.p1).toMatchObject({ x: 0.1, y: 0.1 });
    expect((await history.versionAt('m1', 2))!.state.points.p1).toMatchObject({ x: 0.9, y: 0.9 });
    expect(await history.versionAt('m1', 3)).toBeNull();
  });

  it('brings points back where and as they were, re-adds deleted ones under new ids, removes newer ones, renames back', async () => {
    const { history, calls } = await mapWith([
      { type: 'MapPointAdded', data: { ...ids, point: { _id: 'p1', x: 0.1, y: 0.1, name: 'Ashvale', ...look } } },
      { type: 'MapPointAdded', data: { ...ids, point: { _id: 'p2', x: 0.2, y: 0.2, name: 'Brook', ...look } } },
      { type: 'MapPointLinkAdded', data: { ...ids, pointId: 'p1', link: { _id: 'l1', type: 'wiki', id: 'k1' } } },
      // Revision 3 is the version restored; what follows is undone.
      { type: 'MapPointMoved', data: { ...ids, pointId: 'p1', x: 0.5, y: 0.5 } },
      { type: 'MapPointLinkRemoved', data: { ...ids, pointId: 'p1', linkId: 'l1' } },
      { type: 'MapPointImageSet', data: { ...ids, pointId: 'p1', image: { name: 'p.png', mediaId: 'y' } } },
      { type: 'MapPointDeleted', data: { ...ids, pointId: 'p2' } },
      { type: 'MapPointAdded', data: { ...ids, point: { _id: 'p3', x: 0.3, y: 0.3, name: 'Later', ...look } } },
      { type: 'MapRenamed', data: { ...ids, title: 'The North' } },
    ]);
    expect(await history.restore(actor, 'm1', 3, context)).toEqual({ position: 4 });
    expect(calls).toEqual([
      [
        'updatePoints',
        'm1',
        {
          mapID: 'm1',
          points: {
            p1: { _id: 'p1', x: 0.1, y: 0.1, name: 'Ashvale', ...look, secret: false, period: null },
            new1: { _id: 'new1', x: 0.2, y: 0.2, name: 'Brook', ...look, secret: false, period: null },
          },
          removedPointIDs: ['p3'],
        },
      ],
      ['rename', 'm1', 'world1', 'Known Lands'],
      ['deletePointImage', 'm1', 'p1'],
      ['addLink', { mapID: 'm1', pointID: 'p1', link: { type: 'wiki', id: 'k1' } }],
    ]);
  });

  it("brings back a version's secret marks with its points", async () => {
    const { history, calls } = await mapWith([
      { type: 'MapPointAdded', data: { ...ids, point: { _id: 'p1', x: 0.1, y: 0.1, name: 'Ashvale', ...look, secret: true } } },
      { type: 'MapPointEdited', data: { ...ids, pointId: 'p1', look: { name: 'Ashvale', ...look, secret: false } } },
    ]);
    await history.restore(actor, 'm1', 1, context);
    expect(calls[0]).toEqual([
      'updatePoints',
      'm1',
      { mapID: 'm1', points: { p1: { _id: 'p1', x: 0.1, y: 0.1, name: 'Ashvale', ...look, secret: true, period: null } }, removedPointIDs: [] },
    ]);
  });

  it("brings back a version's periods, and takes off one given since", async () => {
    const founded = { from: { year: 1150 }, until: { year: 1320 } };
    const { history, calls } = await mapWith([
      { type: 'MapPointAdded', data: { ...ids, point: { _id: 'p1', x: 0.1, y: 0.1, name: 'Ashvale', ...look, period: founded } } },
      { type: 'MapPointAdded', data: { ...ids, point: { _id: 'p2', x: 0.2, y: 0.2, name: 'Brook', ...look } } },
      // Revision 2 is the version restored.
      { type: 'MapPointEdited', data: { ...ids, pointId: 'p1', look: { name: 'Ashvale', ...look } } },
      { type: 'MapPointEdited', data: { ...ids, pointId: 'p2', look: { name: 'Brook', ...look, period: { from: { year: 900 } } } } },
    ]);
    expect((await history.current('m1'))!.state.points.p1.period).toBeUndefined();
    await history.restore(actor, 'm1', 2, context);
    expect(calls[0]).toEqual([
      'updatePoints',
      'm1',
      {
        mapID: 'm1',
        points: {
          p1: { _id: 'p1', x: 0.1, y: 0.1, name: 'Ashvale', ...look, secret: false, period: founded },
          p2: { _id: 'p2', x: 0.2, y: 0.2, name: 'Brook', ...look, secret: false, period: null },
        },
        removedPointIDs: [],
      },
    ]);
  });

  it('refuses a revision the map never had', async () => {
    const { history, calls } = await mapWith([]);
    await expect(history.restore(actor, 'm1', 7, context)).rejects.toThrow(mapRestoreMessages.nothingThere);
    expect(calls).toEqual([]);
  });
});
