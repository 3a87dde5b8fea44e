import { describe, expect, it } from 'vitest';
import { DEFAULT_CALENDAR } from '@lorewright/domain/calendars/defaultCalendars';
import type { ExportMap, ExportTimeline, ExportWiki, ExportWorld, ExportWriting } from '@lorewright/domain/exports/exportFormat';
import { worldVault } from './vault';

// Dated facts in the Markdown export: each period and scene date read as the world's calendar
// reads it (its chosen timeline's when the export holds it, else the Gregorian).

const at = '2026-11-30T00:00:00.000Z';
const base = { visibility: 'private' as const, createdOn: at, lastUpdated: at };
const calendar = { ...DEFAULT_CALENDAR, name: 'Reckoning', months: [...DEFAULT_CALENDAR.months.slice(0, 2), { name: 'Deepwinter', numDays: 40 }] };

const world = (calendarTimelineId?: string): ExportWorld => ({
  id: 'w',
  name: 'Aster',
  description: '',
  ...base,
  authorId: 'ada',
  headerImage: null,
  members: [],
  ...(calendarTimelineId ? { calendarTimelineId } : {}),
  elements: { writings: ['doc'], wikis: ['wk'], maps: ['mp'], timelines: ['tl'], languages: [] },
  media: [],
});
const wiki: ExportWiki = {
  id: 'wk',
  parentId: null,
  title: 'Ysolde',
  subtitle: '',
  category: 'characters',
  ...base,
  images: [],
  headerFields: [
    { id: 'f1', field: 'Title', value: 'Queen', period: { from: { year: 1200, month: 3 }, until: { year: 1245 } } },
    { id: 'f2', field: 'Age', value: '30' },
    { id: 'f3', field: 'Spymaster', value: 'Bran', secret: true, period: { until: { year: 1230 } } },
  ],
  sections: [{ id: 's1', title: 'Reign', content: 'Long.', period: { from: { year: 1200 } } }],
  backgroundImage: '',
  overlayOpacity: 0.3,
  lifespan: { from: { year: 1180, month: 3, day: 12 } },
};
const writing: ExportWriting = {
  id: 'doc',
  parentId: null,
  type: 'doc',
  title: 'Chronicle',
  ...base,
  scenes: [
    {
      id: 'sc',
      name: 'The Crowning',
      content: [{ content: 'Bells.', style: '' }],
      overlayColor: '#000000',
      overlayOpacity: 0.5,
      backgroundImage: '',
      youtubeHTML: '',
      date: { year: 1200, month: 3, day: 1 },
    },
    { id: 'un', name: 'Later', content: [{ content: 'Rain.', style: '' }], overlayColor: '#000000', overlayOpacity: 0.5, backgroundImage: '', youtubeHTML: '' },
  ],
};
const map: ExportMap = {
  id: 'mp',
  title: 'Land',
  description: '',
  image: '',
  ...base,
  points: [
    { id: 'p1', x: 0.5, y: 0.5, icon: 'castle', color: '#ff0000', name: 'Keep', description: '', period: { from: { year: 1201 } }, image: null, links: [] },
  ],
};
const timeline = {
  id: 'tl',
  title: 'Ages',
  description: '',
  start: 0,
  end: 100,
  ...base,
  calendar: calendar as unknown as Record<string, unknown>,
  zones: [],
  lines: [],
  backgroundImage: null,
  overlayColor: '#000000',
  overlayOpacity: 0,
} satisfies ExportTimeline;

const notes = (calendarTimelineId?: string) => {
  const files = worldVault(
    world(calendarTimelineId),
    [
      { kind: 'writing', file: writing },
      { kind: 'wiki', file: wiki },
      { kind: 'map', file: map },
      { kind: 'timeline', file: timeline },
    ],
    'Aster',
  );
  const text = (path: string) => files.find((file) => file.path === path)?.text ?? `(no ${path})`;
  return { wiki: text('Aster/Wikis/Characters/Ysolde.md'), writing: text('Aster/Writings/Chronicle.md'), map: text('Aster/Maps/Land.md') };
};

describe('dated facts in the Markdown export', () => {
  it('reads them on the calendar the world chose, by its month names', () => {
    const { wiki, writing, map } = notes('tl');
    expect(wiki).toContain('lifespan: "from 12 Deepwinter 1180"');
    expect(wiki).toContain('- **Title**: Queen (Deepwinter 1200 – 1245)\n- **Age**: 30\n- **Spymaster**: Bran (until 1230) #lorewright/secret');
    expect(wiki).toContain('## Reign\n\n*from 1200*\n\nLong.');
    expect(writing).toContain('## The Crowning\n\n*1 Deepwinter 1200*\n\nBells.');
    expect(writing).toContain('## Later\n\nRain.');
    expect(map).toContain('- **Keep** (50%, 50%) (from 1201)');
  });

  it('reads them on the Gregorian calendar when the world chose none', () => {
    const { wiki, writing } = notes();
    expect(wiki).toContain('lifespan: "from 12 March 1180 AD"');
    expect(wiki).toContain('- **Title**: Queen (March 1200 AD – 1245 AD)');
    expect(writing).toContain('## The Crowning\n\n*1 March 1200 AD*');
  });
});
