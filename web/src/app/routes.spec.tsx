import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../testing/renderRoute';

describe('route table', () => {
  it('renders the landing page at /', async () => {
    renderRoute('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lorewright' })).toBeInTheDocument();
    const cycle = within(screen.getByRole('region', { name: 'The creative cycle' }));
    expect(cycle.getByRole('heading', { name: 'Inspiration' })).toBeInTheDocument();
    expect(cycle.getByText('Discover and collect ideas.')).toBeInTheDocument();
    expect(cycle.getByRole('heading', { name: 'Creation' })).toBeInTheDocument();
    expect(cycle.getByRole('heading', { name: 'Community' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown path', async () => {
    renderRoute('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Error Code 404')).toBeInTheDocument();
    expect(screen.getByText("Oops! Looks like this page doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('shows the not-found page at /404', async () => {
    renderRoute('/404');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  // The account screens, the dashboard (signed in only), the profile, the dev mailbox and the
  // built element screens (writings, wikis, maps, timelines, languages), the subscription
  // screens, the staff console and Inspiration have their own specs in features/.
  it('shows Inspiration at /inspiration, no longer a pending screen', async () => {
    renderRoute('/inspiration');
    expect(await screen.findByRole('heading', { level: 1, name: 'Inspiration' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Discover' })).toBeInTheDocument();
    expect(screen.queryByText('This screen is not available in this build yet.')).not.toBeInTheDocument();
  });

  it('redirects /community to /community/worlds', async () => {
    const { router } = renderRoute('/community');
    expect(await screen.findByRole('heading', { level: 1, name: 'User Worlds' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/community/worlds');
  });

  it('shows the community feed at /community/posts', async () => {
    renderRoute('/community/posts');
    expect(await screen.findByRole('heading', { level: 1, name: 'Community Posts' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Discover' })).toHaveAttribute('aria-selected', 'true');
  });

  it('redirects /community/forum to the default sub-forum, Discussions', async () => {
    const { router } = renderRoute('/community/forum');
    expect(await screen.findByRole('heading', { level: 1, name: 'Discussions' }, { timeout: 5000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/community/forum/discussions');
  });

  it('hides navigation and footer on full-screen element screens', async () => {
    renderRoute('/reading-room/example');
    await screen.findByRole('heading', { level: 1, name: 'Prologue: The Lantern Road' }, { timeout: 5000 });
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('keeps the navigation but hides the footer under /help', async () => {
    renderRoute('/help/faq');
    await screen.findByRole('heading', { name: 'FAQ' });
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('scrolls back to the top on navigation', async () => {
    const { router } = renderRoute('/');
    // Pages load lazily; on a busy machine that can take longer than the default second.
    await screen.findByRole('heading', { name: 'Lorewright' }, { timeout: 5000 });
    vi.mocked(window.scrollTo).mockClear();
    await act(() => router.navigate('/pricing'));
    await screen.findByRole('heading', { level: 1, name: 'Pricing' }, { timeout: 5000 });
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith(0, 0));
  });
});
