import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, meAnswer } from '../../testing/mockApi';
import { mockApiPerTest } from '../../testing/perTest';
import { renderRoute } from '../../testing/renderRoute';

describe('user menu', () => {
  const api = mockApiPerTest();

  const openMenu = async () => {
    const nav = within(await screen.findByRole('navigation', { name: 'Main' }));
    fireEvent.click(await nav.findByRole('button', { name: 'Account menu for Ada Lovelace' }));
    return nav;
  };

  it('links support staff to the staff console', async () => {
    api().on('POST me', meAnswer(makeUser({ roles: ['support'] })));
    renderRoute('/', { token: 't' });
    expect((await openMenu()).getByRole('link', { name: 'Staff' })).toHaveAttribute('href', '/staff');
  });

  it('shows no Staff link to everyone else', async () => {
    api().on('POST me', meAnswer(makeUser()));
    renderRoute('/', { token: 't' });
    const nav = await openMenu();
    expect(nav.getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Staff' })).not.toBeInTheDocument();
  });
});
