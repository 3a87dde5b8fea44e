import { describe, expect, it } from 'vitest';
import { DEFAULT_CALENDAR, GREGORIAN_CALENDAR } from '@lorewright/domain/calendars/defaultCalendars';
import type { ExportMap, ExportTimeline, ExportWiki, ExportWorld, ExportWriting } from '@lorewright/domain/exports/exportFormat';
import { exportedWorldCalendar } from './exportCalendar';
import { mapHtml, timelineHtml, wikiHtml, writingHtml } from './indexHtml';
import { exportTitles } from './mentionsHtml';

// The offline reader shows dated facts as the world's calendar reads them.

const at = '2026-11-30T00:00:00.000Z';
const base = { visibility: 'private' as const, createdOn: at, lastUpdated: at };
const reckoning = {
  ...DEFAULT_CALENDAR,
  name: 'Reckoning',
  months: [
    { name: 'Thaw', numDays: 30 },
    { name: 'Ember <month>', numDays: 30 },
  ],
};
const world = (calendarTimelineId?: string): ExportWorld => ({
  id: 'w',
  name: 'Aster',
  description: '',
  ...base,
  authorId: 'ada',
  headerImage: null,
  members: [],
  ...(calendarTimelineId ? { calendarTimelineId } : {}),
  elements: { writings: [], wikis: [], maps: [], timelines: ['tl'], languages: [] },
  media: [],
});
const timeline: ExportTimeline = {
  id: 'tl',
  title: 'Ages',
  description: '',
  start: 0,
  end: 100,
  ...base,
  calendar: reckoning,
  zones: [],
  lines: [],
  backgroundImage: null,
  overlayColor: '#000000',
  overlayOpacity: 0,
};

// The map 'Land' with the one point 'Keep' in its middle, `point` changed.
const land = (point: Partial<ExportMap['points'][number]>): ExportMap => ({
  id: 'mp',
  title: 'Land',
  description: '',
  image: '',
  ...base,
  points: [{ id: 'p', x: 0.5, y: 0.5, icon: 'castle', color: '#ff0000', name: 'Keep', description: '', image: null, links: [], ...point }],
});

describe('dates in index.html', () => {
  it('are read on the timeline calendar the world chose, when the export holds it; else on the Gregorian', () => {
    expect(exportedWorldCalendar(world('tl'), [{ kind: 'timeline', file: timeline }]).name).toBe('Reckoning');
    expect(exportedWorldCalendar(world(), [{ kind: 'timeline', file: timeline }])).toBe(GREGORIAN_CALENDAR);
    expect(exportedWorldCalendar(world('gone'), [{ kind: 'timeline', file: timeline }])).toBe(GREGORIAN_CALENDAR);
  });

  it('show a wiki’s life, its dated fields and sections, a scene’s date and a point’s period, escaped', () => {
    const wiki: ExportWiki = {
      id: 'wk',
      parentId: null,
      title: 'Ysolde',
      subtitle: 'Queen',
      category: 'characters',
      ...base,
      images: [],
      headerFields: [
        { id: 'f1', field: 'Title', value: 'Queen', period: { from: { year: 12, month: 2 } } },
        { id: 'f2', field: 'Age', value: '30' },
      ],
      sections: [
        { id: 's1', title: 'Reign', content: 'Long.', period: { until: { year: 40 } } },
        { id: 's2', title: 'Kin', content: 'Many.' },
      ],
      backgroundImage: '',
      overlayOpacity: 0.3,
      lifespan: { from: { year: 1 }, until: { year: 61, month: 1, day: 3 } },
    };
    const html = wikiHtml(world('tl'), wiki, new Map(), reckoning);
    expect(html).toContain('<p class="date">1 – 3 Thaw 61</p>');
    expect(html).toContain('<dd>Queen <span class="date">(from Ember &lt;month&gt; 12)</span></dd><dt>Age</dt><dd>30</dd>');
    expect(html).toContain('<h3>Reign</h3><p class="date">until 40</p><p>Long.</p>');
    expect(html).toContain('<h3>Kin</h3><p>Many.</p>');
    const scene = {
      name: 'Crowning',
      content: [{ content: 'Bells.', style: '' as const }],
      overlayColor: '#000000',
      overlayOpacity: 0,
      backgroundImage: '',
      youtubeHTML: '',
    };
    const writing: ExportWriting = {
      id: 'doc',
      parentId: null,
      type: 'doc',
      title: 'Chronicle',
      ...base,
      scenes: [
        { ...scene, id: 'a', date: { year: 12, month: 1, day: 9 } },
        { ...scene, id: 'b', name: 'Later' },
      ],
    };
    const scenes = writingHtml(world('tl'), writing, reckoning);
    expect(scenes).toContain('<h3 class="scene-name">Crowning</h3><p class="date">9 Thaw 12</p>');
    expect(scenes).toContain('<h3 class="scene-name">Later</h3><p>');
    const map = land({ period: { from: { year: 3 } } });
    expect(mapHtml(world('tl'), map, new Map(), reckoning)).toContain('(50%, 50%)</span> <span class="date">(from 3)</span>');
  });

  it("links a section's and a point's mentions to the element's place under its title, and marks the author's secret parts", () => {
    const wiki: ExportWiki = {
      id: 'wk',
      parentId: null,
      title: 'Ysolde <Queen>',
      subtitle: '',
      category: 'characters',
      ...base,
      images: [],
      headerFields: [{ id: 'f1', field: 'Poison', value: 'Nightshade', secret: true }],
      sections: [
        { id: 's1', title: 'Plot', content: 'She rules [[map:mp]] from [[wiki:gone]].', secret: true },
        { id: 's2', title: 'Kin', content: 'Daughter of [[wiki:wk]].' },
      ],
      backgroundImage: '',
      overlayOpacity: 0.3,
    };
    const map = land({ description: 'Seat of [[wiki:wk]].', secret: true });
    const node = { title: 'Crowned', subtitle: 'At [[map:mp]].', type: 'point' as const, date: { year: 5, month: 'Thaw', day: null }, end: null, parent: null };
    const kings = { ...timeline, lines: [{ id: 'l', name: 'Kings', nodes: [{ id: 'n', ...node, secret: true, image: null, links: [] }] }] };
    const titles = exportTitles([
      { kind: 'wiki', file: wiki },
      { kind: 'map', file: map },
      { kind: 'timeline', file: kings },
    ]);

    const html = wikiHtml(world(), wiki, titles);
    expect(html).toContain('<dt class="secret"><span class="secret-mark">Secret</span> Poison</dt><dd>Nightshade</dd>');
    // A mention of an element the export lacks reads as the backlinks show one left out.
    expect(html).toContain(
      '<section class="secret"><h3><span class="secret-mark">Secret</span> Plot</h3><p>She rules <a href="#map-mp">Land</a> from ….</p></section>',
    );
    expect(html).toContain('<section><h3>Kin</h3><p>Daughter of <a href="#wiki-wk">Ysolde &lt;Queen&gt;</a>.</p></section>');
    expect(html).not.toContain('[[');
    expect(mapHtml(world(), map, titles)).toContain(
      '<li class="secret"><span class="secret-mark">Secret</span> <strong>Keep</strong> <span class="muted">(50%, 50%)</span> — Seat of <a href="#wiki-wk">Ysolde &lt;Queen&gt;</a>.</li>',
    );
    expect(timelineHtml(world(), kings, titles)).toContain(
      '<li class="secret"><span class="secret-mark">Secret</span> <span class="date">Thaw 5</span> <strong>Crowned</strong> — At <a href="#map-mp">Land</a>.</li>',
    );
  });
});
