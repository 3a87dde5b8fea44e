import { describe, expect, it } from 'vitest';
import type { Calendar } from '@lorewright/domain/calendars/calendar';
import { DEFAULT_CALENDAR, GREGORIAN_CALENDAR } from '@lorewright/domain/calendars/defaultCalendars';
import type { ExportTimeline, ExportWiki, ExportWorld, ExportWriting } from '@lorewright/domain/exports/exportFormat';
import { planVault } from '@lorewright/domain/imports/markdown/planVault';
import { worldVault } from '../../exports/markdown/vault';

// The Markdown export's notes read by the vault import on the calendar the export wrote them on
// (a custom one with eras and month names of two words, and the Gregorian) give back every date,
// and the values and texts beside them unchanged.

const at = '2026-11-30T00:00:00.000Z';
const base = { visibility: 'private' as const, createdOn: at, lastUpdated: at };

const RECKONING: Calendar = {
  ...DEFAULT_CALENDAR,
  name: 'Reckoning',
  months: [
    { name: 'Deep Winter', numDays: 40 },
    { name: 'Thaw', numDays: 30 },
  ],
  eras: [
    { name: 'Before the Crown', abbreviation: 'BCr', startYear: null, counting: 'down' },
    { name: 'Age of Crowns', abbreviation: '', startYear: 1 },
  ],
  hasYearZero: false,
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
  elements: { writings: ['doc'], wikis: ['wk'], maps: [], timelines: ['tl'], languages: [] },
  media: [],
});

const wiki: ExportWiki = {
  id: 'wk',
  parentId: null,
  title: 'Ysolde',
  subtitle: 'Queen (of old)',
  category: 'characters',
  ...base,
  images: [],
  headerFields: [
    { id: 'f1', field: 'Title', value: 'Queen (the second)', period: { from: { year: 1200, month: 2 }, until: { year: 1245 } } },
    { id: 'f2', field: 'Weapon', value: 'Sword (old)' },
    { id: 'f3', field: 'Spymaster', value: 'Bran', secret: true, period: { until: { year: -30, month: 1, day: 12 } } },
    { id: 'f4', field: 'Heir', value: '', period: { from: { year: 1 } } },
  ],
  sections: [
    { id: 's1', title: 'Reign', content: 'Long.\nAnd wise.', period: { from: { year: 1200 } } },
    { id: 's2', title: 'Plots', content: 'Quiet.', secret: true, period: { from: { year: -5 }, until: { year: 3, month: 1 } } },
    { id: 's3', title: 'Later', content: 'Rain.' },
  ],
  backgroundImage: '',
  overlayOpacity: 0.3,
  lifespan: { from: { year: 1180, month: 1, day: 12 }, until: { year: 1250 } },
};

const scene = { overlayColor: '#000000', overlayOpacity: 0.5, backgroundImage: '', youtubeHTML: '' };
const writing: ExportWriting = {
  id: 'doc',
  parentId: null,
  type: 'doc',
  title: 'Chronicle',
  ...base,
  scenes: [
    { ...scene, id: 'sc', name: 'The Crowning', content: [{ content: 'Bells.', style: '' }], date: { year: 1200, month: 2, day: 1 } },
    { ...scene, id: 'un', name: 'Later', content: [{ content: 'Rain.', style: '' }] },
  ],
};

const timeline = {
  id: 'tl',
  title: 'Ages',
  description: '',
  start: 0,
  end: 100,
  ...base,
  calendar: RECKONING as unknown as Record<string, unknown>,
  zones: [],
  lines: [],
  backgroundImage: null,
  overlayColor: '#000000',
  overlayOpacity: 0,
} satisfies ExportTimeline;

const roundTrip = (calendar: Calendar, calendarTimelineId?: string) => {
  const files = worldVault(
    world(calendarTimelineId),
    [
      { kind: 'writing', file: writing },
      { kind: 'wiki', file: wiki },
      { kind: 'timeline', file: timeline },
    ],
    'Aster',
  );
  return { files, plan: planVault(files, calendar) };
};

const expectSameDates = (plan: ReturnType<typeof planVault>) => {
  const [draft] = plan.wikis;
  expect(draft.subtitle).toBe(wiki.subtitle);
  expect(draft.lifespan).toEqual(wiki.lifespan);
  expect(draft.headerFields).toEqual(wiki.headerFields.map(({ id: _, ...field }) => field));
  expect(draft.sections).toEqual(wiki.sections.map(({ id: _, ...section }) => section));
  expect(plan.writings[0].scenes.map(({ name, content, date }) => ({ name, content, date }))).toEqual(
    writing.scenes.map(({ name, content, date }) => ({ name, content, date })),
  );
};

describe('dates through a Markdown export and the vault import', () => {
  it('come back on the custom calendar the world chose, values and texts unchanged', () => {
    const { files, plan } = roundTrip(RECKONING, 'tl');
    const note = files.find((file) => file.path === 'Aster/Wikis/Characters/Ysolde.md')!.text;
    expect(note).toContain('- **Title**: Queen (the second) (Thaw 1200 Age of Crowns – 1245 Age of Crowns)');
    expect(note).toContain('## Plots #lorewright/secret\n\n*5 BCr – Deep Winter 3 Age of Crowns*');
    expectSameDates(plan);
  });

  it('come back on the Gregorian calendar', () => {
    const { plan } = roundTrip(GREGORIAN_CALENDAR);
    expectSameDates(plan);
  });

  it('stay text when read on a calendar without those months or eras', () => {
    const { plan } = roundTrip(GREGORIAN_CALENDAR, 'tl');
    expect(plan.wikis[0].lifespan).toBeUndefined();
    expect(plan.wikis[0].headerFields[0]).toEqual({ field: 'Title', value: 'Queen (the second) (Thaw 1200 Age of Crowns – 1245 Age of Crowns)' });
    expect(plan.writings[0].scenes[0].date).toBeUndefined();
  });
});
