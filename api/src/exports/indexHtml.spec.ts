import { describe, expect, it } from 'vitest';
import { DEFAULT_CALENDAR, GREGORIAN_CALENDAR } from '@lorewright/domain/calendars/defaultCalendars';
import type { ExportMap, ExportTimeline, ExportWiki, ExportWorld, ExportWriting } from '@lorewright/domain/exports/exportFormat';
import { exportedWorldCalendar } from './exportCalendar';
import { mapHtml, wikiHtml, writingHtml } from './indexHtml';

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
    const html = wikiHtml(world('tl'), wiki, reckoning);
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
    const map: ExportMap = {
      id: 'mp',
      title: 'Land',
      description: '',
      image: '',
      ...base,
      points: [
        { id: 'p', x: 0.5, y: 0.5, icon: 'castle', color: '#ff0000', name: 'Keep', description: '', period: { from: { year: 3 } }, image: null, links: [] },
      ],
    };
    expect(mapHtml(world('tl'), map, reckoning)).toContain('(50%, 50%)</span> <span class="date">(from 3)</span>');
  });
});
