import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { leapRuleApplies } from '../../calendars/leapCycle';
import { fcLeapYear, leapPlanOf, parseFcInterval, type LeapTerm } from './fantasyCalendarLeaps';

// Fantasy-Calendar's leap intervals: the first entry, left to right, whose period divides the
// year decides. The rules made from them add exactly one day in the years it names.
const daysAdded = (terms: readonly LeapTerm[], year: number) =>
  terms.reduce((sum, term) => sum + (leapRuleApplies({ ...term, monthIndex: 0 }, year) ? term.extraDays : 0), 0);

describe('interval strings', () => {
  it('are read entry by entry, trailing "not"s dropped', () => {
    expect(parseFcInterval('400,!100,4')).toEqual([
      { period: 400, not: false, ignoresOffset: false },
      { period: 100, not: true, ignoresOffset: false },
      { period: 4, not: false, ignoresOffset: false },
    ]);
    expect(parseFcInterval('+!8, 5 ,!2')).toEqual([
      { period: 8, not: true, ignoresOffset: true },
      { period: 5, not: false, ignoresOffset: false },
    ]);
    expect(parseFcInterval(4)).toEqual([{ period: 4, not: false, ignoresOffset: false }]);
  });

  it.each(['', '4,x', '04', '4.5', '-4', '1,2,3,4,5,6,7,8,9', '1234567890', '4;!100'])('"%s" is not one', (text) => {
    expect(parseFcInterval(text)).toBeNull();
    expect(leapPlanOf(text, 0, false)).toEqual({ kind: 'unreadable' });
  });
});

describe('leap rules', () => {
  it('say the common shapes in one rule', () => {
    expect(leapPlanOf('4', 0, false)).toEqual({ kind: 'rules', terms: [{ extraDays: 1, every: 4 }] });
    expect(leapPlanOf('4', 6, false)).toEqual({ kind: 'rules', terms: [{ extraDays: 1, every: 4, offset: 2 }] });
    expect(leapPlanOf('!100,4', 0, false)).toEqual({ kind: 'rules', terms: [{ extraDays: 1, every: 4, except: 100 }] });
    expect(leapPlanOf('400,!100,4', 0, false)).toEqual({ kind: 'rules', terms: [{ extraDays: 1, every: 4, except: 100, unless: 400 }] });
    expect(leapPlanOf('1,3', 4, true)).toEqual({
      kind: 'rules',
      terms: [
        { extraDays: 1, every: 4, offset: 1 },
        { extraDays: 1, every: 4, offset: 3 },
      ],
    });
  });

  it('sum other lists, and give up on periods beyond what a rule can say', () => {
    // Counted from year 3 the periods share one offset; from year 5 they do not (5 ≡ 1 mod 4).
    expect(leapPlanOf('400,!100,4', 3, false)).toEqual({ kind: 'rules', terms: [{ extraDays: 1, every: 4, except: 100, unless: 400, offset: 3 }] });
    expect(leapPlanOf('400,!100,4', 5, false)).toEqual({
      kind: 'rules',
      terms: [
        { extraDays: 1, every: 400, offset: 5 },
        { extraDays: 1, every: 4, offset: 1 },
        { extraDays: -1, every: 100, offset: 5 },
      ],
    });
    expect(leapPlanOf('10001', 0, false)).toEqual({ kind: 'tooRare' });
    expect(leapPlanOf('9973,!9967,4', 0, false)).toEqual({ kind: 'tooRare' });
    expect(leapPlanOf('3', 20_000, true)).toEqual({ kind: 'tooRare' });
    expect(leapPlanOf('!4', 0, false)).toEqual({ kind: 'rules', terms: [] });
  });

  it('add one day exactly in the years Fantasy-Calendar leaps, for any list and offset', () => {
    const entry = fc
      .record({ period: fc.constantFrom(1, 2, 3, 4, 5, 6, 7, 10, 12, 25, 100, 400), not: fc.boolean(), plus: fc.boolean() })
      .map(({ period, not, plus }) => `${plus ? '+' : ''}${not ? '!' : ''}${period}`);
    fc.assert(
      fc.property(fc.array(entry, { minLength: 1, maxLength: 5 }), fc.integer({ min: -30, max: 30 }), (entries, offset) => {
        const text = entries.join(',');
        const plan = leapPlanOf(text, offset, false);
        if (plan.kind !== 'rules') return;
        const parsed = parseFcInterval(text)!;
        const wrong: number[] = [];
        for (let year = -1200; year <= 1200; year++) if (daysAdded(plan.terms, year) !== (fcLeapYear(parsed, offset, year) ? 1 : 0)) wrong.push(year);
        expect(wrong, `${text} from ${offset}`).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });
});
