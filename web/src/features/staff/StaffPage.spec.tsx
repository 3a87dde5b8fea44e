import { staffMessages as m } from '@lorewright/domain/staff/staffMessages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeStaffDetail, makeUser, meAnswer } from '../../testing/mockApi';
import { mockApiPerTest } from '../../testing/perTest';
import { renderRoute } from '../../testing/renderRoute';
import { openAsStaff } from './openStaffPage';

const grace = makeStaffDetail().user;

describe('/staff', () => {
  const api = mockApiPerTest();

  it('sends a signed-out visitor to /login', async () => {
    const { router } = renderRoute('/staff');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('refuses a signed-in user without a staff role', async () => {
    api().on('POST me', meAnswer(makeUser()));
    renderRoute('/staff', { token: 't' });
    expect(await screen.findByText(m.staffOnly, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(api().calls.some((call) => call.path.startsWith('staff/'))).toBe(false);
  });

  it('finds people by two characters or more and opens the chosen one', async () => {
    api().on('GET staff/users?q=gr', { status: 200, body: { users: [{ ...grace, roles: ['admin'], accountStatus: 'blocked' }] } });
    api().on('GET staff/users/u2', { status: 200, body: makeStaffDetail() });
    const { router } = openAsStaff(api(), '/staff');
    const box = await screen.findByRole('searchbox', { name: 'Find a user by e-mail or name' }, { timeout: 5000 });

    fireEvent.change(box, { target: { value: 'g' } });
    expect(screen.getByText(m.searchTooShort)).toBeInTheDocument();
    fireEvent.change(box, { target: { value: 'gr' } });
    const row = (await screen.findByRole('link', { name: 'Grace Hopper' })).closest('tr')!;
    expect(api().callsTo('GET staff/users?q=g')).toHaveLength(0);
    expect(within(row).getByText('grace@example.com')).toBeInTheDocument();
    expect(within(row).getByText('Blocked')).toBeInTheDocument();
    expect(within(row).getByText('January 10, 2025')).toBeInTheDocument();
    expect(within(row).getByText('Admin')).toBeInTheDocument();

    fireEvent.click(within(row).getByRole('link', { name: 'Grace Hopper' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' }, { timeout: 5000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/staff/users/u2');
  });

  it('says when nobody matches', async () => {
    api().on('GET staff/users?q=zz', { status: 200, body: { users: [] } });
    openAsStaff(api(), '/staff');
    fireEvent.change(await screen.findByRole('searchbox', {}, { timeout: 5000 }), { target: { value: 'zz' } });
    expect(await screen.findByText('No users found.')).toBeInTheDocument();
  });
});
