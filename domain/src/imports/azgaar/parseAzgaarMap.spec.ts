import { describe, expect, it } from 'vitest';
import { MAP_POINTS_MAX } from '../../maps/mapLimits';
import { azgaarMessages as m } from './azgaarMessages';
import { ELDMARK_MAP_TEXT, withLine } from './testing/eldmarkSave';
import { EMBLEMS_MAP_TEXT, VERSION_1_4_MAP_TEXT } from './testing/olderSaves';
import { parseAzgaarMap } from './parseAzgaarMap';

declare function btoa(data: string): string;

describe('reading an Azgaar .map file', () => {
  it('takes the name, the size and the SVG of the map', () => {
    const map = parseAzgaarMap(ELDMARK_MAP_TEXT);
    expect(map).toMatchObject({ name: 'Eldmark', width: 800, height: 400 });
    expect(map.svg.startsWith('<svg')).toBe(true);
    expect(map.description).toContain('version 1.108.0');
  });

  it('places burgs as fractions of the map, the capital with a castle, removed burgs left out', () => {
    const { points } = parseAzgaarMap(ELDMARK_MAP_TEXT);
    expect(points.filter((point) => point._id.startsWith('burg'))).toEqual([
      { _id: 'burg1', x: 0.25, y: 0.25, icon: 'castle', color: '#ffd24a', name: 'Highkeep', description: 'Capital' },
      { _id: 'burg2', x: 0.75, y: 0.75, icon: 'rook', color: '#ff5444', name: 'Saltmere', description: 'Town' },
    ]);
  });

  it('places markers that have a note, with the note as plain text', () => {
    const markers = parseAzgaarMap(ELDMARK_MAP_TEXT).points.filter((point) => point._id.startsWith('marker'));
    expect(markers).toEqual([
      {
        _id: 'marker0',
        x: 0.5,
        y: 0.55,
        icon: 'pin',
        color: '#60e0be',
        name: 'The Sunken Bell',
        description: 'An old bell rings under the lake.\nFishers avoid it.',
      },
    ]);
  });

  it('reads a base64 file as the generator does', () => {
    const base64 = btoa(encodeURIComponent(ELDMARK_MAP_TEXT));
    expect(parseAzgaarMap(base64).points).toHaveLength(3);
  });

  it('reads an SVG that has CRLF line endings of its own', () => {
    const text = ELDMARK_MAP_TEXT.replace('<g id="viewbox">', '\r\n<g id="viewbox">');
    expect(parseAzgaarMap(text).points).toHaveLength(3);
  });

  it('reads a file whose CRLFs became LFs on the way, SVG line breaks and all', () => {
    const text = ELDMARK_MAP_TEXT.replace('<g id="viewbox">', '\r\n<g id="viewbox">').replace(/\r\n/g, '\n');
    const map = parseAzgaarMap(text);
    expect(map.points).toHaveLength(3);
    expect(map.svg).toContain(' <g id="viewbox">');
  });

  it.each([
    ['CRLF', EMBLEMS_MAP_TEXT],
    ['LF', EMBLEMS_MAP_TEXT.replace(/\r\n/g, '\n')],
  ])('reads a save whose SVG holds coats of arms as inner <svg> elements (%s line endings)', (_endings, text) => {
    const map = parseAzgaarMap(text);
    expect(map.points.map((point) => point._id)).toEqual(['burg1', 'burg2', 'marker0']);
    expect(map.svg).toContain('<svg id="stateCOA1"');
    expect(map.svg.endsWith('</g></g></svg>')).toBe(true);
  });

  it('places the noted markers of a save from before 1.7, kept as elements of its SVG', () => {
    const map = parseAzgaarMap(VERSION_1_4_MAP_TEXT);
    expect(map.description).toContain('version 1.4');
    expect(map.points.filter((point) => point.icon === 'pin')).toEqual([
      {
        _id: 'marker0',
        x: 650 / 800,
        y: 150 / 400,
        icon: 'pin',
        color: '#60e0be',
        name: 'Mount Cinder',
        description: 'A volcano that wakes every hundred years.',
      },
      { _id: 'marker1', x: 160 / 800, y: 80 / 400, icon: 'pin', color: '#60e0be', name: 'Ashen Gate', description: 'Moved by hand.' },
    ]);
  });

  it('takes the size from the SVG when the params leave it out', () => {
    const params = ELDMARK_MAP_TEXT.split('\r\n')[0].split('|').with(4, '').with(5, '').join('|');
    expect(parseAzgaarMap(withLine(0, params))).toMatchObject({ width: 800, height: 400 });
  });

  it('keeps capitals first and at most the map limit of points', () => {
    const many = [
      {},
      ...Array.from({ length: MAP_POINTS_MAX + 5 }, (_, i) => ({ i: i + 1, x: 1, y: 1, name: `B${i}`, capital: i === MAP_POINTS_MAX + 4 ? 1 : 0 })),
    ];
    const { points } = parseAzgaarMap(withLine(15, JSON.stringify(many)));
    expect(points).toHaveLength(MAP_POINTS_MAX);
    expect(points[0].icon).toBe('castle');
  });

  it('makes odd names fit the text rule', () => {
    const burgs = [{}, { i: 1, x: 0, y: 0, name: `A\u202Eb${'x'.repeat(200)}` }, { i: 2, x: 0, y: 0, name: ' \u200B ' }];
    const names = parseAzgaarMap(withLine(15, JSON.stringify(burgs))).points.map((point) => point.name);
    expect(names[0]).toMatch(/^A bx+$/);
    expect(names[0]).toHaveLength(100);
    expect(names[1]).toBe('Town');
  });

  it.each([
    ['text that is not a map', 'hello world', m.notAzgaar],
    ['a JSON file', '{"name":"x"}', m.notAzgaar],
    ['an empty file', '', m.notAzgaar],
    ['a file without its SVG', withLine(5, ''), m.noSvg],
    ['a file without a size', withLine(0, '1.108.0|x|d|1|||1').replace('width="800" height="400"', ''), m.badSize],
    ['broken burgs', withLine(15, '[{"name":'), m.brokenList('burgs list', 16)],
    ['broken notes', withLine(4, '[{'), m.brokenList('notes', 5)],
    ['broken markers', withLine(35, 'nope'), m.brokenList('markers list', 36)],
  ])('refuses %s with a clear message', (_name, text, message) => {
    expect(() => parseAzgaarMap(text)).toThrow(message);
  });
});
