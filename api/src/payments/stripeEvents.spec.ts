import { describe, expect, it } from 'vitest';
import { billingMessages as m } from '@lorewright/domain/billing/billingMessages';
import { toBillingWebhook } from './stripeEvents';
import { BEFORE_BASIL_EVENTS, PERIOD, SINCE_BASIL_EVENTS, SUBSCRIPTION_ID } from './testing/stripeEventFixtures';

// A webhook endpoint gets its events in the API version it was created with: the same renewal
// in the shape before 2025-03-31 and since reads the same.
const read = (body: unknown) => toBillingWebhook(body, () => Promise.reject(new Error('no subscription is looked up here')));

describe.each([
  ['before 2025-03-31', BEFORE_BASIL_EVENTS],
  ['since 2025-03-31', SINCE_BASIL_EVENTS],
])('Stripe webhooks in the API shape %s', (_shape, events) => {
  it('reads a paid renewal with its subscription and its lines’ period', async () => {
    expect(await read(events.invoicePaid)).toEqual({
      type: 'invoicePaid',
      eventId: events.invoicePaid.id,
      invoiceId: 'in_1QxRenewalPaid',
      subscriptionId: SUBSCRIPTION_ID,
      amountPaid: 900,
      period: PERIOD,
      hostedInvoiceUrl: expect.stringMatching(/^https:\/\/invoice\.stripe\.com\//),
    });
  });

  it('reads a failed renewal with its subscription, due at its creation when it names no due date', async () => {
    expect(await read(events.invoicePaymentFailed)).toMatchObject({
      type: 'invoicePaymentFailed',
      subscriptionId: SUBSCRIPTION_ID,
      amountDue: 900,
      dueDate: events.invoicePaymentFailed.created,
    });
  });

  it('reads an updated subscription with its current period and its items', async () => {
    expect(await read(events.subscriptionUpdated)).toEqual({
      type: 'subscriptionUpdated',
      eventId: events.subscriptionUpdated.id,
      subscriptionId: SUBSCRIPTION_ID,
      items: ['timelines', 'maps'],
      cancelAt: null,
      period: PERIOD,
    });
  });

  it('takes the items from the prices’ lookup keys when the metadata names none', async () => {
    expect(await read(events.subscriptionUpdatedWithoutMetadata)).toMatchObject({ type: 'subscriptionUpdated', items: ['timelines', 'maps'], period: PERIOD });
  });

  it('reads an ended subscription', async () => {
    expect(await read(events.subscriptionDeleted)).toMatchObject({ type: 'subscriptionEnded', subscriptionId: SUBSCRIPTION_ID, endedAt: PERIOD.end });
  });
});

describe('Stripe webhooks billing cannot read', () => {
  it('refuses a subscription that names no current period in either place', async () => {
    const { object } = SINCE_BASIL_EVENTS.subscriptionUpdated.data;
    const items = { ...object.items, data: object.items.data.map(({ current_period_start: _start, current_period_end: _end, ...item }) => item) };
    const body = { ...SINCE_BASIL_EVENTS.subscriptionUpdated, data: { object: { ...object, items } } };
    await expect(read(body)).rejects.toMatchObject({
      kind: 'invalid',
      message: m.webhookBody('data.object.current_period_end: the subscription names no current period'),
    });
  });

  it('ignores an invoice that names no subscription (a one-off)', async () => {
    const { object } = BEFORE_BASIL_EVENTS.invoicePaid.data;
    const oneOff = { ...BEFORE_BASIL_EVENTS.invoicePaid, data: { object: { ...object, subscription: null, subscription_details: null } } };
    expect(await read(oneOff)).toEqual({ type: 'ignored', eventId: oneOff.id, providerType: 'invoice.paid' });
  });
});
