import { describe, expect, it } from 'vitest';
import type { AzgaarMap } from '@lorewright/domain/imports/azgaar/azgaarMap';
import { createAzgaarImport, type AzgaarImportPorts } from './azgaarImport';

// The Azgaar import over fake map and media commands: the map and its points, or nothing.
const context = { actorId: 'author', correlationId: 'test' };
const actor = { id: 'author', permissions: {} };
const map: AzgaarMap = {
  name: 'Eldmark',
  description: 'Imported.',
  width: 800,
  height: 400,
  svg: '<svg/>',
  points: [{ _id: 'burg1', x: 0.25, y: 0.25, icon: 'castle', color: '#ffd24a', name: 'Highkeep', description: 'Capital' }],
};

const fakes = (failPoints = false) => {
  const log: string[] = [];
  const ports: AzgaarImportPorts = {
    maps: {
      requireCreator: async () => undefined,
      create: async (_actor, fields) => {
        log.push(`create ${fields.title}`);
        return { mapId: 'map1', position: 1 };
      },
      updatePoints: async (_actor, mapId, body) => {
        if (failPoints) throw new Error('conflict');
        log.push(`points ${mapId} ${Object.keys(body.points).join(',')}`);
        return { position: 2 };
      },
      deleteMap: async (_actor, mapId) => {
        log.push(`delete ${mapId}`);
        return { position: 3 };
      },
    },
    media: {
      delete: async (_user, mediaId) => {
        log.push(`deleteMedia ${mediaId}`);
        return { position: 4, events: [] };
      },
    },
    mapImageMediaId: async () => 'media1',
    settle: async () => undefined,
  };
  return { ports, log };
};

describe('importing an Azgaar map', () => {
  it('creates the map with its picture, then its points', async () => {
    const { ports, log } = fakes();
    expect(await createAzgaarImport(ports).run(actor, 'w1', map, new Uint8Array(4), context)).toEqual({ mapId: 'map1', title: 'Eldmark', points: 1 });
    expect(log).toEqual(['create Eldmark', 'points map1 burg1']);
  });

  it('deletes the map and its picture when the points fail', async () => {
    const { ports, log } = fakes(true);
    await expect(createAzgaarImport(ports).run(actor, 'w1', map, new Uint8Array(4), context)).rejects.toThrow('conflict');
    expect(log).toEqual(['create Eldmark', 'delete map1', 'deleteMedia media1']);
  });
});
