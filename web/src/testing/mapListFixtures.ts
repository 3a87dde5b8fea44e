import type { MapListItem } from '@lorewright/domain/maps/mapView';
import type { MockAnswer } from './mockApi';

// Rows of GET map/maps, for the maps menu's specs. Ada Lovelace (u1) is the author, as of
// makeWorld()'s world.
export function makeMapListItem(overrides: Partial<MapListItem> = {}): MapListItem {
  return {
    _id: 'm1',
    worldID: 'w1',
    authorID: 'u1',
    image: 'map1.png',
    title: 'The Known Lands',
    description: 'The river kingdoms.',
    visibility: 'private',
    createdOn: '2025-04-01T10:00:00.000Z',
    lastUpdated: '2025-04-02T10:00:00.000Z',
    num_points: 3,
    ...overrides,
  };
}

export const mapsAnswer = (maps: MapListItem[]): MockAnswer => ({ status: 200, body: { maps } });
