import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../testing/renderRoute';

async function mainNav() {
  return within(await screen.findByRole('navigation', { name: 'Main' }));
}

describe('top navigation', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('opens the mobile menu with the toggle and closes it when a link is chosen', async () => {
    const { router } = renderRoute('/');
    const nav = await mainNav();
    const toggle = nav.getByRole('button', { name: 'Menu' });
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAttribute('data-open', 'false');

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toHaveAttribute('data-open', 'true');

    fireEvent.click(nav.getByRole('link', { name: 'Pricing' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAttribute('data-open', 'false');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pricing' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pricing');
  });

  it('closes the mobile menu when the toggle is pressed again or Escape is pressed', async () => {
    renderRoute('/');
    const toggle = (await mainNav()).getByRole('button', { name: 'Menu' });
    fireEvent.click(toggle);
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(toggle);
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows Demo, Pricing and Login to a signed-out visitor', async () => {
    renderRoute('/');
    const nav = await mainNav();
    expect(nav.getByRole('link', { name: 'Lorewright' })).toHaveAttribute('href', '/');
    expect(nav.getByRole('link', { name: 'Create' })).toHaveAttribute('href', '/creation');
    expect(nav.getByRole('link', { name: 'Community' })).toHaveAttribute('href', '/community');
    expect(nav.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/help/faq');
    expect(nav.getByRole('link', { name: 'Demo' })).toHaveAttribute('href', '/world/example');
    expect(nav.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
    expect(nav.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(nav.queryByRole('link', { name: 'Feedback' })).not.toBeInTheDocument();
  });

  it('shows Feedback instead of Demo, Pricing and Login when signed in', async () => {
    renderRoute('/', { token: 'a-token' });
    const nav = await mainNav();
    expect(nav.getByRole('link', { name: 'Feedback' })).toHaveAttribute('href', '/support');
    expect(nav.queryByRole('link', { name: 'Demo' })).not.toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Pricing' })).not.toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('hides the Blog link when no blog address is configured', async () => {
    vi.stubEnv('VITE_BLOG_URL', '');
    renderRoute('/');
    expect((await mainNav()).queryByRole('link', { name: 'Blog' })).not.toBeInTheDocument();
  });

  it('hides the Blog link when the configured address is not absolute https', async () => {
    vi.stubEnv('VITE_BLOG_URL', '#blog');
    renderRoute('/');
    expect((await mainNav()).queryByRole('link', { name: 'Blog' })).not.toBeInTheDocument();
  });

  it('links Blog to the configured address in a new tab', async () => {
    vi.stubEnv('VITE_BLOG_URL', 'https://blog.lorewright.example/');
    renderRoute('/');
    const blog = (await mainNav()).getByRole('link', { name: 'Blog' });
    expect(blog).toHaveAttribute('href', 'https://blog.lorewright.example/');
    expect(blog).toHaveAttribute('target', '_blank');
    expect(blog).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
