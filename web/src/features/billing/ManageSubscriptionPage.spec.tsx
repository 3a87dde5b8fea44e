import { billingMessages as m } from '@lorewright/domain/billing/billingMessages';
import type { PlanSummary } from '@lorewright/domain/billing/planSummary';
import { blankHistoryInfo, type HistoryEntry, type HistoryInfo } from '@lorewright/domain/billing/subscriptionHistory';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatDate } from '../../lib/formatDate';
import { makePlan, makeUser, meAnswer, PLAN_END, PLAN_START, planAnswer } from '../../testing/mockApi';
import { mockApiPerTest } from '../../testing/perTest';
import { renderRoute } from '../../testing/renderRoute';
import { leaveForProvider } from './leaveForProvider';

vi.mock('./leaveForProvider', () => ({ leaveForProvider: vi.fn() }));

const day = (seconds: number) => formatDate(new Date(seconds * 1000).toISOString());
const DAY = 24 * 3600;

const blankInfo = blankHistoryInfo(PLAN_START);
const entry = (id: string, type: HistoryEntry['type'], info: Partial<HistoryInfo>): HistoryEntry => ({ id, type, info: { ...blankInfo, ...info } });
const mapsLine = { name: 'maps' as const, period_start: PLAN_START, period_end: PLAN_END };

// Oldest first, as the server answers.
const history: HistoryEntry[] = [
  entry('in_1', 'invoice', { lines: [mapsLine], total: 500, invoice_status: 'paid', created: PLAN_START, hosted_invoice_url: 'https://pay.example/in_1' }),
  entry('2', 'upgrade', { lines: [{ ...mapsLine, name: 'timelines' }, mapsLine], total: 200, created: PLAN_START + 5 * DAY }),
  entry('3', 'cancelled', { period_end: PLAN_END, cancel_at: PLAN_END, created: PLAN_START + 10 * DAY }),
  entry('in_2', 'invoice', { lines: [mapsLine], total: 500, invoice_status: 'open', created: PLAN_START + 12 * DAY }),
  entry('4', 'expired', { period_end: PLAN_END, canceled_at: PLAN_END, created: PLAN_END }),
];

describe('/dashboard/manage-subscription', () => {
  const api = mockApiPerTest();

  const open = async (plan: PlanSummary, entries: HistoryEntry[] = []) => {
    api().on('POST me', meAnswer(makeUser()));
    api().on('GET subscription/current', planAnswer(plan));
    api().on('POST user/subscriptionHistory', { status: 200, body: entries });
    const view = renderRoute('/dashboard/manage-subscription', { token: 't' });
    await screen.findByRole('heading', { level: 1, name: 'Manage Subscription' }, { timeout: 5000 });
    await screen.findByRole('heading', { name: 'Current Plan' });
    return view;
  };
  const planPanel = () => within(screen.getByRole('region', { name: 'Current Plan' }));

  it('says who is not subscribed yet and links to /subscribe', async () => {
    await open(makePlan());
    expect(await planPanel().findByText(m.notSubscribed)).toBeInTheDocument();
    expect(planPanel().getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', '/subscribe');
    expect(planPanel().queryByRole('button', { name: m.updateCard })).not.toBeInTheDocument();
    expect(await screen.findByText(m.noHistory)).toBeInTheDocument();
  });

  it('shows a paid plan: elements, due date, total and Paid, with its actions', async () => {
    await open(makePlan(['timelines', 'maps']));
    expect(await planPanel().findByText('Timelines, Maps')).toBeInTheDocument();
    expect(planPanel().getByText(day(PLAN_END))).toBeInTheDocument();
    expect(planPanel().getByText('$9.00 / month')).toBeInTheDocument();
    expect(planPanel().getByText(m.paid)).toBeInTheDocument();
    expect(planPanel().getByRole('button', { name: m.updateCard })).toBeInTheDocument();
    expect(planPanel().getByRole('button', { name: m.cancel })).toBeInTheDocument();
    expect(planPanel().getByRole('link', { name: 'Change Elements' })).toHaveAttribute('href', '/subscribe');
  });

  it('warns about an unpaid plan', async () => {
    await open(makePlan(['maps'], { has_paid: false, unpaid_due_date: PLAN_END }));
    expect(await planPanel().findByText(m.notPaid)).toBeInTheDocument();
    expect(planPanel().getByRole('alert')).toHaveTextContent(m.unpaidWarning(day(PLAN_END)));
  });

  it('cancels after a Yes in the confirm modal', async () => {
    api().on('POST subscription/cancel', { status: 200, body: { plan: makePlan(['maps'], { status: 'set_to_cancel', cancel_at: PLAN_END }) } });
    await open(makePlan(['maps']));
    fireEvent.click(await planPanel().findByRole('button', { name: m.cancel }));
    const dialog = within(screen.getByRole('alertdialog', { name: 'Cancel your subscription?' }));
    expect(dialog.getByText(new RegExp(`unlocked until ${day(PLAN_END)}`))).toBeInTheDocument();
    fireEvent.click(dialog.getByRole('button', { name: 'Yes' }));
    expect(await planPanel().findByText(m.willNotRenew)).toBeInTheDocument();
    expect(api().callsTo('POST subscription/cancel')).toHaveLength(1);
  });

  it('shows a plan that will not renew, and Undo Cancel', async () => {
    api().on('POST subscription/undoCancel', { status: 200, body: { plan: makePlan(['maps']) } });
    await open(makePlan(['maps'], { status: 'set_to_cancel', cancel_at: PLAN_END }));
    expect(await planPanel().findByText(m.willNotRenew)).toBeInTheDocument();
    expect(planPanel().getByText(m.scheduledToExpire(day(PLAN_END)))).toBeInTheDocument();
    expect(planPanel().queryByRole('button', { name: m.cancel })).not.toBeInTheDocument();
    fireEvent.click(planPanel().getByRole('button', { name: m.undoCancel }));
    expect(await planPanel().findByRole('button', { name: m.cancel })).toBeInTheDocument();
    expect(api().callsTo('POST subscription/undoCancel')).toHaveLength(1);
  });

  it('says when an expired plan ended', async () => {
    await open(makePlan([], { status: 'expired', canceled_at: PLAN_END }));
    expect(await planPanel().findByText(m.expiredOn(day(PLAN_END)))).toBeInTheDocument();
  });

  it('shows the pending downgrade', async () => {
    await open(makePlan(['timelines', 'maps'], { pending_downgrade: { items: ['maps'], effective_at: PLAN_END } }));
    expect(await planPanel().findByText(`From ${day(PLAN_END)}, your plan will be Maps for $5.00 a month.`)).toBeInTheDocument();
  });

  it('opens the card portal, and shows its error as an alert', async () => {
    api().on('POST payment/portal', { status: 200, body: { url: 'https://pay.example/portal' } });
    await open(makePlan(['maps']));
    fireEvent.click(await planPanel().findByRole('button', { name: m.updateCard }));
    await waitFor(() => expect(leaveForProvider).toHaveBeenCalledWith('https://pay.example/portal'));

    api().on('POST payment/portal', { status: 400, body: { error: 'There is no card on file yet.' } });
    fireEvent.click(planPanel().getByRole('button', { name: m.updateCard }));
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no card on file yet.');
  });

  it('lists the history newest first, in words; cancelled and expired without an amount', async () => {
    await open(makePlan(['maps']), history);
    const table = within(await screen.findByRole('table', { name: 'Subscription history, newest first' }));
    const rows = table
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      [`Expired${day(PLAN_END)}`, '—', '—', '—'],
      [`Invoice${day(PLAN_START + 12 * DAY)}`, 'Maps', '$5.00', m.notPaid],
      [`Cancelled${day(PLAN_START + 10 * DAY)}`, '—', '—', m.willExpireOn(day(PLAN_END))],
      [`Upgrade${day(PLAN_START + 5 * DAY)}`, 'Timelines, Maps', '$2.00', '—'],
      [`Invoice${day(PLAN_START)}`, 'Maps', '$5.00', `${m.paid} · Invoice`],
    ]);
    expect(table.getByRole('link', { name: 'Invoice' })).toHaveAttribute('href', 'https://pay.example/in_1');
  });

  it('shows a second checkout paid in a race as refunded, with what it was for and the amount', async () => {
    const at = PLAN_START + 60;
    await open(makePlan(['maps']), [
      history[0],
      entry('5', 'duplicate_refunded', { lines: [{ name: 'timelines', period_start: at, period_end: at }], total: 500, created: at }),
    ]);
    const table = within(await screen.findByRole('table', { name: 'Subscription history, newest first' }));
    const [, newest] = table.getAllByRole('row');
    expect([...newest.querySelectorAll('th, td')].map((cell) => cell.textContent)).toEqual([
      `Duplicate Checkout${day(at)}`,
      'Timelines',
      '$5.00',
      m.duplicateRefunded,
    ]);
  });
});
