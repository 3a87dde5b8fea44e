import { describe, expect, it } from 'vitest';
import { DEFAULT_CALENDAR } from '../calendars/defaultCalendars';
import type { ExportLanguage, ExportMap, ExportTimeline, ExportWiki, ExportWorld, ExportWriting } from '../exports/exportFormat';
import { worldDateMessages as dm } from '../calendars/worldDate';
import { relationMessages as rm } from '../relations/relationMessages';
import { importMessages as m } from './importMessages';
import { planImport, type ExportFiles } from './importPlan';

const at = '2026-11-25T00:00:00.000Z';
const base = { visibility: 'public' as const, createdOn: at, lastUpdated: at };

// One world with an element of each kind, as the exports reactor writes it.
const exportOf = () => {
  const world: ExportWorld = {
    id: 'w1',
    name: 'Aster',
    description: 'A world',
    ...base,
    authorId: 'ada',
    headerImage: 'h1.png',
    members: ['bob'],
    elements: { writings: ['child', 'book'], wikis: ['wk'], maps: ['mp'], timelines: ['tl'], languages: ['lg'] },
    media: [
      { id: 'h1', name: 'h1.png', folder: 'headers', contentType: 'image/png', size: 3, file: 'media/h1.png' },
      { id: 'i1', name: 'i1.png', folder: 'maps', contentType: 'image/png', size: 4, file: 'media/i1.png' },
    ],
  };
  const folder: ExportWriting = { id: 'book', parentId: null, type: 'folder', title: 'Book', ...base, scenes: [] };
  const child: ExportWriting = {
    id: 'child',
    parentId: 'book',
    type: 'doc',
    title: 'Chapter',
    ...base,
    scenes: [
      {
        id: 's1',
        name: 'One',
        content: [
          { content: 'see ', style: '' },
          { content: 'the wiki', style: 'bold', link: { type: 'wiki', category: 'places', id: 'wk' } },
          { content: 'web', style: '', link: { url: 'https://x.org' } },
        ],
        overlayColor: '#000000',
        overlayOpacity: 0.5,
        backgroundImage: '/assets/scene.jpg',
        youtubeHTML: '',
      },
    ],
  };
  const wiki: ExportWiki = {
    id: 'wk',
    parentId: null,
    title: 'City',
    subtitle: 'Big',
    category: 'places',
    ...base,
    images: [{ id: 'img', name: 'i1.png', visibility: 'public', mediaId: 'i1' }],
    headerFields: [{ id: 'hf', field: 'Size', value: 'Huge' }],
    sections: [{ id: 'sec', title: 'History', content: 'Old' }],
    backgroundImage: '',
    overlayOpacity: 0.3,
  };
  const map: ExportMap = {
    id: 'mp',
    title: 'Land',
    description: '',
    image: '/media/maps/ada/i1.png',
    ...base,
    points: [
      { id: 'p1', x: 0.5, y: 0.5, icon: 'castle', color: '#ff0000', name: 'Keep', description: '', image: 'i1.png', links: [{ type: 'writing', id: 'child' }] },
    ],
  };
  const timeline: ExportTimeline = {
    id: 'tl',
    title: 'Ages',
    description: '',
    start: 0,
    end: 100,
    ...base,
    calendar: DEFAULT_CALENDAR,
    zones: [{ id: 'z1', name: 'Dawn', start: 0, end: 10 }],
    lines: [
      {
        id: 'l1',
        name: 'Kings',
        nodes: [
          {
            id: 'n1',
            title: 'Crowned',
            subtitle: '',
            type: 'point',
            date: { year: 1, month: 'Jan', day: 1 },
            end: null,
            parent: null,
            image: null,
            links: [{ type: 'map', id: 'mp' }],
          },
          {
            id: 'n2',
            title: 'Reign',
            subtitle: '',
            type: 'range',
            date: { year: 1, month: 'Jan', day: null },
            end: { year: 9, month: 'Jan', day: null },
            parent: 'n1',
            image: null,
            links: [],
          },
        ],
      },
    ],
    backgroundImage: null,
    overlayColor: '#000000',
    overlayOpacity: 0,
  };
  const language: ExportLanguage = {
    id: 'lg',
    title: 'Elvish',
    ...base,
    keys: [{ key: 'a', id: 'k1', rune: 'i1.png' }],
    runeImages: ['i1.png'],
    words: [{ id: 'wd', word: 'mae', meaning: 'well', type: 'other' }],
  };
  const json: Record<string, unknown> = {
    'manifest.json': {
      format: 'lorewright-export',
      version: 1,
      exportedAt: at,
      scope: 'world',
      userId: 'ada',
      worlds: [{ id: 'w1', name: 'Aster', path: 'worlds/w1/world.json' }],
    },
    'worlds/w1/world.json': world,
    'worlds/w1/writings/book.json': folder,
    'worlds/w1/writings/child.json': child,
    'worlds/w1/wikis/wk.json': wiki,
    'worlds/w1/maps/mp.json': map,
    'worlds/w1/timelines/tl.json': timeline,
    'worlds/w1/languages/lg.json': language,
  };
  const sizes: Record<string, number> = { 'worlds/w1/media/h1.png': 3, 'worlds/w1/media/i1.png': 4 };
  return { json, sizes };
};

const filesOf = ({ json, sizes }: ReturnType<typeof exportOf>): ExportFiles => ({
  json: (path) => (path in json ? JSON.parse(JSON.stringify(json[path])) : undefined),
  sizeOf: (path) => sizes[path] ?? (path in json ? 1 : undefined),
});

const counter = () => {
  let next = 0;
  return () => `new${++next}`;
};

const refused = (change: (source: ReturnType<typeof exportOf>) => void, message: string) => {
  const source = exportOf();
  change(source);
  expect(() => planImport(filesOf(source), counter())).toThrow(expect.objectContaining({ kind: 'invalid', message }));
};

const file = <T>(source: ReturnType<typeof exportOf>, path: string) => source.json[path] as T;

// The fixture with a second wiki, a character, and the relations given between it and the city.
const withRelations = (relations: ExportWorld['relations']) => {
  const source = exportOf();
  const world = file<ExportWorld>(source, 'worlds/w1/world.json');
  world.elements.wikis = ['wk', 'hero'];
  world.relations = relations;
  const city = file<ExportWiki>(source, 'worlds/w1/wikis/wk.json');
  source.json['worlds/w1/wikis/hero.json'] = { ...city, id: 'hero', title: 'Ysolde', category: 'characters', images: [], headerFields: [], sections: [] };
  return source;
};

describe('planning an import', () => {
  const plan = planImport(filesOf(exportOf()), counter());
  const [world] = plan.worlds;
  const oldIds = ['w1', 'book', 'child', 'wk', 'mp', 'tl', 'lg', 's1', 'img', 'hf', 'sec', 'p1', 'z1', 'l1', 'n1', 'n2', 'k1', 'wd', 'h1', 'i1'];

  it('re-mints every id: none of the export survives', () => {
    const text = JSON.stringify(plan);
    for (const id of oldIds) expect(text).not.toContain(`"${id}"`);
    expect(world.media.map((item) => item.name)).toEqual([expect.stringMatching(/^new\d+\.png$/), expect.stringMatching(/^new\d+\.png$/)]);
  });

  it('puts parents first and rewires parents and links', () => {
    const [folder, child] = world.writings;
    expect(folder.title).toBe('Book');
    expect(child.parentId).toBe(folder.id);
    const wikiLink = child.scenes[0].content[1].link;
    expect(wikiLink).toEqual({ type: 'wiki', category: 'places', id: world.wikis[0].id });
    expect(child.scenes[0].content[2].link).toEqual({ url: 'https://x.org' });
    expect(world.maps[0].points[0].links).toEqual([{ type: 'writing', id: child.id }]);
    const [n1, n2] = world.timelines[0].lines[0].nodes;
    expect(n1.links).toEqual([{ type: 'map', id: world.maps[0].id }]);
    expect(n2.parent).toBe(n1.id);
  });

  it('rewires media references, by name or by /media/ path, and keeps bundled ones', () => {
    const image = world.media.find((item) => item.folder === 'maps')!;
    expect(image.path).toBe('worlds/w1/media/i1.png');
    expect(world.headerImage).toBe(world.media[0].name);
    expect(world.maps[0].image).toBe(image.name);
    expect(world.maps[0].points[0].image).toBe(image.name);
    expect(world.wikis[0].images[0]).toMatchObject({ name: image.name, mediaId: image.id });
    expect(world.languages[0].keys[0].rune).toBe(image.name);
    expect(world.languages[0].runeImages).toEqual([image.name]);
    expect(world.writings[1].scenes[0].backgroundImage).toBe('/assets/scene.jpg');
  });

  it('makes everything private and sums the media', () => {
    for (const kind of ['writings', 'wikis', 'maps', 'timelines', 'languages'] as const)
      for (const element of world[kind]) expect(element.visibility).toBe('private');
    expect(plan.mediaBytes).toBe(7);
    expect(plan.hasPaidElements).toBe(true);
  });

  it('knows an export without maps, timelines or languages needs no paid feature', () => {
    const source = exportOf();
    const w = file<ExportWorld>(source, 'worlds/w1/world.json');
    w.elements = { ...w.elements, maps: [], timelines: [], languages: [] };
    file<ExportWriting>(source, 'worlds/w1/writings/child.json').scenes = [];
    expect(planImport(filesOf(source), counter()).hasPaidElements).toBe(false);
  });

  it('refuses what is not a version 1 export', () => {
    refused((s) => delete s.json['manifest.json'], m.notAnExport);
    refused((s) => (s.json['manifest.json'] = { format: 'other', version: 1 }), m.wrongFormat);
    refused(
      (s) => (s.json['manifest.json'] = { format: 'lorewright-export', version: 2 }),
      'This file is a Lorewright export of version 2; this server reads version 1.',
    );
  });

  it('refuses a schema violation naming the file and the field', () => {
    refused(
      (s) => (file<Record<string, unknown>>(s, 'worlds/w1/maps/mp.json').title = 42),
      'worlds/w1/maps/mp.json: title: Invalid input: expected string, received number',
    );
    refused((s) => delete s.json['worlds/w1/wikis/wk.json'], m.missingFile('worlds/w1/wikis/wk.json'));
    refused((s) => (file<ExportWiki>(s, 'worlds/w1/wikis/wk.json').id = 'other'), m.idMismatch('worlds/w1/wikis/wk.json'));
  });

  it("refuses what the elements' own rules refuse, before anything is stored", () => {
    refused(
      (s) => (file<ExportMap>(s, 'worlds/w1/maps/mp.json').points[0].icon = 'skull'),
      expect.stringMatching(/^worlds\/w1\/maps\/mp\.json: points\.0\.icon: /),
    );
    refused(
      (s) => (file<ExportWriting>(s, 'worlds/w1/writings/child.json').scenes[0].youtubeHTML = '<script>alert(1)</script>'),
      expect.stringMatching(/^worlds\/w1\/writings\/child\.json: scenes\.0\.youtubeHTML: /),
    );
    refused((s) => (file<ExportWorld>(s, 'worlds/w1/world.json').name = ''), expect.stringMatching(/^worlds\/w1\/world\.json: name: /));
  });

  it('refuses dangling links, parents and media', () => {
    refused(
      (s) => (file<ExportMap>(s, 'worlds/w1/maps/mp.json').points[0].links = [{ type: 'wiki', id: 'gone' }]),
      m.danglingLink('worlds/w1/maps/mp.json', 'wiki', 'gone'),
    );
    refused((s) => (file<ExportWriting>(s, 'worlds/w1/writings/child.json').parentId = 'gone'), m.danglingParent('worlds/w1/writings/child.json', 'gone'));
    refused((s) => (file<ExportWriting>(s, 'worlds/w1/writings/child.json').parentId = 'child'), m.parentCycle('worlds/w1/writings/child.json'));
    refused((s) => (file<ExportWriting>(s, 'worlds/w1/writings/book.json').type = 'doc'), m.parentNotFolder('worlds/w1/writings/child.json'));
    refused(
      (s) => (file<ExportTimeline>(s, 'worlds/w1/timelines/tl.json').lines[0].nodes[1].parent = 'nx'),
      m.danglingNodeParent('worlds/w1/timelines/tl.json', 'nx'),
    );
    refused((s) => (file<ExportLanguage>(s, 'worlds/w1/languages/lg.json').runeImages = ['zz.png']), m.danglingMedia('worlds/w1/languages/lg.json', 'zz.png'));
    refused(
      (s) => (file<ExportMap>(s, 'worlds/w1/maps/mp.json').image = '/assets/demo_map.png'),
      m.danglingMedia('worlds/w1/maps/mp.json', '/assets/demo_map.png'),
    );
    refused((s) => delete s.sizes['worlds/w1/media/i1.png'], m.missingMedia('worlds/w1/media/i1.png'));
    refused((s) => (s.sizes['worlds/w1/media/i1.png'] = 99), m.mediaSizeMismatch('worlds/w1/media/i1.png'));
  });

  it('reads an export made before relations, whose world.json has none, as it did', () => {
    expect(file<ExportWorld>(exportOf(), 'worlds/w1/world.json')).not.toHaveProperty('relations');
    expect(world.relations).toEqual([]);
  });

  it('keeps a scene mention a mention, pointed at the new id', () => {
    const source = exportOf();
    file<ExportWriting>(source, 'worlds/w1/writings/child.json').scenes[0].content[1].link = { type: 'wiki', category: 'places', id: 'wk', mention: true };
    const [planned] = planImport(filesOf(source), counter()).worlds;
    expect(planned.writings[1].scenes[0].content[1].link).toEqual({ type: 'wiki', category: 'places', id: planned.wikis[0].id, mention: true });
  });

  it('points section links at the new ids and leaves out those to elements the export does not hold', () => {
    const source = withRelations([]);
    file<ExportWiki>(source, 'worlds/w1/wikis/wk.json').sections[0].content = 'Ruled by [[wiki:hero]] (see [[map:mp]]); [[wiki:gone]] fell.';
    const [planned] = planImport(filesOf(source), counter()).worlds;
    const [city, hero] = planned.wikis;
    expect(city.sections[0].content).toBe(`Ruled by [[wiki:${hero.id}]] (see [[map:${planned.maps[0].id}]]);  fell.`);
  });

  it('plans relations between the new wiki ids, each added from an end whose category offers its type', () => {
    const period = { from: { year: 3 }, until: { year: 40, month: 2 } };
    const plan = planImport(
      filesOf(
        withRelations([
          { id: 'r1', fromId: 'hero', toId: 'wk', type: 'rulerOf', custom: '', period },
          // Changed from the city's end: stored as the character 'locatedIn', which only a place adds (as 'contains').
          { id: 'r2', fromId: 'hero', toId: 'wk', type: 'locatedIn', custom: '', period: null },
          { id: 'r3', fromId: 'wk', toId: 'hero', type: 'custom', custom: 'Haunted by', period: null },
        ]),
      ),
      counter(),
    );
    const [planned] = plan.worlds;
    const [city, hero] = planned.wikis;
    expect(planned.relations).toEqual([
      { wikiId: hero.id, otherId: city.id, type: 'rulerOf', custom: undefined, period },
      { wikiId: city.id, otherId: hero.id, type: 'contains', custom: undefined, period: null },
      { wikiId: city.id, otherId: hero.id, type: 'custom', custom: 'Haunted by', period: null },
    ]);
    expect(JSON.stringify(plan)).not.toMatch(/"(r1|r2|r3|hero)"/);
  });

  it('refuses relations the relation rules refuse, naming world.json', () => {
    const path = 'worlds/w1/world.json';
    const relation = { id: 'r1', fromId: 'hero', toId: 'wk', type: 'ally' as const, custom: '', period: null };
    expect(() => planImport(filesOf(withRelations([{ ...relation, toId: 'gone' }])), counter())).toThrow(m.danglingLink(path, 'wiki', 'gone'));
    expect(() => planImport(filesOf(withRelations([{ ...relation, type: 'wields', fromId: 'wk', toId: 'hero' }])), counter())).toThrow(
      m.schema(path, 'relations.0', rm.typeNotForCategory),
    );
    expect(() => planImport(filesOf(withRelations([{ ...relation, type: 'custom', custom: '  ' }])), counter())).toThrow(
      /^worlds\/w1\/world\.json: relations\.0/,
    );
    expect(() => planImport(filesOf(withRelations([{ ...relation, period: { from: { year: 9 }, until: { year: 1 } } }])), counter())).toThrow(
      /^worlds\/w1\/world\.json: relations\.0\.period/,
    );
  });

  describe('dated facts', () => {
    // The timeline's calendar with a thirteenth month, chosen as the world's calendar.
    const dated = (calendarTimelineId: string | undefined) => {
      const source = exportOf();
      const timeline = file<ExportTimeline>(source, 'worlds/w1/timelines/tl.json');
      timeline.calendar = { ...DEFAULT_CALENDAR, months: [...DEFAULT_CALENDAR.months, { name: 'Deepwinter', numDays: 5 }] };
      if (calendarTimelineId !== undefined) file<ExportWorld>(source, 'worlds/w1/world.json').calendarTimelineId = calendarTimelineId;
      const wiki = file<ExportWiki>(source, 'worlds/w1/wikis/wk.json');
      wiki.lifespan = { from: { year: 1200, month: 13 } };
      wiki.headerFields[0].period = { from: { year: 1210 }, until: { year: 1220, month: 13, day: 5 } };
      wiki.sections[0].period = { until: { year: 1230 } };
      file<ExportWriting>(source, 'worlds/w1/writings/child.json').scenes[0].date = { year: 1215, month: 13, day: 2 };
      file<ExportMap>(source, 'worlds/w1/maps/mp.json').points[0].period = { from: { year: 1201, month: 13 } };
      return source;
    };

    it('keeps the periods and dates, and names the new id of the calendar’s timeline', () => {
      const [planned] = planImport(filesOf(dated('tl')), counter()).worlds;
      expect(planned.calendarTimelineId).toBe(planned.timelines[0].id);
      expect(planned.wikis[0]).toMatchObject({
        lifespan: { from: { year: 1200, month: 13 } },
        headerFields: [{ period: { from: { year: 1210 }, until: { year: 1220, month: 13, day: 5 } } }],
        sections: [{ period: { until: { year: 1230 } } }],
      });
      expect(planned.writings[1].scenes[0].date).toEqual({ year: 1215, month: 13, day: 2 });
      expect(planned.maps[0].points[0].period).toEqual({ from: { year: 1201, month: 13 } });
    });

    it('reads a world without a chosen calendar, or one naming a timeline the export lacks, on the Gregorian calendar', () => {
      expect(planImport(filesOf(exportOf()), counter()).worlds[0].calendarTimelineId).toBeNull();
      const source = exportOf();
      file<ExportWorld>(source, 'worlds/w1/world.json').calendarTimelineId = 'gone';
      expect(planImport(filesOf(source), counter()).worlds[0].calendarTimelineId).toBeNull();
    });

    it('leaves out, and counts, each period and date the world’s calendar lacks: a backup made after the world chose another calendar still imports', () => {
      // On the Gregorian calendar (none chosen, or a timeline the export lacks) the thirteenth month
      // is no date: the lifespan, the field's period, the scene's date and the point's period go.
      for (const chosen of [undefined, 'gone']) {
        const [planned] = planImport(filesOf(dated(chosen)), counter()).worlds;
        expect(planned.datesLeftOut).toBe(4);
        expect(planned.wikis[0].lifespan).toBeUndefined();
        expect(planned.wikis[0].headerFields[0].period).toBeUndefined();
        expect(planned.wikis[0].sections[0].period).toEqual({ until: { year: 1230 } });
        expect(planned.writings[1].scenes[0].date).toBeUndefined();
        expect(planned.maps[0].points[0].period).toBeUndefined();
      }
      expect(planImport(filesOf(dated('tl')), counter()).worlds[0].datesLeftOut).toBe(0);
    });

    it('refuses a backwards period or a malformed date by the format’s schema', () => {
      refused(
        (s) => (file<ExportWiki>(s, 'worlds/w1/wikis/wk.json').lifespan = { from: { year: 9 }, until: { year: 1 } }),
        m.schema('worlds/w1/wikis/wk.json', 'lifespan', dm.periodBackwards),
      );
      refused(
        (s) => (file<ExportWriting>(s, 'worlds/w1/writings/child.json').scenes[0].date = { year: 1, day: 3 }),
        m.schema('worlds/w1/writings/child.json', 'scenes.0.date', dm.dayWithoutMonth),
      );
    });

    it("names the copy's timeline and point in dates taken from a point, and drops points of timelines the export lacks", () => {
      const source = exportOf();
      const fromPoint = { timelineID: 'tl', nodeID: 'n1' };
      file<ExportWiki>(source, 'worlds/w1/wikis/wk.json').lifespan = {
        from: { year: 10, point: fromPoint },
        until: { year: 19, point: { timelineID: 'gone', nodeID: 'n1' } },
      };
      file<ExportWriting>(source, 'worlds/w1/writings/child.json').scenes[0].date = { year: 10, point: { ...fromPoint, end: true } };
      file<ExportMap>(source, 'worlds/w1/maps/mp.json').points[0].period = { until: { year: 10, point: fromPoint } };
      const [planned] = planImport(filesOf(source), counter()).worlds;
      const copy = { timelineID: planned.timelines[0].id, nodeID: planned.timelines[0].lines[0].nodes[0].id };
      expect(copy.nodeID).not.toBe('n1');
      expect(planned.wikis[0].lifespan).toEqual({ from: { year: 10, point: copy }, until: { year: 19 } });
      expect(planned.writings[1].scenes[0].date).toEqual({ year: 10, point: { ...copy, end: true } });
      expect(planned.maps[0].points[0].period).toEqual({ until: { year: 10, point: copy } });
    });
  });
});
