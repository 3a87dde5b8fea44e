import { invalid } from '../../shared/errors';
import { DEFAULT_POINT_COLOR, MAP_DESCRIPTION_MAX, MAP_POINTS_MAX, MAP_TITLE_MAX, POINT_DESCRIPTION_MAX, POINT_NAME_MAX } from '../../maps/mapLimits';
import { markupText } from '../markupText';
import type { AzgaarMap, AzgaarPoint } from './azgaarMap';
import { locateAzgaarSvg, type AzgaarSvgExtent } from './azgaarSvg';
import { azgaarMessages as m } from './azgaarMessages';
import { importedName, importedText } from './importedName';
import { oldMarkersOf } from './oldMarkers';

// The .map format as Azgaar's generator saves it (src/services/io/save.ts, prepareMapData): text
// lines joined by CRLF — 0 params `version|license|date|seed|width|height|mapId`, 1 settings
// (`|`-separated, the map's name at 20), 4 notes JSON ({id, name, legend}), 5 the map's SVG,
// 15 burgs JSON, 35 markers JSON. Older files may be base64 text (load.ts parseLoadedResult);
// gzip is undone by the caller, this stays free of I/O.
// Browsers and Node both have atob; the domain's compiler settings know neither.
declare function atob(data: string): string;

const LINE = { params: 0, settings: 1, notes: 4, svg: 5, burgs: 15, markers: 35 } as const;
const MAP_NAME_SETTING = 20;

const CAPITAL_COLOR = '#ffd24a';
const MARKER_COLOR = '#60e0be';

const readable = (text: string) => {
  const delimited = text.slice(0, 10).includes('|');
  if (delimited) return text;
  try {
    return decodeURIComponent(atob(text.trim()));
  } catch {
    throw invalid(m.notAzgaar);
  }
};

// The SVG may have CRLF line endings of its own; the generator turns them into LF before
// splitting. A file whose CRLFs were turned into LFs on the way (a text editor, git) is split on
// LF, with the SVG's own line breaks made spaces (the same whitespace to SVG). The SVG is found
// by an XML tokenizer (azgaarSvg.ts), never by a regular expression over the file.
const linesOf = (content: string, extent: AzgaarSvgExtent | null) => {
  const svg = extent && extent.end !== null ? { from: extent.start, to: extent.end } : null;
  const withSvg = (change: (svg: string) => string) =>
    svg ? content.slice(0, svg.from) + change(content.slice(svg.from, svg.to)) + content.slice(svg.to) : content;
  const firstBreak = content.indexOf('\n');
  if (firstBreak > 0 && content[firstBreak - 1] !== '\r') return withSvg((text) => text.replace(/\r?\n/g, ' ')).split('\n');
  return withSvg((text) => text.replace(/\r\n/g, '\n')).split('\r\n');
};

const jsonLine = (lines: string[], index: number, what: string): unknown => {
  const line = lines[index];
  if (line === undefined || line === '') return [];
  try {
    return JSON.parse(line);
  } catch {
    throw invalid(m.brokenList(what, index + 1));
  }
};

const records = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null && !Array.isArray(item)) : [];

const positive = (value: unknown) => {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : null;
};

// The SVG's own width and height, for files whose params leave them out: the number an attribute
// starts with ('800', '800px').
const leadingNumber = (value: string | undefined) => {
  if (value === undefined) return null;
  let end = 0;
  while (end < value.length && '0123456789.'.includes(value[end])) end++;
  return positive(value.slice(0, end));
};
const svgSize = (extent: AzgaarSvgExtent | null) => ({ width: leadingNumber(extent?.attributes.width), height: leadingNumber(extent?.attributes.height) });

const fraction = (value: unknown, size: number) => {
  const number = Number(value);
  return Number.isFinite(number) ? Math.min(1, Math.max(0, number / size)) : null;
};

// A note's legend is HTML; a point's description is plain text (markupText.ts: an HTML
// tokenizer, linear whatever the legend holds).
const LEGEND_RULES = { open: { br: '\n' }, close: { p: '\n', div: '\n', li: '\n' } };
const plainLegend = (legend: unknown) => (typeof legend === 'string' ? markupText(legend, LEGEND_RULES).replace(/\n{3,}/g, '\n\n') : '');

const burgKind = (burg: Record<string, unknown>) => {
  if (burg.capital) return 'Capital';
  if (typeof burg.group === 'string' && burg.group) return burg.group.charAt(0).toUpperCase() + burg.group.slice(1);
  return burg.port ? 'Port' : 'Town';
};

const burgPoints = (burgs: Record<string, unknown>[], width: number, height: number): AzgaarPoint[] =>
  burgs.flatMap((burg) => {
    const x = fraction(burg.x, width);
    const y = fraction(burg.y, height);
    // The list starts with an empty placeholder; removed burgs stay in it, marked.
    if (burg.removed || typeof burg.name !== 'string' || !burg.name || x === null || y === null) return [];
    const capital = Boolean(burg.capital);
    return [
      {
        _id: `burg${Number(burg.i) || 0}`,
        x,
        y,
        icon: capital ? ('castle' as const) : ('rook' as const),
        color: capital ? CAPITAL_COLOR : DEFAULT_POINT_COLOR,
        name: importedName(burg.name, POINT_NAME_MAX, 'Town'),
        description: burgKind(burg),
      },
    ];
  });

// Markers with a note (id `marker{i}`, or the id an old save kept it under): the note's name and
// legend.
const markerPoints = (markers: Record<string, unknown>[], notes: Record<string, unknown>[], width: number, height: number): AzgaarPoint[] => {
  const noteOf = new Map(notes.map((note) => [String(note.id), note]));
  return markers.flatMap((marker) => {
    const note = noteOf.get(typeof marker.noteId === 'string' ? marker.noteId : `marker${String(marker.i)}`);
    const x = fraction(marker.x, width);
    const y = fraction(marker.y, height);
    if (!note || marker.hidden || x === null || y === null) return [];
    return [
      {
        _id: `marker${Number(marker.i) || 0}`,
        x,
        y,
        icon: 'pin' as const,
        color: MARKER_COLOR,
        name: importedName(note.name, POINT_NAME_MAX, 'Marker'),
        description: importedText(plainLegend(note.legend), POINT_DESCRIPTION_MAX),
      },
    ];
  });
};

// Capitals first, then the other burgs, then markers, up to the map's limit of points.
const byImportance = (points: AzgaarPoint[]) => [...points.filter((point) => point.icon === 'castle'), ...points.filter((point) => point.icon !== 'castle')];

export const parseAzgaarMap = (text: string): AzgaarMap => {
  const content = readable(text);
  const extent = locateAzgaarSvg(content);
  const lines = linesOf(content, extent);
  const params = lines[LINE.params]?.split('|') ?? [];
  if (lines.length <= LINE.burgs || params.length < 6 || !/^\d+(\.\d+)*$/.test(params[0].trim())) throw invalid(m.notAzgaar);
  const svg = lines[LINE.svg] ?? '';
  if (!svg.trimStart().startsWith('<svg')) throw invalid(m.noSvg);
  const fromSvg = svgSize(extent);
  const width = positive(params[4]) ?? fromSvg.width;
  const height = positive(params[5]) ?? fromSvg.height;
  if (!width || !height) throw invalid(m.badSize);

  const notes = records(jsonLine(lines, LINE.notes, 'notes'));
  const burgs = records(jsonLine(lines, LINE.burgs, 'burgs list'));
  const listed = records(jsonLine(lines, LINE.markers, 'markers list'));
  // Saves from before 1.7 have no list: their markers are elements of the SVG.
  const markers = listed.length > 0 || !svg.includes('markerElement') ? listed : oldMarkersOf(svg);
  const settings = lines[LINE.settings]?.split('|') ?? [];
  const name = importedName(settings[MAP_NAME_SETTING], MAP_TITLE_MAX, 'Azgaar map');
  const seed = params[3] ? `, seed ${params[3].trim()}` : '';
  const description = importedText(`Imported from Azgaar's Fantasy Map Generator (version ${params[0].trim()}${seed}).`, MAP_DESCRIPTION_MAX);
  const points = byImportance([...burgPoints(burgs, width, height), ...markerPoints(markers, notes, width, height)]).slice(0, MAP_POINTS_MAX);
  return { name, description, width, height, svg, points };
};
