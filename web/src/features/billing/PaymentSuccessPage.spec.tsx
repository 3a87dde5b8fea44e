import { NO_PLAN } from '@lorewright/domain/billing/planSummary';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePlan, makeUser, meAnswer, planAnswer } from '../../testing/mockApi';
import { mockApiPerTest } from '../../testing/perTest';
import { renderRoute } from '../../testing/renderRoute';

// Permissions count while their date is ahead of now.
const paidUntil = new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString();

describe('/payment-success', () => {
  const api = mockApiPerTest();

  it('sends a signed-out visitor to /login', async () => {
    const { router } = renderRoute('/payment-success');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back!' }, { timeout: 5000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('waits for the plan and its permissions, then lists the unlocked elements', async () => {
    api().on('POST me', meAnswer(makeUser()));
    // The provider's webhook arrives after the person: the first answer has no plan yet.
    api().on('GET subscription/current', () => {
      api().on('GET subscription/current', planAnswer(makePlan(['timelines', 'maps'])));
      api().on('POST me', meAnswer(makeUser({ permissions: { timelines: paidUntil, maps: paidUntil } })));
      return planAnswer(NO_PLAN);
    });
    renderRoute('/payment-success', { token: 't' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Setting up your plan…')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Creating' })).toHaveAttribute('href', '/creation');
    expect(screen.getByRole('link', { name: 'Manage Subscription' })).toHaveAttribute('href', '/dashboard/manage-subscription');

    const unlocked = await screen.findByRole('list', { name: 'Unlocked elements' }, { timeout: 5000 });
    expect(
      within(unlocked)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Timelines', 'Maps']);
    expect(screen.getByText('Unlocked for you:')).toBeInTheDocument();
    expect(screen.queryByText('Setting up your plan…')).not.toBeInTheDocument();
    // The plan is polled once a second, after the page's own chunk has loaded.
  }, 10_000);
});
