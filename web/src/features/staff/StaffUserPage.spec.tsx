import { screen, within, fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../lib/formatDate';
import { makePlan, makeStaffDetail, PLAN_END, PLAN_START } from '../../testing/mockApi';
import { mockApiPerTest } from '../../testing/perTest';
import { openStaffUser } from './openStaffPage';
import { blankInfo, mapsLine, noAppeal, pendingAppeal, rejectedAppeal, repealed } from './testing/staffSpecFixtures';

const region = (name: string) => within(screen.getByRole('region', { name }));
const rowOf = (name: string, text: string) => region(name).getByText(text).closest('tr')!;

describe('/staff/users/:id', () => {
  const api = mockApiPerTest();

  it('shows the account in the header', async () => {
    await openStaffUser(api(), makeStaffDetail({ user: { ...makeStaffDetail().user, roles: ['support'], permissions: { maps: '2027-01-01T12:00:00.000Z' } } }));
    const header = screen.getByRole('heading', { level: 1 }).closest('header')!;
    expect(within(header).getByText('grace@example.com')).toBeInTheDocument();
    expect(within(header).getByText('Active')).toBeInTheDocument();
    expect(within(header).getByText('Support')).toBeInTheDocument();
    expect(within(header).getByText('January 10, 2025')).toBeInTheDocument();
    expect(within(header).getByText('2')).toBeInTheDocument();
    expect(within(header).getByText('Beta Test User')).toBeInTheDocument();
    expect(within(header).getByText(`maps until ${formatDate('2027-01-01T12:00:00.000Z')}`)).toBeInTheDocument();
  });

  it('support opening another staff account is told it is an admin’s, with no forms or raw events the server would refuse', async () => {
    await openStaffUser(api(), makeStaffDetail({ user: { ...makeStaffDetail().user, roles: ['admin'] } }));
    expect(region('Staff account').getByText('Only an admin can open or act on another staff account.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Events' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /block/i })).not.toBeInTheDocument();
  });

  it('lists logins newest first, unknown places as a dash', async () => {
    await openStaffUser(api(), makeStaffDetail());
    const rows = region('Login History').getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('198.51.100.2');
    expect(within(rows[0]).getAllByText('—')).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('203.0.113.7');
    expect(rows[1]).toHaveTextContent('Lisbon');
    expect(rows[1]).toHaveTextContent('Portugal');
  });

  it('shows each violation with its appeal state and the actions it allows', async () => {
    await openStaffUser(api(), makeStaffDetail({ violations: [noAppeal, pendingAppeal, rejectedAppeal, repealed] }));
    const none = within(rowOf('Violations', 'Spam in the forum.'));
    expect(none.getByText('No appeal')).toBeInTheDocument();
    expect(none.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(none.queryByRole('button', { name: 'Reject Appeal' })).not.toBeInTheDocument();
    expect(none.getByRole('button', { name: 'Repeal' })).toBeInTheDocument();

    const pending = within(rowOf('Violations', 'Stolen artwork.'));
    expect(pending.getByText(/Appeal pending/)).toBeInTheDocument();
    expect(pending.getByText('I drew it myself.')).toBeInTheDocument();
    expect(pending.getByRole('button', { name: 'Reject Appeal' })).toBeInTheDocument();
    expect(pending.getByRole('button', { name: 'Repeal' })).toBeInTheDocument();

    const rejected = within(rowOf('Violations', 'Harassment.'));
    expect(rejected.getByText(`Appeal rejected (${formatDate(rejectedAppeal.rejectedOn!)})`)).toBeInTheDocument();
    expect(rejected.queryByRole('button', { name: 'Reject Appeal' })).not.toBeInTheDocument();
    expect(rejected.getByRole('button', { name: 'Repeal' })).toBeInTheDocument();

    const gone = within(rowOf('Violations', 'Wrong person.'));
    expect(gone.getByText(/Repealed/)).toBeInTheDocument();
    expect(gone.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the plan and the billing history, newest first', async () => {
    const history = [
      { id: 'in_1', type: 'invoice' as const, info: { ...blankInfo, lines: [mapsLine], total: 500, created: PLAN_START } },
      { id: '2', type: 'cancelled' as const, info: { ...blankInfo, created: PLAN_START + 86_400 } },
    ];
    await openStaffUser(api(), makeStaffDetail({ billing: { plan: makePlan(['maps', 'timelines']), history } }));
    const billing = region('Billing');
    expect(billing.getByText('Active')).toBeInTheDocument();
    expect(billing.getByText('Timelines, Maps')).toBeInTheDocument();
    expect(billing.getByText('$9.00 / month')).toBeInTheDocument();
    expect(billing.getByText(formatDate(new Date(PLAN_END * 1000).toISOString()))).toBeInTheDocument();
    const rows = billing.getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Cancelled');
    expect(rows[1]).toHaveTextContent('Invoice');
    expect(rows[1]).toHaveTextContent('Maps');
    expect(rows[1]).toHaveTextContent('$5.00');
  });

  it('links each world to its page', async () => {
    await openStaffUser(api(), makeStaffDetail());
    expect(region('Worlds').getByRole('link', { name: 'Northern Marches' })).toHaveAttribute('href', '/world/w1');
    expect(region('Worlds').getByText('public')).toBeInTheDocument();
  });

  it("lists a chosen stream's raw events with their data as text", async () => {
    const data = { name: '<script>alert(1)</script>', count: 2 };
    const event = { position: 7, revision: 0, type: 'UserRegistered', time: '2026-02-01T08:00:00.000Z', actorId: 'u1', actorName: 'Ada Lovelace', data };
    api().on('GET staff/users/u2/events?stream=user-u2', { status: 200, body: { stream: 'user-u2', events: [event] } });
    await openStaffUser(api(), makeStaffDetail());
    fireEvent.change(region('Events').getByRole('combobox', { name: 'Stream' }), { target: { value: 'user-u2' } });
    const row = within((await region('Events').findByText('UserRegistered')).closest('tr')!);
    expect(row.getByText('7')).toBeInTheDocument();
    expect(row.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(row.getByText(/<script>alert\(1\)<\/script>/).tagName).toBe('PRE');
    expect(row.getByText(/"count": 2/)).toBeInTheDocument();
    expect(document.querySelector('tbody script')).toBeNull();
  });
});
