import { worldMessages as m } from '@lorewright/domain/worlds/worldMessages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApiPerTest } from '../../testing/perTest';
import { renderRoute } from '../../testing/renderRoute';
import { makePublicWorld } from '../../testing/worldFixtures';

// 14 public worlds, newest first: three pages of six.
const all = Array.from({ length: 14 }, (_, index) =>
  makePublicWorld({ _id: `w${index}`, name: `World ${index}`, headerImage: index === 0 ? 'top.png' : null }),
);

describe('/community/worlds', () => {
  const api = mockApiPerTest({
    'POST allWorlds': (body) => {
      const { skip, limit } = body as { skip: number; limit: number };
      return { status: 200, body: { worlds: all.slice(skip, skip + limit), total: all.length } };
    },
  });

  const cards = () =>
    within(screen.getByRole('list', { name: 'Public worlds' }))
      .getAllByRole('heading')
      .map((title) => title.textContent);

  it('lists the first six public worlds, asking for page 0 with skip and limit', async () => {
    renderRoute('/community/worlds');
    // The first render of the file also loads the page's code: give it time on a busy machine.
    expect(await screen.findByRole('list', { name: 'Public worlds' }, { timeout: 5000 })).toBeInTheDocument();
    expect(api().callsTo('POST allWorlds')[0]?.body).toEqual({ page: 0, skip: 0, limit: 6 });
    expect(cards()).toEqual(['World 0', 'World 1', 'World 2', 'World 3', 'World 4', 'World 5']);
    const pages = within(screen.getByRole('navigation', { name: 'World pages' }));
    expect(pages.getAllByRole('button', { name: /^Page/ }).map((page) => page.textContent)).toEqual(['1', '2', '3']);
    expect(pages.getByRole('button', { name: /Previous/ })).toBeDisabled();
  });

  it('turns pages with Next, a page number and Previous', async () => {
    renderRoute('/community/worlds');
    const pages = within(await screen.findByRole('navigation', { name: 'World pages' }));

    fireEvent.click(pages.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(cards()[0]).toBe('World 6'));
    fireEvent.click(pages.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(cards()).toEqual(['World 12', 'World 13']));
    expect(pages.getByRole('button', { name: /Next/ })).toBeDisabled();
    fireEvent.click(pages.getByRole('button', { name: /Previous/ }));
    await waitFor(() => expect(cards()[0]).toBe('World 6'));

    expect(
      api()
        .callsTo('POST allWorlds')
        .map((call) => call.body),
    ).toEqual([
      { page: 0, skip: 0, limit: 6 },
      { page: 1, skip: 6, limit: 6 },
      { page: 2, skip: 12, limit: 6 },
    ]);
  });

  it('opens a world when its card is clicked', async () => {
    const { router } = renderRoute('/community/worlds');
    const list = within(await screen.findByRole('list', { name: 'Public worlds' }));
    fireEvent.click(list.getByRole('link', { name: 'World 2' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/world/w2'));
  });

  it("says 'No worlds found.' when there are none", async () => {
    api().on('POST allWorlds', { status: 200, body: { worlds: [], total: 0 } });
    renderRoute('/community/worlds');
    expect(await screen.findByText(m.noWorldsFound)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'World pages' })).not.toBeInTheDocument();
  });

  it('features the newest public world on the first of five slides, and the demo world on the rest', async () => {
    renderRoute('/community/worlds');
    const featured = within(await screen.findByRole('region', { name: 'Featured Worlds' }));
    await waitFor(() => expect(featured.getByText('World 0')).toBeInTheDocument());
    const slides = featured.getAllByRole('group', { hidden: true });
    expect(slides).toHaveLength(5);
    const targets = slides.map((slide) => within(slide).getByRole('link', { hidden: true }).getAttribute('href'));
    expect(targets).toEqual(['/world/w0', '/world/example', '/world/example', '/world/example', '/world/example']);
    expect(slides[0].querySelector('img')).toHaveAttribute('src', '/media/headers/a1/top.png');
    expect(slides[1].querySelector('img')).toHaveAttribute('src', '/assets/default_header.svg');
  });

  it('features only the demo world while there are no public worlds', async () => {
    api().on('POST allWorlds', { status: 200, body: { worlds: [], total: 0 } });
    renderRoute('/community/worlds');
    await screen.findByText(m.noWorldsFound);
    const slides = within(screen.getByRole('region', { name: 'Featured Worlds' })).getAllByRole('group', { hidden: true });
    expect(slides.map((slide) => within(slide).getByRole('link', { hidden: true }).getAttribute('href'))).toEqual(Array(5).fill('/world/example'));
  });
});
