import { ALL_ELEMENTS_PRICE, formatDollars, priceTable } from '@lorewright/domain/billing/pricing';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../testing/renderRoute';

const rowOf = (name: RegExp | string) => screen.getByRole('row', { name });
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('pricing page', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ aId: '3f2b8c1e-5d4a-4f6b-9c7d-1a2b3c4d5e6f' }), { status: 200 }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    delete window.__LOREWRIGHT_TRACK_LOCALHOST__;
  });

  it('shows the tiers with $5.00, $4.00 and $3.00 per element and $12.00 for all three', async () => {
    renderRoute('/pricing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pricing' })).toBeInTheDocument();

    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Element', '1 Element', '2 Elements', '3 Elements']);
    for (const paid of [/^Timelines/, /^Maps/, /^Languages/]) {
      expect(cells(rowOf(paid))).toEqual(['$5.00', '$4.00', '$3.00']);
    }
    expect(cells(rowOf('Monthly total $5.00 $9.00 $12.00'))).toEqual(['$5.00', '$9.00', '$12.00']);
    expect(screen.getByText('$12.00', { selector: 'strong' })).toBeInTheDocument();
  });

  it('takes its numbers from the domain pricing rule', async () => {
    renderRoute('/pricing');
    await screen.findByRole('heading', { level: 1, name: 'Pricing' });
    const tiers = within(screen.getByRole('list', { name: 'Monthly total by number of paid elements' })).getAllByRole('listitem');
    expect(tiers).toHaveLength(priceTable().length);
    priceTable().forEach((tier, index) => {
      expect(within(tiers[index]).getByRole('heading')).toHaveTextContent(tier.tier);
      const total = index === 2 ? ALL_ELEMENTS_PRICE : tier.total;
      expect(tiers[index]).toHaveTextContent(formatDollars(total));
    });
  });

  it('keeps writings and wikis free and says what languages hold, no longer coming soon', async () => {
    renderRoute('/pricing');
    await screen.findByRole('heading', { level: 1, name: 'Pricing' });
    expect(cells(rowOf('Writings Free'))).toEqual(['Free']);
    expect(cells(rowOf('Wikis Free'))).toEqual(['Free']);
    const languages = rowOf(/^Languages/);
    expect(within(languages).getByText('Rune key maps, a writing area, a lexicon, and scenes and wikis in runes')).toBeInTheDocument();
    expect(screen.queryByText('Coming soon')).not.toBeInTheDocument();
  });

  it('links to /subscribe', async () => {
    renderRoute('/pricing');
    expect(await screen.findByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', '/subscribe');
  });

  it('records the visit with POST access when tracking is on', async () => {
    window.__LOREWRIGHT_TRACK_LOCALHOST__ = true;
    renderRoute('/pricing');
    await screen.findByRole('heading', { level: 1, name: 'Pricing' });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/v1/access', expect.objectContaining({ method: 'POST' })));
  });
});
