import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NAV_HINT } from '../app/layout/UserMenu';
import { makeUser, meAnswer, mockApi } from '../testing/mockApi';
import { renderRoute } from '../testing/renderRoute';
import { hintVisible } from './TutorialHint';

describe('tutorial hints', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('show only when the user has done the step before theirs, or always for step -1', () => {
    expect(hintVisible(1, 0)).toBe(true);
    expect(hintVisible(1, undefined)).toBe(true);
    expect(hintVisible(1, 1)).toBe(false);
    expect(hintVisible(3, 1)).toBe(false);
    expect(hintVisible(3, 2)).toBe(true);
    expect(hintVisible(-1, 5)).toBe(true);
  });

  it('shows the navigation hint at step 8 only after step 7; OK advances the tutorial and hides it', async () => {
    const api = mockApi({
      'POST me': meAnswer(makeUser({ tutorial: 7, numLogins: 3 })),
      'POST user/stepTutorial': { status: 200, body: { tutorial: 8 } },
    });
    renderRoute('/', { token: 't' });
    expect(await screen.findByText(NAV_HINT)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByText(NAV_HINT)).not.toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST user/stepTutorial')).toHaveLength(1));
    expect(api.callsTo('POST user/stepTutorial')[0]?.body).toEqual({ step: 8 });
  });

  it('does not show the navigation hint before the world page hints are done', async () => {
    mockApi({ 'POST me': meAnswer(makeUser({ tutorial: 0, numLogins: 3 })) });
    renderRoute('/dashboard', { token: 't' });
    await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada Lovelace' });
    expect(screen.queryByText(NAV_HINT)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'OK' })).not.toBeInTheDocument();
  });

  it('shows the navigation hint at step 8, beside the user menu', async () => {
    mockApi({ 'POST me': meAnswer(makeUser({ tutorial: 7 })) });
    renderRoute('/', { token: 't' });
    expect(await screen.findByText(NAV_HINT)).toBeInTheDocument();
    expect(NAV_HINT).toBe("When you're done exploring the world page, click here to go to your dashboard.");
  });
});
