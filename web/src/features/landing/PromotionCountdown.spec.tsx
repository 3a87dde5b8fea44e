import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/queryClient';
import { stubFetchPerTest } from '../../testing/perTest';
import { PromotionCard, PromotionCountdown } from './PromotionCountdown';

const NOW = new Date('2026-11-23T12:00:00Z');
const unit = (name: string) => within(screen.getByRole('timer')).getByText(name).previousElementSibling?.textContent;

function renderCard(end: Date, active = true) {
  return render(
    <MemoryRouter>
      <PromotionCard promotion={{ status: 'ready', end, active }} />
    </MemoryRouter>,
  );
}

describe('PromotionCard', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows days, hours, minutes and seconds left', () => {
    renderCard(new Date(NOW.getTime() + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000));
    expect(unit('Days')).toBe('02');
    expect(unit('Hours')).toBe('03');
    expect(unit('Minutes')).toBe('04');
    expect(unit('Seconds')).toBe('05');
    expect(screen.getByRole('heading', { name: 'One year of every element, free' })).toBeInTheDocument();
  });

  it('ticks every second', () => {
    renderCard(new Date(NOW.getTime() + 65_000));
    expect([unit('Minutes'), unit('Seconds')]).toEqual(['01', '05']);

    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect([unit('Minutes'), unit('Seconds')]).toEqual(['01', '04']);

    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect([unit('Minutes'), unit('Seconds')]).toEqual(['00', '59']);
  });

  it('turns into the ended notice when the end is reached', () => {
    renderCard(new Date(NOW.getTime() + 2000));
    expect(screen.getByRole('timer')).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'The promotion has ended.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
  });

  it('shows the ended notice when the server says the promotion is over', () => {
    renderCard(new Date('2025-10-15T00:00:00Z'), false);
    expect(screen.getByRole('heading', { name: 'The promotion has ended.' })).toBeInTheDocument();
    expect(screen.getByText(/It ended on October 1[45], 2025/)).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });
});

describe('PromotionCountdown', () => {
  const fetchMock = vi.fn<typeof fetch>();

  stubFetchPerTest(fetchMock);

  function renderSection() {
    return render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <PromotionCountdown />
        </MemoryRouter>
      </QueryClientProvider>,
    );
  }

  it('counts down to the end date from GET /api/v1/promotion', async () => {
    const end = new Date(Date.now() + 3 * 86_400_000 + 30_000);
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ end: end.toISOString(), active: true }), { status: 200 }));

    renderSection();

    expect(await screen.findByRole('timer')).toBeInTheDocument();
    expect(unit('Days')).toBe('03');
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/promotion', expect.objectContaining({ method: 'GET' }));
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
  });

  it('shows a placeholder while loading', () => {
    fetchMock.mockReturnValue(new Promise(() => {}));
    renderSection();
    expect(screen.getByText('Loading the promotion…')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register' })).toBeInTheDocument();
  });

  it('keeps the offer and the Register button when the promotion cannot be loaded', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ error: 'Not found.' }), { status: 404 }));
    renderSection();
    expect(await screen.findByText('The countdown cannot be shown right now.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'One year of every element, free' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
  });

  it('treats an answer without a valid date as unavailable', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ end: 'soon', active: true }), { status: 200 }));
    renderSection();
    expect(await screen.findByText('The countdown cannot be shown right now.', {}, { timeout: 3000 })).toBeInTheDocument();
  });
});
