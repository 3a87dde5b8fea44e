import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../testing/renderRoute';

const section = (name: string) => screen.getByRole('region', { name });
const article = (name: string) => screen.getByRole('article', { name });

describe('landing page', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    const end = new Date(Date.now() + 10 * 86_400_000).toISOString();
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ end, active: true }), { status: 200 }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  async function renderLanding() {
    renderRoute('/');
    await screen.findByRole('heading', { level: 1, name: 'Lorewright' });
  }

  it('shows the promotion countdown and a Register button', async () => {
    await renderLanding();
    const promotion = section('Beta promotion');
    expect(await within(promotion).findByRole('timer')).toBeInTheDocument();
    expect(within(promotion).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
  });

  it('has a section for each element', async () => {
    await renderLanding();
    expect(within(article('Writings')).getByText('Free')).toBeInTheDocument();
    expect(within(article('Wikis')).getByText('Free')).toBeInTheDocument();
    expect(within(article('Maps')).getByText(/^The random map generator:/)).toBeInTheDocument();
    const timelines = article('Timelines');
    expect(within(timelines).getByText(/Multiple lines on one timeline/)).toBeInTheDocument();
    expect(within(timelines).getByText(/^Zones/)).toBeInTheDocument();
    expect(within(timelines).getByText('Links from events to the writings, wikis, maps and timelines they tell of.')).toBeInTheDocument();
    const languages = article('Languages');
    expect(within(languages).getByText('Paid')).toBeInTheDocument();
    expect(within(languages).queryByText('Coming soon')).not.toBeInTheDocument();
    expect(within(languages).getByText(/^A key map of the runes you upload/)).toBeInTheDocument();
    expect(within(languages).getByText(/^A writing area/)).toBeInTheDocument();
    expect(within(languages).getByText('A lexicon of words, each with its meaning and type.')).toBeInTheDocument();
    expect(within(languages).getByText(/^Any scene of a writing or section of a wiki/)).toBeInTheDocument();
  });

  it('explains data safety', async () => {
    await renderLanding();
    const safety = section('Your data is safe');
    expect(within(safety).getByText(/hashed with argon2id and never stored in plain text/)).toBeInTheDocument();
    expect(within(safety).getByText(/never sees your card details/)).toBeInTheDocument();
  });

  it('shows the roadmap with the beta in progress, languages complete, and a link to the updates', async () => {
    await renderLanding();
    const roadmap = section('Roadmap');
    const stages = within(roadmap)
      .getAllByRole('listitem')
      .map((item) => [within(item).getByRole('heading').textContent, item.querySelector('p')?.textContent]);
    expect(stages).toEqual([
      ['Creation', 'Complete'],
      ['Community', 'Complete'],
      ['Alpha', 'Complete'],
      ['Beta', 'In progress'],
      ['Languages', 'Complete'],
    ]);
    expect(within(roadmap).getByText('Coming Soon')).toBeInTheDocument();
    expect(within(roadmap).getByRole('link', { name: /Updates & Fixes/ })).toHaveAttribute('href', '/updates');
  });
});
