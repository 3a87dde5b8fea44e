import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../testing/renderRoute';
import { releases } from './releases';

describe('updates page', () => {
  it('lists every release, newest first, with its changes', async () => {
    renderRoute('/updates');
    expect(await screen.findByRole('heading', { level: 1, name: 'Updates & Fixes' })).toBeInTheDocument();
    const items = within(screen.getByRole('main')).getAllByRole('article');
    expect(items).toHaveLength(releases.length);
    expect(within(items[0]).getByRole('heading', { level: 2 })).toHaveTextContent(releases[0].title);
    expect(within(items[0]).getByText(/event-sourced platform/)).toBeInTheDocument();
    expect(within(items[0]).getByText(/^Accounts:/)).toBeInTheDocument();
  });

  it('keeps releases sorted newest first', () => {
    const dates = releases.map((release) => release.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });
});
