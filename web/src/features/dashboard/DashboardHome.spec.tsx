import { accountMessages as m } from '@lorewright/domain/accounts/accountMessages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatDate } from '../../lib/formatDate';
import { describe, expect, it } from 'vitest';
import { readToken, writeToken } from '../../lib/tokenStorage';
import { billingMessages as billing } from '@lorewright/domain/billing/billingMessages';
import { makePlan, makeUser, meAnswer, PLAN_END, planAnswer } from '../../testing/mockApi';
import { mockApiPerTest } from '../../testing/perTest';
import { renderRoute } from '../../testing/renderRoute';

describe('dashboard', () => {
  // Never subscribed, unless a test says otherwise.
  const api = mockApiPerTest({ 'GET subscription/current': planAnswer(makePlan()) });

  it.each(['/dashboard', '/dashboard/settings', '/dashboard/login-history', '/dashboard/media'])(
    'sends a signed-out visitor from %s to /login',
    async (path) => {
      const { router } = renderRoute(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back!' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/login');
    },
  );

  it('welcomes a returning user back and shows permissions, subscription and the side menu', async () => {
    api().on('POST me', meAnswer(makeUser({ numLogins: 5, tutorial: 3 })));
    renderRoute('/dashboard', { token: 't' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send us your feedback' })).toHaveAttribute('href', '/support');
    expect(screen.getByRole('heading', { name: 'Your Permissions' })).toBeInTheDocument();
    expect(await screen.findByText(m.notSubscribed)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', '/subscribe');
    expect(screen.getByRole('link', { name: 'See Demo World' })).toHaveAttribute('href', '/world/example');

    const menu = within(screen.getByRole('navigation', { name: 'Dashboard' }));
    expect(menu.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/dashboard',
      '/dashboard/settings',
      '/dashboard/login-history',
      '/dashboard/following',
      '/dashboard/invitations',
      '/dashboard/notification-history',
      '/dashboard/manage-subscription',
      '/dashboard/violations',
      '/dashboard/media',
    ]);
  });

  it('offers Download my data, which starts an export of everything the user made', async () => {
    api().on('POST me', meAnswer(makeUser({ numLogins: 5 })));
    api().on('POST export/user', { status: 201, body: { exportId: 'x1' } });
    api().on('GET export/x1', {
      status: 200,
      body: { exportId: 'x1', status: 'running', progress: 0, size: null, createdAt: '', scope: 'user', worldId: null },
    });
    renderRoute('/dashboard', { token: 't' });
    expect(await screen.findByRole('heading', { name: 'Your Data' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(api().callsTo('POST export/user')).toHaveLength(1));
    expect(await within(screen.getByRole('main')).findByRole('status')).toHaveTextContent('Preparing your export…');
  });

  it('offers the ZIP of the export its ready notification links to', async () => {
    api().on('POST me', meAnswer(makeUser({ numLogins: 5 })));
    api().on('GET export/x9', {
      status: 200,
      body: { exportId: 'x9', status: 'completed', progress: 100, size: 4096, createdAt: '', scope: 'user', worldId: null },
    });
    renderRoute('/dashboard?export=x9', { token: 't' });
    expect(await screen.findByRole('button', { name: 'Download ZIP (4 KB)' })).toBeInTheDocument();
  });

  it('welcomes a first-time user to Lorewright', async () => {
    sessionStorage.setItem('introductionShownFor', 'u1');
    api().on('POST me', meAnswer(makeUser({ numLogins: 1 })));
    renderRoute('/dashboard', { token: 't' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Lorewright, Ada Lovelace' })).toBeInTheDocument();
  });

  it('shows a blocked account its notice instead of permissions and subscription', async () => {
    api().on('POST me', meAnswer(makeUser({ accountStatus: 'blocked' })));
    renderRoute('/dashboard', { token: 't' });
    expect(await screen.findByText('Your account has been blocked.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'More Info' })).toHaveAttribute('href', '/dashboard/violations');
    expect(screen.queryByRole('heading', { name: 'Your Permissions' })).not.toBeInTheDocument();
    expect(screen.queryByText(m.notSubscribed)).not.toBeInTheDocument();
    const menu = within(screen.getByRole('navigation', { name: 'Dashboard' }));
    expect(menu.getAllByRole('link').map((link) => link.textContent)).toEqual(['Home', 'Violations']);
  });

  it('logs out: revokes the token on the server, forgets it and goes to /login', async () => {
    writeToken('t');
    api().on('POST me', meAnswer(makeUser()));
    api().on('POST logout', { status: 200, body: { message: 'Logged out.' } });
    const { router, store } = renderRoute('/dashboard', { token: 't' });
    fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api().callsTo('POST logout')).toHaveLength(1);
    expect(readToken()).toBeNull();
    expect(store.getState().session.token).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back!' })).toBeInTheDocument();
  });

  it('shows the live plan compactly: elements, total, due date, Paid and its notices', async () => {
    api().on('POST me', meAnswer(makeUser()));
    api().on('GET subscription/current', planAnswer(makePlan(['timelines', 'maps'], { status: 'set_to_cancel', cancel_at: PLAN_END })));
    renderRoute('/dashboard', { token: 't' });
    const panel = within(await screen.findByRole('region', { name: 'Subscription' }, { timeout: 5000 }));
    const due = formatDate(new Date(PLAN_END * 1000).toISOString());
    expect(await panel.findByText('Timelines, Maps')).toBeInTheDocument();
    expect(panel.getByText(new RegExp(`\\$9\\.00 / month · due ${due}`))).toBeInTheDocument();
    expect(panel.getByText(billing.paid)).toBeInTheDocument();
    expect(panel.getByText(billing.willNotRenew)).toBeInTheDocument();
    expect(panel.getByText(billing.scheduledToExpire(due))).toBeInTheDocument();
    expect(panel.getByRole('link', { name: 'Manage Subscription' })).toHaveAttribute('href', '/dashboard/manage-subscription');
    expect(panel.queryByRole('link', { name: 'Subscribe' })).not.toBeInTheDocument();
  });

  it('shows an unpaid plan as Not Paid', async () => {
    api().on('POST me', meAnswer(makeUser()));
    api().on('GET subscription/current', planAnswer(makePlan(['maps'], { has_paid: false, unpaid_due_date: PLAN_END })));
    renderRoute('/dashboard', { token: 't' });
    expect(await screen.findByText(billing.notPaid, {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('opens Manage Subscription inside the dashboard', async () => {
    api().on('POST me', meAnswer(makeUser()));
    api().on('POST user/subscriptionHistory', { status: 200, body: [] });
    renderRoute('/dashboard/manage-subscription', { token: 't' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Subscription' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText(billing.notSubscribed)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('opens the notification history inside the dashboard (NotificationHistoryPage.spec.tsx tells the rest)', async () => {
    api().on('POST me', meAnswer(makeUser()));
    api().on('POST notifications/history', { status: 200, body: { notifications: [], total: 0, unread: 0 } });
    renderRoute('/dashboard/notification-history', { token: 't' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Notification History' })).toBeInTheDocument();
    expect(await screen.findByText('You have no notifications.')).toBeInTheDocument();
    expect(screen.queryByText('Coming Soon!')).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('lists the login history with date, ip, city and country, newest first', async () => {
    api().on('POST me', meAnswer(makeUser()));
    api().on('GET loginHistory', {
      status: 200,
      body: {
        loginHistory: [
          { date: '2025-01-02T10:00:00.000Z', location: { ip: '203.0.113.7', city: 'Lisbon', country_name: 'Portugal' } },
          { date: '2025-03-04T10:00:00.000Z', location: { ip: '127.0.0.1', city: null, country_name: null } },
        ],
      },
    });
    renderRoute('/dashboard/login-history', { token: 't' });
    expect(await screen.findByText('203.0.113.7')).toBeInTheDocument();
    const rows = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows[0]?.slice(1)).toEqual(['127.0.0.1', '—', '—']);
    expect(rows[1]?.slice(1)).toEqual(['203.0.113.7', 'Lisbon', 'Portugal']);
  });

  it('shows the empty violations state, and an appeal form for a violation', async () => {
    api().on('POST me', meAnswer(makeUser()));
    const first = renderRoute('/dashboard/violations', { token: 't' });
    expect(await screen.findByText('You have no violations.')).toBeInTheDocument();
    first.unmount();

    api().on(
      'POST me',
      meAnswer(
        makeUser({
          violationHistory: [
            { date: '2025-02-01T12:00:00.000Z', reason: 'Copyrighted images in a public world.' },
            { date: '2025-01-01T12:00:00.000Z', reason: 'Repealed one.', repealedOn: '2025-01-05T12:00:00.000Z' },
          ],
        }),
      ),
    );
    renderRoute('/dashboard/violations', { token: 't' });
    expect(await screen.findByText('Copyrighted images in a public world.')).toBeInTheDocument();
    expect(screen.queryByText('Repealed one.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Appeal this violation')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Appeal' })).toBeInTheDocument();
  });
});
