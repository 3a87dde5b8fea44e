import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../testing/renderRoute';

describe('route table', () => {
  it('renders the landing page at /', async () => {
    renderRoute('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lorewright' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Inspiration' })).toBeInTheDocument();
    expect(screen.getByText('Discover and collect ideas.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Creation' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Community' })).toBeInTheDocument();
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

  it.each([
    ['/login', 'Login'],
    ['/register', 'Register'],
    ['/activate/abc123', 'Account Activation'],
    ['/forgot-password', 'Forgot Password'],
    ['/reset-password/abc123', 'Reset Password'],
    ['/introduction', 'Introduction'],
    ['/start-creating', 'Start Creating'],
    ['/dashboard', 'Dashboard'],
    ['/dashboard/settings', 'Account Settings'],
    ['/dashboard/login-history', 'Login History'],
    ['/dashboard/following', 'Following'],
    ['/dashboard/invitations', 'Invitations'],
    ['/dashboard/notification-history', 'Notification History'],
    ['/dashboard/manage-subscription', 'Manage Subscription'],
    ['/dashboard/violations', 'Violations'],
    ['/dashboard/media', 'Media'],
    ['/subscribe', 'Subscribe'],
    ['/payment-success', 'Payment Successful'],
    ['/user/u1', 'Profile'],
    ['/inspiration', 'Inspiration'],
    ['/creation', 'Creation'],
    ['/world/example', 'World'],
    ['/create-world', 'Create World'],
    ['/manage-worlds', 'Manage Worlds'],
    ['/manage-members', 'Manage Members'],
    ['/invitation/i1', 'Invitation'],
    ['/community/worlds', 'Community Worlds'],
    ['/community/posts', 'Community Posts'],
    ['/pricing', 'Pricing'],
    ['/support', 'Support'],
    ['/updates', 'Updates & Fixes'],
    ['/app-diagram', 'Visualization'],
    ['/help', 'Help'],
    ['/help/faq', 'FAQ'],
    ['/help/terms-of-service', 'Terms of Service'],
    ['/help/privacy-policy', 'Privacy Policy'],
    ['/help/storing-passwords', 'Storing Passwords'],
    ['/help/inappropriate-content', 'Inappropriate Content'],
    ['/new-writing', 'New Writing'],
    ['/writing-room', 'Writing Room'],
    ['/writing/w1', 'Writing'],
    ['/reading-room/w1', 'Reading Room'],
    ['/new-wiki', 'New Wiki'],
    ['/wiki/k1', 'Wiki'],
    ['/new-map', 'New Map'],
    ['/map/m1', 'Map'],
    ['/generate-map', 'Map Generator'],
    ['/new-timeline', 'New Timeline'],
    ['/timeline/t1', 'Timeline'],
    ['/calendar', 'Calendar'],
    ['/new-language', 'New Language'],
    ['/language/l1', 'Language'],
  ])('knows the spec route %s (%s)', async (path, name) => {
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
    expect(screen.getByText('This screen is not available in this build yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it('redirects /community to /community/worlds', async () => {
    const { router } = renderRoute('/community');
    expect(await screen.findByRole('heading', { name: 'Community Worlds' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/community/worlds');
  });

  it('hides navigation and footer on full-screen element screens', async () => {
    renderRoute('/writing/w1');
    await screen.findByRole('heading', { name: 'Writing' });
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
    await screen.findByRole('heading', { name: 'Lorewright' });
    vi.mocked(window.scrollTo).mockClear();
    await act(() => router.navigate('/pricing'));
    await screen.findByRole('heading', { name: 'Pricing' });
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
