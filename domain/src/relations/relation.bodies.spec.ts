import { describe, expect, it } from 'vitest';
import { AddRelationBody } from './relation.bodies';
import { periodText } from './relationPeriod';

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

  it('checks the period: whole years within bounds, months 1–12, a day only with its month, in order', () => {
    expect(AddRelationBody.parse({ ...body, period: { from: { year: -300 }, until: { year: 12, month: 2, day: 29 } } }).period).toBeTruthy();
    expect(error({ period: { from: { year: 1.5 } } })).toMatch(/whole number/);
    expect(error({ period: { from: { year: 2_000_000 } } })).toMatch(/whole number/);
    expect(error({ period: { from: { year: 1, month: 13 } } })).toBe('A month is a number from 1 to 12.');
    expect(error({ period: { from: { year: 1, day: 3 } } })).toBe('Please give the month of the day.');
    expect(error({ period: { from: { year: 5 }, until: { year: 4 } } })).toBe('The period must end after it starts.');
  });

  it('shows a period in words', () => {
    expect(periodText({ from: { year: 1200 }, until: { year: 1245, month: 3, day: 2 } })).toBe('1200 – 2 Mar 1245');
    expect(periodText({ from: { year: 1200 } })).toBe('from 1200');
    expect(periodText({ until: { year: -40 } })).toBe('until -40');
    expect(periodText(null)).toBe('');
  });
});
