import { describe, expect, it } from 'vitest';
import { periodOf, samePeriod, storedPeriod, wikiAsOf } from './wikiPeriods';
import type { WikiView } from './wikiView';

const years = (from?: number, until?: number) => ({
  ...(from !== undefined && { from: { year: from } }),
  ...(until !== undefined && { until: { year: until } }),
});

const wiki: WikiView = {
  _id: 'k1',
  title: 'Hollowmere',
  subtitle: '',
  category: 'places',
  visibility: 'public',
  worldID: 'w1',
  authorID: 'ann',
  parentID: null,
  createdOn: '',
  lastUpdated: '',
  images: [],
  headerFields: [
    { _id: 'r1', field: 'Ruler', value: 'Aldric I', period: years(1100, 1149) },
    { _id: 'r2', field: 'Ruler', value: 'Berengar', period: years(1150, 1199) },
    { _id: 'r3', field: 'Ruler', value: 'Cyne', period: years(1200) },
    { _id: 'c', field: 'Climate', value: 'Wet' },
  ],
  sections: [
    { _id: 's1', title: 'The siege', content: '', period: { from: { year: 1175, month: 3 }, until: { year: 1175, month: 3, day: 20 } }, revision: 1 },
    { _id: 's2', title: 'Geography', content: '', revision: 2 },
  ],
  backgroundImage: '',
  overlayOpacity: 0.1,
  lifespan: years(1090, 1250),
};

describe('a wiki as of a date of its world', () => {
  it('keeps the parts that hold then and those never dated', () => {
    const fields = (year: number) => wikiAsOf(wiki, { year }).headerFields.map((field) => field.value);
    expect(fields(1120)).toEqual(['Aldric I', 'Wet']);
    expect(fields(1175)).toEqual(['Berengar', 'Wet']);
    expect(fields(1210)).toEqual(['Cyne', 'Wet']);
    expect(wikiAsOf(wiki, { year: 1175, month: 3, day: 10 }).sections.map((s) => s._id)).toEqual(['s1', 's2']);
    expect(wikiAsOf(wiki, { year: 1175, month: 4 }).sections.map((s) => s._id)).toEqual(['s2']);
  });

  it('says whether the wiki lived then, and which date it was read at', () => {
    expect(wikiAsOf(wiki, { year: 1089 })).toMatchObject({ asOf: { year: 1089 }, existsAsOf: false });
    expect(wikiAsOf(wiki, { year: 1175 }).existsAsOf).toBe(true);
    expect(wikiAsOf(wiki, { year: 1251 }).existsAsOf).toBe(false);
    expect(wikiAsOf({ ...wiki, lifespan: null }, { year: -5000 }).existsAsOf).toBe(true);
  });
});

describe('stored periods', () => {
  it('null, {} and no period are the same: none', () => {
    expect(storedPeriod({})).toBeUndefined();
    expect(storedPeriod(null)).toBeUndefined();
    expect(periodOf({})).toEqual({});
    expect(periodOf(years(1200))).toEqual({ period: years(1200) });
    expect(samePeriod(null, {})).toBe(true);
    expect(samePeriod(years(1200), years(1200, 1300))).toBe(false);
    expect(samePeriod({ from: { year: 1200, month: 3 } }, { from: { year: 1200, month: 3 } })).toBe(true);
  });
});
