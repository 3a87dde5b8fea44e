import { describe, expect, it } from 'vitest';
import { CheckoutBody, PricesBody, UpdateBody, UpdatePreviewBody } from './billing.bodies';
import { billingMessages as m } from './billingMessages';

const messages = (schema: { safeParse: (body: unknown) => { success: boolean; error?: { issues: { message: string }[] } } }, body: unknown) => {
  const parsed = schema.safeParse(body);
  return parsed.success ? [] : parsed.error!.issues.map((issue) => issue.message);
};

describe('subscription request bodies', () => {
  it('a checkout names known products, each once, at least one', () => {
    expect(CheckoutBody.parse({ items: ['maps', 'timelines'] })).toEqual({ items: ['maps', 'timelines'] });
    expect(messages(CheckoutBody, { items: [] })).toEqual([m.noProducts]);
    expect(messages(CheckoutBody, { items: ['maps', 'wikis'] })).toEqual([m.unknownProduct]);
    expect(messages(CheckoutBody, { items: ['maps', 'maps'] })).toEqual([m.duplicateProduct]);
    expect(messages(CheckoutBody, { items: 'maps' })).toEqual([m.itemsList]);
  });

  it('a proration date is whole non-negative epoch seconds', () => {
    const body = { new_items: ['maps'], proration_date: 1_767_225_600 };
    expect(UpdatePreviewBody.parse(body)).toEqual(body);
    for (const proration_date of [-1, 1.5, '1767225600', null, 1e15])
      expect(messages(UpdatePreviewBody, { ...body, proration_date })).toEqual([m.prorationDateInvalid]);
  });

  it('an update says whether it is an upgrade or a downgrade', () => {
    const body = { type: 'upgrade', new_items: ['maps', 'languages'], proration_date: 0 };
    expect(UpdateBody.parse(body)).toEqual(body);
    expect(messages(UpdateBody, { ...body, type: 'sidegrade' })).toEqual([m.changeType]);
  });

  it('calls without fields accept {} or nothing, and refuse stray fields', () => {
    expect(PricesBody.parse({})).toEqual({});
    expect(PricesBody.parse(undefined)).toBeUndefined();
    expect(messages(PricesBody, { tier: 1 })).toEqual([m.noBodyFields]);
  });
});
