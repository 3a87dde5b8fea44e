import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planTotal } from './planItems';
import { PAID_ELEMENTS, UNIT_PRICE_BY_OWNED, type PaidElement } from './pricing';
import { prorationInvoice, type ProrationInput } from './proration';

// The promises of the price and proration maths, for random plans, periods and dates.
const RUNS = { numRuns: 300 };
const itemsArb = fc.subarray([...PAID_ELEMENTS], { minLength: 1 });
const periodArb = fc
  .tuple(fc.integer({ min: 1_600_000_000, max: 2_000_000_000 }), fc.integer({ min: 1, max: 400 * 86_400 }))
  .map(([start, length]) => ({ periodStart: start, periodEnd: start + length }));
const inputArb = fc.tuple(itemsArb, itemsArb, periodArb, fc.double({ min: 0, max: 1, noNaN: true })).map(([oldItems, newItems, period, at]) => ({
  oldItems,
  newItems,
  ...period,
  prorationDate: Math.round(period.periodStart + at * (period.periodEnd - period.periodStart)),
}));
const sum = (input: ProrationInput) => prorationInvoice(input).lines.data.reduce((total, line) => total + line.amount, 0);
const isUpgrade = (input: ProrationInput) => planTotal(input.newItems) > planTotal(input.oldItems);

describe('prices', () => {
  it('the total for n elements is the sum of the tier prices, and all three cost 12 dollars', () => {
    fc.assert(
      fc.property(fc.subarray([...PAID_ELEMENTS]), (items) => {
        expect(planTotal(items)).toBe(UNIT_PRICE_BY_OWNED.slice(0, items.length).reduce((a, b) => a + b, 0));
      }),
    );
    expect(planTotal([...PAID_ELEMENTS])).toBe(1200);
  });
});

describe('the proration invoice', () => {
  it('holds whole cents, never asks less than 0, and its lines add up to the change', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const invoice = prorationInvoice(input);
        for (const line of invoice.lines.data) expect(Number.isInteger(line.amount)).toBe(true);
        expect(Number.isInteger(invoice.amount_due)).toBe(true);
        expect(invoice.amount_due).toBeGreaterThanOrEqual(0);
        expect(invoice.amount_due).toBe(Math.max(0, sum(input)));
      }),
      RUNS,
    );
  });

  it('an upgrade on the first second of the period charges the whole difference', () => {
    fc.assert(
      fc.property(inputArb.filter(isUpgrade), (input) => {
        expect(prorationInvoice({ ...input, prorationDate: input.periodStart }).amount_due).toBe(planTotal(input.newItems) - planTotal(input.oldItems));
      }),
      RUNS,
    );
  });

  it('an upgrade on the last second of a period of a day or more charges about nothing', () => {
    fc.assert(
      fc.property(
        inputArb.filter((input) => isUpgrade(input) && input.periodEnd - input.periodStart >= 86_400),
        (input) => {
          expect(prorationInvoice({ ...input, prorationDate: input.periodEnd - 1 }).amount_due).toBeLessThanOrEqual(1);
        },
      ),
      RUNS,
    );
  });

  it('a downgrade (the new total not higher) charges nothing now', () => {
    fc.assert(
      fc.property(
        inputArb.filter((input) => !isUpgrade(input)),
        (input) => {
          expect(prorationInvoice(input).amount_due).toBe(0);
        },
      ),
      RUNS,
    );
  });

  it('is monotonic in time: a later proration date never charges an upgrade more', () => {
    fc.assert(
      fc.property(inputArb, fc.double({ min: 0, max: 1, noNaN: true }), (input, later) => {
        const laterDate = Math.round(input.prorationDate + later * (input.periodEnd - input.prorationDate));
        const [now, then] = [sum(input), sum({ ...input, prorationDate: laterDate })];
        if (isUpgrade(input)) expect(then).toBeLessThanOrEqual(now);
        else expect(then).toBeGreaterThanOrEqual(now);
      }),
      RUNS,
    );
  });

  it('names the elements and the date in its lines', () => {
    const items: PaidElement[] = ['maps'];
    const invoice = prorationInvoice({ oldItems: items, newItems: ['maps', 'timelines'], periodStart: 0, periodEnd: 100, prorationDate: 50 });
    expect(invoice).toEqual({
      lines: {
        data: [
          { description: 'Unused time on Maps after 1970-01-01', amount: -250 },
          { description: 'Remaining time on Timelines, Maps after 1970-01-01', amount: 450 },
        ],
      },
      amount_due: 200,
    });
  });
});
