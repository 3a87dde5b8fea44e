import { describe, expect, it } from 'vitest';
import { GREGORIAN_CALENDAR } from '../calendars/defaultCalendars';
import {
  dateOutsideLife,
  mentionWarningId,
  overlapWarningId,
  overlappingFields,
  periodOutsideLife,
  pointOutsideLife,
  pointWarningId,
  relationUseWarningId,
  warningMessage,
  type StoredWarning,
  type WarningPlace,
} from './continuityWarnings';

const titles: Record<string, string> = { aldric: 'Aldric', ashvale: 'Ashvale', orb: 'The Orb', book: 'The Chronicle', bran: 'Bran', annals: 'The Annals' };
const categories: Record<string, string> = { aldric: 'characters', ashvale: 'places', orb: 'magic', bran: 'characters' };
const context = {
  calendar: GREGORIAN_CALENDAR,
  titleOf: (place: WarningPlace) => titles[place.id],
  categoryOf: (wikiId: string) => categories[wikiId],
};

const mention = (wikiId: string, side: 'before' | 'after'): Pick<StoredWarning, 'places' | 'facts'> => ({
  places: [
    { type: 'wiki', id: wikiId, where: 'Lifespan' },
    { type: 'writing', id: 'book', where: 'The Coronation', part: 's1' },
  ],
  facts: { kind: 'mentionOutsideLife', date: { year: 1250 }, lifespan: { from: { year: 1200 }, until: { year: 1245 } }, side },
});

describe('continuity warnings', () => {
  it('a dated mention falls before or after a lifespan, never when the wiki lived then or nothing is dated', () => {
    const life = { from: { year: 1200 }, until: { year: 1245 } };
    expect(dateOutsideLife(life, { year: 1250 })).toBe('after');
    expect(dateOutsideLife(life, { year: 1199, month: 12 })).toBe('before');
    expect(dateOutsideLife(life, { year: 1245, month: 12, day: 31 })).toBeNull();
    expect(dateOutsideLife(life, null)).toBeNull();
    expect(dateOutsideLife(null, { year: 1250 })).toBeNull();
    expect(dateOutsideLife({ until: { year: 1245 } }, { year: 1 })).toBeNull();
  });

  it("a relation's period reaches out of a lifespan by either of its ends", () => {
    const life = { from: { year: 1200 }, until: { year: 1245 } };
    expect(periodOutsideLife(life, { from: { year: 1230 }, until: { year: 1260 } })).toBe('after');
    expect(periodOutsideLife(life, { from: { year: 1190 } })).toBe('before');
    expect(periodOutsideLife(life, { from: { year: 1250 } })).toBe('after');
    expect(periodOutsideLife(life, { from: { year: 1210 }, until: { year: 1240 } })).toBeNull();
    expect(periodOutsideLife(life, null)).toBeNull();
  });

  it('two dated values of one field name (trimmed, in any case) overlap; undated ones and other names never do', () => {
    const fields = [
      { _id: 'a', field: 'Ruler', value: 'Aldric I', period: { from: { year: 1200 }, until: { year: 1245 } } },
      { _id: 'b', field: ' ruler ', value: 'Berengar', period: { from: { year: 1240 } } },
      { _id: 'c', field: 'Ruler', value: 'Nobody' },
      { _id: 'd', field: 'Capital', value: 'Ashvale', period: { from: { year: 1200 } } },
      { _id: 'e', field: 'RULER', value: 'Cedric', period: { until: { year: 1199 } } },
    ];
    expect(overlappingFields(fields).map(([x, y]) => [x._id, y._id])).toEqual([['a', 'b']]);
  });

  it('ids are the kind and the places, the same whichever order two fields are found in', () => {
    expect(mentionWarningId('aldric', 'book', 's1')).toBe('mentionOutsideLife:wiki:aldric:writing:book:s1');
    expect(overlapWarningId('k', 'f2', 'f1')).toBe(overlapWarningId('k', 'f1', 'f2'));
  });

  it('says a character appears after their death or before their birth, on the world calendar', () => {
    expect(warningMessage(context, mention('aldric', 'after'))).toBe('Aldric appears in “The Coronation” (1250 AD), after their death (1245 AD).');
    expect(warningMessage(context, mention('aldric', 'before'))).toBe('Aldric appears in “The Coronation” (1250 AD), before their birth (1200 AD).');
  });

  it('says a place is mentioned after it fell or before it was founded, and anything else outside its existence', () => {
    expect(warningMessage(context, mention('ashvale', 'after'))).toBe('Ashvale appears in “The Coronation” (1250 AD), after it fell (1245 AD).');
    expect(warningMessage(context, mention('ashvale', 'before'))).toBe('Ashvale appears in “The Coronation” (1250 AD), before it was founded (1200 AD).');
    expect(warningMessage(context, mention('orb', 'after'))).toBe('The Orb appears in “The Coronation” (1250 AD), outside its existence (1200 AD – 1245 AD).');
  });

  it('names both values of an overlapping field with their periods', () => {
    const warning: Pick<StoredWarning, 'places' | 'facts'> = {
      places: [{ type: 'wiki', id: 'ashvale', where: 'Ruler', part: 'a' }],
      facts: {
        kind: 'fieldValuesOverlap',
        field: 'Ruler',
        first: { value: 'Aldric I', period: { from: { year: 1200 }, until: { year: 1245 } } },
        second: { value: 'Berengar', period: { from: { year: 1240 } } },
      },
    };
    expect(warningMessage(context, warning)).toBe('Two values of “Ruler” on Ashvale overlap: “Aldric I” (1200 AD – 1245 AD) and “Berengar” (from 1240 AD).');
  });

  it("says a relation lasts past a character's death", () => {
    const warning: Pick<StoredWarning, 'places' | 'facts'> = {
      places: [
        { type: 'wiki', id: 'aldric', where: 'Lifespan' },
        { type: 'wiki', id: 'bran', where: 'Relations' },
      ],
      facts: { kind: 'relationOutsideLife', period: { from: { year: 1230 }, until: { year: 1260 } }, lifespan: { until: { year: 1245 } }, side: 'after' },
    };
    expect(warningMessage(context, warning)).toBe("The relation of Aldric and Bran (1230 AD – 1260 AD) lasts past Aldric's death (1245 AD).");
  });

  it('a timeline point falls outside a lifespan; a range only when all of it does', () => {
    const life = { from: { year: 1200 }, until: { year: 1245 } };
    expect(pointOutsideLife(life, { year: 1250 })).toBe('after');
    expect(pointOutsideLife(life, { year: 1199 })).toBe('before');
    expect(pointOutsideLife(life, { year: 1240 }, { year: 1250 })).toBeNull();
    expect(pointOutsideLife(life, { year: 1150 }, { year: 1200, month: 1 })).toBeNull();
    expect(pointOutsideLife(life, { year: 1246 }, { year: 1250 })).toBe('after');
    expect(pointOutsideLife(life, { year: 1150 }, { year: 1199, month: 12 })).toBe('before');
    expect(pointOutsideLife(null, { year: 1250 })).toBeNull();
    expect(pointWarningId('aldric', 'annals', 'n1')).toBe('pointOutsideLife:wiki:aldric:timeline:annals:n1');
  });

  it('says a wiki is linked from a timeline point outside its life, naming the point, its timeline and its date or range', () => {
    const point = (wikiId: string, side: 'before' | 'after', end?: { year: number }): Pick<StoredWarning, 'places' | 'facts'> => ({
      places: [
        { type: 'wiki', id: wikiId, where: 'Lifespan' },
        { type: 'timeline', id: 'annals', where: 'The Feast', part: 'n1' },
      ],
      facts: { kind: 'pointOutsideLife', date: { year: 1250, month: 3 }, ...(end && { end }), lifespan: { from: { year: 1200 }, until: { year: 1245 } }, side },
    });
    expect(warningMessage(context, point('aldric', 'after'))).toBe(
      'Aldric is linked from “The Feast” on The Annals (March 1250 AD), after their death (1245 AD).',
    );
    expect(warningMessage(context, point('aldric', 'before'))).toBe(
      'Aldric is linked from “The Feast” on The Annals (March 1250 AD), before their birth (1200 AD).',
    );
    expect(warningMessage(context, point('ashvale', 'after', { year: 1260 }))).toBe(
      'Ashvale is linked from “The Feast” on The Annals (March 1250 AD – 1260 AD), after it fell (1245 AD).',
    );
    expect(warningMessage(context, point('ashvale', 'before'))).toBe(
      'Ashvale is linked from “The Feast” on The Annals (March 1250 AD), before it was founded (1200 AD).',
    );
    expect(warningMessage(context, point('orb', 'after'))).toBe(
      'The Orb is linked from “The Feast” on The Annals (March 1250 AD), outside its existence (1200 AD – 1245 AD).',
    );
  });

  it("says a dated scene names both ends of a relation outside its period, in the relation's words", () => {
    const used = (
      type: 'ally' | 'custom',
      custom: string,
      period: { from?: { year: number }; until?: { year: number } },
    ): Pick<StoredWarning, 'places' | 'facts'> => ({
      places: [
        { type: 'wiki', id: 'aldric', where: 'Relations' },
        { type: 'wiki', id: 'bran', where: 'Relations' },
        { type: 'writing', id: 'book', where: 'The Siege', part: 's1' },
      ],
      facts: { kind: 'relationUsedOutsidePeriod', date: { year: 1230 }, period, type, custom },
    });
    expect(warningMessage(context, used('ally', '', { from: { year: 1200 }, until: { year: 1220 } }))).toBe(
      '“The Siege” (1230 AD) names Aldric and Bran, but “Aldric — Ally of — Bran” holds only 1200 AD – 1220 AD.',
    );
    expect(warningMessage(context, used('custom', 'Sworn to', { from: { year: 1240 } }))).toBe(
      '“The Siege” (1230 AD) names Aldric and Bran, but “Aldric — Sworn to — Bran” holds only from 1240 AD.',
    );
    expect(relationUseWarningId('rel', 'book', 's1')).toBe('relationUsedOutsidePeriod:relation:rel:writing:book:s1');
  });
});
