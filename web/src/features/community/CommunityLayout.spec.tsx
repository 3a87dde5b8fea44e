import { worldMessages as m } from '@lorewright/domain/worlds/worldMessages';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApiPerTest } from '../../testing/perTest';
import { renderRoute } from '../../testing/renderRoute';
import { makePublicWorld } from '../../testing/worldFixtures';
import { SEARCH_DEBOUNCE_MS } from './CommunityLayout';

const found = makePublicWorld({ _id: 'w7', name: 'Hollowmere', description: 'A drowned town under a frozen lake.' });

describe('community', () => {
  const api = mockApiPerTest({
    'POST allWorlds': { status: 200, body: { worlds: [], total: 0 } },
    'POST posts/discoverFeed': { status: 200, body: { total: 0, posts: [] } },
    'GET forum/discussions?page=0': { status: 200, body: { total: 0, threads: [] } },
    'POST search': (body) => ({ status: 200, body: { worlds: (body as { text: string }).text === 'hollow' ? [found] : [] } }),
  });
  afterEach(() => vi.useRealTimers());

  const type = (text: string) => fireEvent.change(screen.getByRole('searchbox', { name: 'Search worlds' }), { target: { value: text } });
  const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

  it('redirects /community to the worlds tab, beside the posts and forum tabs and the search bar', async () => {
    const { router } = renderRoute('/community');
    expect(await screen.findByRole('heading', { level: 1, name: 'User Worlds' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/community/worlds');
    const tabs = within(screen.getByRole('navigation', { name: 'Community' }));
    expect(tabs.getByRole('link', { name: 'Worlds' })).toHaveAttribute('aria-current', 'page');
    expect(tabs.getByRole('link', { name: 'Posts' })).toHaveAttribute('href', '/community/posts');
    expect(tabs.getByRole('link', { name: 'Forum' })).toHaveAttribute('href', '/community/forum');
    expect(screen.getByRole('search')).toBeInTheDocument();
  });

  it('keeps the posts and forum tabs inside the community area', async () => {
    renderRoute('/community/posts');
    expect(await screen.findByRole('heading', { level: 1, name: 'Community Posts' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search worlds' })).toBeInTheDocument();

    fireEvent.click(within(screen.getByRole('navigation', { name: 'Community' })).getByRole('link', { name: 'Forum' }));
    expect(await screen.findByRole('navigation', { name: 'Sub-forums' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search worlds' })).toBeInTheDocument();
  });

  it('searches once typing has paused for 500 ms, and shows the results as world cards', async () => {
    renderRoute('/community/worlds');
    await screen.findByRole('heading', { level: 1, name: 'User Worlds' });
    vi.useFakeTimers();

    type('hol');
    await wait(SEARCH_DEBOUNCE_MS - 1);
    type('hollow');
    await wait(SEARCH_DEBOUNCE_MS - 1);
    expect(api().callsTo('POST search')).toHaveLength(0);
    await wait(1);
    expect(
      api()
        .callsTo('POST search')
        .map((call) => call.body),
    ).toEqual([{ text: 'hollow' }]);

    await wait(50);
    expect(screen.getByRole('heading', { level: 1, name: 'Results for “hollow”' })).toBeInTheDocument();
    const results = within(screen.getByRole('list', { name: 'Search results' }));
    expect(results.getByRole('link', { name: 'Hollowmere' })).toHaveAttribute('href', '/world/w7');
    expect(results.getByText('A drowned town under a frozen lake.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'User Worlds' })).not.toBeInTheDocument();
  });

  it("says 'No results found.' and goes back to the worlds tab with Back", async () => {
    renderRoute('/community/worlds');
    await screen.findByRole('heading', { level: 1, name: 'User Worlds' });
    vi.useFakeTimers();
    type('nothing like it');
    await wait(SEARCH_DEBOUNCE_MS);
    await wait(50);
    expect(screen.getByText(m.noResults)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { level: 1, name: 'User Worlds' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search worlds' })).toHaveValue('');
  });

  it('never sends blank text', async () => {
    renderRoute('/community/worlds');
    await screen.findByRole('heading', { level: 1, name: 'User Worlds' });
    vi.useFakeTimers();
    type('   ');
    await wait(SEARCH_DEBOUNCE_MS * 2);
    expect(api().callsTo('POST search')).toHaveLength(0);
    expect(screen.getByRole('heading', { level: 1, name: 'User Worlds' })).toBeInTheDocument();
  });
});
