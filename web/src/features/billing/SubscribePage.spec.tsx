import { billingMessages as m } from '@lorewright/domain/billing/billingMessages';
import type { PlanSummary } from '@lorewright/domain/billing/planSummary';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatDate } from '../../lib/formatDate';
import { makePlan, makeUser, meAnswer, PLAN_END, planAnswer, pricesAnswer } from '../../testing/mockApi';
import { mockApiPerTest } from '../../testing/perTest';
import { renderRoute } from '../../testing/renderRoute';
import { leaveForProvider } from './leaveForProvider';

vi.mock('./leaveForProvider', () => ({ leaveForProvider: vi.fn() }));

const nextMonth = new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString();
const preview = {
  lines: {
    data: [
      { description: 'Unused time on Maps after 2026-03-16', amount: -250 },
      { description: 'Remaining time on Timelines, Maps after 2026-03-16', amount: 450 },
    ],
  },
  amount_due: 200,
  // The server's reading of the date sent: the update must confirm this one.
  proration_date: 1_773_619_200,
};

describe('/subscribe', () => {
  const api = mockApiPerTest();

  const open = async (plan: PlanSummary) => {
    api().on('POST me', meAnswer(makeUser()));
    api().on('GET subscription/current', planAnswer(plan));
    api().on('POST payment/prices', pricesAnswer());
    const view = renderRoute('/subscribe', { token: 't' });
    await screen.findByRole('checkbox', { name: 'Maps' }, { timeout: 5000 });
    return view;
  };
  const toggle = (name: string) => fireEvent.click(screen.getByRole('checkbox', { name }));
  const button = (name: string) => screen.getByRole('button', { name });

  it('sends a signed-out visitor to /login', async () => {
    const { router } = renderRoute('/subscribe');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back!' }, { timeout: 5000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows each paid element at its tier prices and links to the manage page', async () => {
    await open(makePlan());
    expect(screen.getByRole('heading', { level: 1, name: 'Subscribe' })).toBeInTheDocument();
    const maps = screen.getByRole('row', { name: /Maps/ });
    expect(
      within(maps)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['$5.00', '$4.00', '$3.00']);
    expect(screen.getByRole('link', { name: 'Manage Subscription' })).toHaveAttribute('href', '/dashboard/manage-subscription');
  });

  it('keeps writings and wikis included: their toggles cannot be changed', async () => {
    await open(makePlan());
    for (const name of ['Writings', 'Wikis']) {
      const box = screen.getByRole('checkbox', { name });
      expect(box).toBeChecked();
      expect(box).toBeDisabled();
      fireEvent.click(box);
      expect(box).toBeChecked();
    }
    toggle('Languages');
    expect(screen.getByRole('checkbox', { name: 'Languages' })).toBeChecked();
  });

  it("says 'No products selected.' and cannot check out with nothing chosen", async () => {
    await open(makePlan());
    expect(screen.getByText(m.noProducts)).toBeInTheDocument();
    expect(button('Checkout')).toBeDisabled();
  });

  it('checks out the chosen elements and goes to the hosted checkout', async () => {
    api().on('POST payment/checkout', { status: 200, body: { id: 'cs_1', url: 'https://pay.example/cs_1' } });
    await open(makePlan());
    toggle('Maps');
    toggle('Timelines');
    expect(screen.queryByText(m.noProducts)).not.toBeInTheDocument();
    expect(screen.getByText('$9.00')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: '2 Elements' })).toHaveAttribute('aria-current', 'true');
    fireEvent.click(button('Checkout'));
    await waitFor(() => expect(leaveForProvider).toHaveBeenCalledWith('https://pay.example/cs_1'));
    expect(api().callsTo('POST payment/checkout')[0]?.body).toEqual({ items: ['timelines', 'maps'] });
  });

  it("a checkout refused because a plan is live shows the server's reason and turns the page into a change of that plan", async () => {
    api().on('POST payment/checkout', () => {
      // Bought meanwhile (another tab): the plan read again is live.
      api().on('GET subscription/current', planAnswer(makePlan(['maps'])));
      return { status: 409, body: { error: m.alreadySubscribed } };
    });
    vi.mocked(leaveForProvider).mockClear();
    await open(makePlan());
    toggle('Maps');
    toggle('Timelines');
    fireEvent.click(button('Checkout'));
    expect(await screen.findByText(m.alreadySubscribed)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Review Change' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Checkout' })).not.toBeInTheDocument();
    expect(leaveForProvider).not.toHaveBeenCalled();
  });

  it('shows why a preview was refused (a proration date ahead of the server)', async () => {
    api().on('POST subscription/update/preview', { status: 400, body: { error: m.prorationDateFuture } });
    await open(makePlan(['maps']));
    toggle('Timelines');
    fireEvent.click(button('Review Change'));
    expect(await screen.findByText(m.prorationDateFuture)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
  });

  it('previews an upgrade and confirms it with the same proration date', async () => {
    api().on('POST subscription/update/preview', { status: 200, body: preview });
    api().on('POST subscription/update', () => {
      // The account gets its permissions with the change, so the menus unlock.
      api().on('POST me', meAnswer(makeUser({ permissions: { maps: nextMonth, timelines: nextMonth } })));
      return { status: 200, body: { message: m.updated, plan: makePlan(['timelines', 'maps']) } };
    });
    await open(makePlan(['maps']));
    expect(screen.getByRole('checkbox', { name: 'Maps' })).toBeChecked();
    toggle('Timelines');
    fireEvent.click(button('Review Change'));

    expect(await screen.findByText('Unused time on Maps after 2026-03-16')).toBeInTheDocument();
    expect(screen.getByText('−$2.50')).toBeInTheDocument();
    expect(screen.getByText('Remaining time on Timelines, Maps after 2026-03-16')).toBeInTheDocument();
    const due = screen.getByRole('row', { name: /Amount due now/ });
    expect(within(due).getByText('$2.00')).toBeInTheDocument();

    fireEvent.click(button('Confirm'));
    expect(await screen.findByText(m.updated)).toBeInTheDocument();
    const [previewed] = api().callsTo('POST subscription/update/preview');
    const [updated] = api().callsTo('POST subscription/update');
    const { proration_date } = previewed?.body as { proration_date: number };
    expect(Number.isInteger(proration_date)).toBe(true);
    expect(updated?.body).toEqual({ type: 'upgrade', new_items: ['timelines', 'maps'], proration_date: preview.proration_date });
    expect(await screen.findByText('These are the elements of your current plan.')).toBeInTheDocument();
  });

  it("shows 'Problem updating subscription.' with the server's reason when the change fails", async () => {
    api().on('POST subscription/update/preview', { status: 200, body: preview });
    api().on('POST subscription/update', { status: 409, body: { error: m.prorationDateStale } });
    await open(makePlan(['maps']));
    toggle('Timelines');
    fireEvent.click(button('Review Change'));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(m.updateFailed)).toBeInTheDocument();
    expect(screen.getByText(m.prorationDateStale)).toBeInTheDocument();
  });

  it('says a downgrade charges nothing now and starts at the next payment date', async () => {
    api().on('POST subscription/update/preview', { status: 200, body: { lines: { data: [] }, amount_due: 0, proration_date: preview.proration_date } });
    api().on('POST subscription/update', { status: 200, body: { message: m.updated, plan: makePlan(['timelines', 'maps']) } });
    await open(makePlan(['timelines', 'maps']));
    api().on('POST me', meAnswer(makeUser({ permissions: { maps: nextMonth, timelines: nextMonth } })));
    toggle('Maps');
    fireEvent.click(button('Review Change'));
    expect(
      await screen.findByText(
        `Nothing is charged now. Your new plan starts at your next payment date, ${formatDate(new Date(PLAN_END * 1000).toISOString())}.`,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Amount due now')).not.toBeInTheDocument();
    fireEvent.click(button('Confirm'));
    await waitFor(() => expect(api().callsTo('POST subscription/update')).toHaveLength(1));
    expect(api().callsTo('POST subscription/update')[0]?.body).toMatchObject({ type: 'downgrade', new_items: ['timelines'] });
  });

  it('offers cancellation when a live plan has nothing selected', async () => {
    api().on('POST subscription/cancel', { status: 200, body: { plan: makePlan(['maps'], { status: 'set_to_cancel', cancel_at: PLAN_END }) } });
    await open(makePlan(['maps']));
    toggle('Maps');
    expect(screen.queryByRole('button', { name: 'Checkout' })).not.toBeInTheDocument();
    fireEvent.click(button('Cancel Subscription'));
    fireEvent.click(within(screen.getByRole('alertdialog', { name: 'Cancel your subscription?' })).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(m.willNotRenew)).toBeInTheDocument();
    expect(api().callsTo('POST subscription/cancel')).toHaveLength(1);
    expect(screen.getByRole('button', { name: m.undoCancel })).toBeInTheDocument();
  });

  it('offers Undo Cancel for a plan that will not renew', async () => {
    api().on('POST subscription/undoCancel', { status: 200, body: { plan: makePlan(['maps']) } });
    await open(makePlan(['maps'], { status: 'set_to_cancel', cancel_at: PLAN_END }));
    toggle('Maps');
    expect(screen.getByText(m.willNotRenew)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
    fireEvent.click(button(m.undoCancel));
    expect(await screen.findByRole('button', { name: 'Cancel Subscription' })).toBeInTheDocument();
    expect(api().callsTo('POST subscription/undoCancel')).toHaveLength(1);
  });
});
