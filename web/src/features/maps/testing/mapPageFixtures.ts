import type { MapPoint, MapView } from '@lorewright/domain/maps/mapView';

// Maps as the server answers them, for the map page's specs: Ada Lovelace (u1) is the author.

export const makePoint = (overrides: Partial<MapPoint> = {}): MapPoint => ({
  _id: 'p1',
  x: 0.5,
  y: 0.5,
  icon: 'castle',
  color: '#60e0be',
  name: 'Hollowmere',
  description: 'A river town.',
  image: null,
  links: [],
  revision: 3,
  ...overrides,
});

export function makeMap(overrides: Partial<MapView> = {}): MapView {
  const points = [makePoint(), makePoint({ _id: 'p2', x: 0.2, y: 0.7, icon: 'mountain', name: 'The Greyspine', description: 'Old stone.', revision: 5 })];
  return {
    _id: 'm1',
    worldID: 'w1',
    authorID: 'u1',
    image: 'reaches.png',
    title: 'The Northern Reaches',
    description: '',
    visibility: 'public',
    createdOn: '2025-04-01T10:00:00.000Z',
    lastUpdated: '2025-04-02T10:00:00.000Z',
    points: Object.fromEntries(points.map((point) => [point._id, point])),
    ...overrides,
  };
}
