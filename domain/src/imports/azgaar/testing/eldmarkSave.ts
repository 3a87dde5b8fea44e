// A small hand-made .map file in the generator's real layout (save.ts prepareMapData): 52 lines
// joined by CRLF. Two burgs (a capital and a port) and a removed one, two markers of which one
// has a note, and an 800 × 400 SVG that asks for a web font (which must not be fetched).
const svg = [
  '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" id="map" width="800" height="400" viewBox="0 0 800 400">',
  '<defs><style>@import url("https://fonts.googleapis.com/css?family=Almendra+SC");</style></defs>',
  '<g id="viewbox"><rect id="ocean" width="800" height="400" fill="#466eab"/>',
  '<path id="land" d="M120,80 L520,60 L700,200 L560,340 L180,320 Z" fill="#8fbc6b" stroke="#3d5a2a" stroke-width="3"/>',
  '<g id="burgIcons"><circle cx="200" cy="100" r="6" fill="#ffd24a"/><circle cx="600" cy="300" r="4" fill="#ff5444"/></g>',
  '<g id="labels"><text x="210" y="95" font-size="18" fill="#222">Highkeep</text></g></g></svg>',
].join('');

const params = ['1.108.0', 'File can be loaded in azgaar.github.io/Fantasy-Map-Generator', '2026-8-21', '962071841', '800', '400', '1755800000000'];
// Settings: units, scales, empties kept for old fields, options JSON at 19, the map's name at 20.
const settings = [
  'km',
  '3',
  'square',
  'ft',
  '2',
  '°C',
  '',
  '',
  '',
  '',
  '',
  '',
  '1000',
  '1',
  '',
  '',
  '',
  '',
  '',
  '{"mapSize":100}',
  'Eldmark',
  '',
  'default',
  '',
  '10',
  '',
  '1',
];

const notes = [
  { id: 'marker0', name: 'The Sunken Bell', legend: '<p>An old <b>bell</b> rings under the lake.</p><p>Fishers avoid it.</p>' },
  { id: 'state1', name: 'Kingdom', legend: 'not a marker' },
];
const burgs = [
  {},
  { cell: 10, x: 200, y: 100, i: 1, state: 1, name: 'Highkeep', capital: 1, port: 0, population: 12.3, type: 'Generic', group: 'capital' },
  { cell: 20, x: 600, y: 300, i: 2, state: 1, name: 'Saltmere', capital: 0, port: 1, population: 3.1, type: 'Naval', group: 'town' },
  { cell: 30, x: 400, y: 200, i: 3, name: 'Ashford', removed: true },
];
const markers = [
  { i: 0, type: 'lake-monsters', icon: '🔔', x: 400, y: 220, cell: 40 },
  { i: 1, type: 'volcanoes', icon: '🌋', x: 650, y: 150, cell: 41 },
];

const lines = Array.from({ length: 52 }, () => '[]');
lines[0] = params.join('|');
lines[1] = settings.join('|');
lines[2] = '{"latT":40,"latN":60,"latS":20,"lonT":80,"lonW":-40,"lonE":40}';
lines[4] = JSON.stringify(notes);
lines[5] = svg;
for (const cells of [7, 8, 9, 10, 11, 16, 17, 18, 19, 20, 21, 22, 24, 25, 26, 27]) lines[cells] = '0,1,2';
lines[15] = JSON.stringify(burgs);
lines[31] = 'German|5|12|||';
lines[33] = '';
lines[35] = JSON.stringify(markers);

export const ELDMARK_MAP_TEXT = lines.join('\r\n');
export const withLine = (index: number, line: string) => ELDMARK_MAP_TEXT.split('\r\n').with(index, line).join('\r\n');
