import { DEMO_WORLD_ID } from '../worlds/demoWorldId';
import type { MapIcon } from './mapIcons';
import { DEFAULT_POINT_COLOR } from './mapLimits';
import type { MapListItem, MapPoint, MapView } from './mapView';

// The demo world's map (product.md §2: a fixed id with built-in sample data, no fetch). Its picture is
// bundled with the web app; its points link to the demo world's bundled wikis.
export const DEMO_MAP_ID = 'example';
export const DEMO_MAP_IMAGE = 'assets/demo_map.png';

const point = (
  _id: string,
  x: number,
  y: number,
  icon: MapIcon,
  name: string,
  description: string,
  color = DEFAULT_POINT_COLOR,
  links: MapPoint['links'] = [],
): MapPoint => ({
  _id,
  x,
  y,
  icon,
  color,
  name,
  description,
  image: null,
  links,
  revision: 0,
});

const points: MapPoint[] = [
  point('d1', 0.42, 0.38, 'castle', 'Hollowmere', 'A river town of reeds and lanterns, where three streams meet.', '#60e0be', [
    { _id: 'l1', type: 'wiki', category: 'places', id: 'example-hollowmere' },
  ]),
  point('d2', 0.63, 0.27, 'mountain', 'The Greyspine', 'A ridge of old stone where the winter winds are born.', '#b1c0da'),
  point('d3', 0.3, 0.62, 'wizard', 'The Ember Spire', 'A tower that never cools; Isolde carries her lantern there.', '#c48bff', [
    { _id: 'l2', type: 'wiki', category: 'places', id: 'example-ember-spire' },
    { _id: 'l5', type: 'wiki', category: 'characters', id: 'example' },
  ]),
  point('d4', 0.55, 0.55, 'swords', 'Field of Falling Stars', 'Where the sky fell the night Brother Kestrel stopped speaking.', '#ff5444', [
    { _id: 'l3', type: 'wiki', category: 'events', id: 'example-falling-stars' },
  ]),
  point('d5', 0.72, 0.68, 'boxes', 'Saltmarket', 'A harbour town trading salt, amber and rumours.', '#ffb347'),
  point('d6', 0.27, 0.43, 'magic', 'Stormbinding Stones', 'A ring of stones where storms are bound.', '#60e0be', [
    { _id: 'l4', type: 'wiki', category: 'magic', id: 'example-stormbinding' },
  ]),
  point('d7', 0.48, 0.78, 'pin', 'Ferry Crossing', 'The only safe crossing of the lower river.'),
  point('d8', 0.8, 0.4, 'bell', 'Chapel of Hours', 'Its bell rings once for every traveller lost at sea.', '#ffd966'),
];

export const DEMO_MAP: MapView = {
  _id: DEMO_MAP_ID,
  worldID: DEMO_WORLD_ID,
  authorID: '',
  image: DEMO_MAP_IMAGE,
  title: 'The Known Lands',
  description: 'The river kingdoms of the demo world.',
  visibility: 'public',
  createdOn: '2025-01-01T00:00:00.000Z',
  lastUpdated: '2025-01-01T00:00:00.000Z',
  points: Object.fromEntries(points.map((p) => [p._id, p])),
};

export const mapListItemOf = ({ points: mapPoints, ...map }: MapView): MapListItem => ({ ...map, num_points: Object.keys(mapPoints).length });

export const DEMO_MAP_LIST: MapListItem[] = [mapListItemOf(DEMO_MAP)];
