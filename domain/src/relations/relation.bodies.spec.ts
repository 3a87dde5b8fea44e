import { describe, expect, it } from 'vitest';
import { AddRelationBody } from './relation.bodies';
import { worldDateMessages as dm } from '../calendars/worldDate';

const body = { wikiID: 'a', otherID: 'b', type: 'parent' };
const error = (input: object) => AddRelationBody.safeParse({ ...body, ...input }).error?.issues[0].message;

describe('relation bodies', () => {
  it('takes a named type, or custom with a name through the text rule', () => {
    expect(AddRelationBody.parse(body)).toEqual(body);
    expect(AddRelationBody.parse({ ...body, type: 'custom', custom: '  Sworn shield of ' }).custom).toBe('Sworn shield of');
    expect(error({ type: 'custom' })).toBe('Please name the relation.');
    expect(error({ type: 'custom', custom: 'a\u202Eb' })).toBe('Names cannot contain control or text-direction characters.');
    expect(error({ custom: 'Friend' })).toBe('Please name the relation.');
    expect(error({ type: 'cousin' })).toBe('Please choose a kind of relation.');
  });

  it('checks the period’s shape: whole years within bounds, a month by its number, a day only with its month, in order', () => {
    expect(AddRelationBody.parse({ ...body, period: { from: { year: -300 }, until: { year: 12, month: 2, day: 29 } } }).period).toBeTruthy();
    expect(error({ period: { from: { year: 1.5 } } })).toBe(dm.yearInvalid);
    expect(error({ period: { from: { year: 2_000_000_000 } } })).toBe(dm.yearInvalid);
    // Whether the world's calendar has a 13th month is asked when the relation is stored.
    expect(AddRelationBody.parse({ ...body, period: { from: { year: 1, month: 13 } } }).period).toBeTruthy();
    expect(error({ period: { from: { year: 1, month: 101 } } })).toBe(dm.monthInvalid);
    expect(error({ period: { from: { year: 1, day: 3 } } })).toBe(dm.dayWithoutMonth);
    expect(error({ period: { from: { year: 5 }, until: { year: 4 } } })).toBe(dm.periodBackwards);
  });
});
