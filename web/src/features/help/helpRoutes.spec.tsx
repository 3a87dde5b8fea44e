import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../testing/renderRoute';
import { helpTopics } from './helpTopics';

describe('help routes', () => {
  it('shows the help home alone at /help, without the help menu', async () => {
    renderRoute('/help');
    expect(await screen.findByRole('heading', { level: 1, name: 'How can we help?' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Help' })).not.toBeInTheDocument();
    for (const topic of helpTopics) {
      expect(within(screen.getByRole('main')).getByRole('link', { name: new RegExp(`^${topic.title}`) })).toHaveAttribute('href', `/help/${topic.path}`);
    }
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/support');
  });

  it.each([
    ['faq', 'FAQ'],
    ['terms-of-service', 'Terms of Service'],
    ['privacy-policy', 'Privacy Policy'],
    ['storing-passwords', 'Storing Passwords'],
    ['inappropriate-content', 'Inappropriate Content'],
  ])('shows the help menu beside /help/%s', async (path, title) => {
    renderRoute(`/help/${path}`);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Help' });
    expect(within(menu).getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/help');
    expect(within(menu).getByRole('link', { name: title })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getAllByRole('link')).toHaveLength(helpTopics.length + 1);
  });

  it('hides the footer under /help but keeps the navigation', async () => {
    renderRoute('/help');
    await screen.findByRole('heading', { name: 'How can we help?' });
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('moves between help pages with the menu', async () => {
    const { router } = renderRoute('/help/faq');
    await screen.findByRole('heading', { level: 1, name: 'FAQ' });
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Help' })).getByRole('link', { name: 'Privacy Policy' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/help/privacy-policy');
  });
});

describe('help content', () => {
  it('FAQ: refunds, the beta year, data after cancelling, the coming download', async () => {
    renderRoute('/help/faq');
    await screen.findByRole('heading', { level: 1, name: 'FAQ' });
    expect(
      screen.getByText(/Refunds are only given for subscriptions that are less than 14 days old, unless the circumstances are exceptional/),
    ).toBeInTheDocument();
    expect(screen.getByText('During the beta, all users who registered before release get 1 year free of all elements.')).toBeInTheDocument();
    expect(screen.getByText('Your data is kept after you cancel your subscription.')).toBeInTheDocument();
    expect(screen.getByText(/^Yes\. Choose Download my data on your dashboard/)).toBeInTheDocument();
    expect(screen.queryByText(/coming/)).not.toBeInTheDocument();
  });

  it('FAQ: languages are a paid element that exists, no longer coming soon', async () => {
    renderRoute('/help/faq');
    await screen.findByRole('heading', { level: 1, name: 'FAQ' });
    expect(screen.getByText(/Timelines, maps and languages are paid, per element\. See the/)).toBeInTheDocument();
    expect(screen.getByText(/^Upload runes and map each to a key of one or more characters/)).toBeInTheDocument();
    expect(screen.queryByText(/coming soon/i)).not.toBeInTheDocument();
  });

  it('Terms of Service: April 2022, the content policy and the API clause', async () => {
    renderRoute('/help/terms-of-service');
    await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });
    expect(screen.getByText('Last updated April 2022')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Content policy' })).toBeInTheDocument();
    expect(screen.getByText('Pornographic or obscene content.')).toBeInTheDocument();
    expect(screen.getByText('Illegal activity. It is reported to the authorities.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Using the API' })).toBeInTheDocument();
    expect(screen.getByText(/There is no public API/)).toBeInTheDocument();
  });

  it('Privacy Policy: August 10, 2022, with links to storing passwords and the terms', async () => {
    renderRoute('/help/privacy-policy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    expect(screen.getByText('Last updated August 10, 2022')).toBeInTheDocument();
    for (const heading of ['Logs and user activity', 'Passwords', 'Card and address data', 'Intellectual property']) {
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    const article = screen.getByRole('article');
    expect(within(article).getByRole('link', { name: 'Storing Passwords' })).toHaveAttribute('href', '/help/storing-passwords');
    expect(within(article).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/help/terms-of-service');
  });

  it('Storing Passwords names argon2id and plain text', async () => {
    renderRoute('/help/storing-passwords');
    await screen.findByRole('heading', { level: 1, name: 'Storing Passwords' });
    expect(screen.getByText('argon2id', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText(/never stores your password in plain text/)).toBeInTheDocument();
  });

  it('Inappropriate Content explains how to report through /support', async () => {
    renderRoute('/help/inappropriate-content');
    await screen.findByRole('heading', { level: 1, name: 'Inappropriate Content' });
    expect(screen.getByText('Extremely violent content.')).toBeInTheDocument();
    expect(within(screen.getByRole('article')).getByRole('link', { name: 'support page' })).toHaveAttribute('href', '/support');
    expect(screen.getByText('Report A Problem')).toBeInTheDocument();
  });
});
