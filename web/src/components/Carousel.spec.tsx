import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from './Carousel';

const slides = ['Aldervale', 'Hollowmere', 'Port Hollow', 'Ember Spire', 'Old Valish'];

function renderCarousel(autoAdvanceMs?: number) {
  render(
    <Carousel
      label="Featured Worlds"
      items={slides}
      itemKey={(slide) => slide}
      renderItem={(slide, active) => (
        <a href={`#${slide}`} tabIndex={active ? undefined : -1}>
          {slide}
        </a>
      )}
      autoAdvanceMs={autoAdvanceMs}
    />,
  );
}

/** The slide in the middle: the one not hidden from assistive technology. */
const currentSlide = () => screen.getAllByRole('group', { hidden: true }).find((slide) => slide.getAttribute('aria-hidden') === 'false');
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('Carousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the first slide of five with a dot for each', () => {
    renderCarousel();
    expect(screen.getByRole('region', { name: 'Featured Worlds' })).toBeInTheDocument();
    expect(currentSlide()).toHaveAccessibleName('1 of 5');
    expect(currentSlide()).toHaveTextContent('Aldervale');
    expect(screen.getAllByRole('button', { name: /Go to slide/ })).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute('aria-current', 'true');
  });

  it('stays put without auto-advance', () => {
    renderCarousel();
    advance(60_000);
    expect(currentSlide()).toHaveTextContent('Aldervale');
  });

  it('advances by itself and wraps around after the last slide', () => {
    renderCarousel(5000);
    advance(4999);
    expect(currentSlide()).toHaveTextContent('Aldervale');
    advance(1);
    expect(currentSlide()).toHaveTextContent('Hollowmere');
    for (const next of ['Port Hollow', 'Ember Spire', 'Old Valish', 'Aldervale']) {
      advance(5000);
      expect(currentSlide()).toHaveTextContent(next);
    }
  });

  it('stops advancing for good once the user moves it with an arrow', () => {
    renderCarousel(5000);
    advance(5000);
    expect(currentSlide()).toHaveTextContent('Hollowmere');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentSlide()).toHaveTextContent('Port Hollow');
    advance(60_000);
    expect(currentSlide()).toHaveTextContent('Port Hollow');
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(currentSlide()).toHaveTextContent('Old Valish');
  });

  it('stops advancing once the user picks a dot', () => {
    renderCarousel(5000);
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 4' }));
    expect(currentSlide()).toHaveTextContent('Ember Spire');
    expect(screen.queryByRole('button', { name: 'Stop slideshow' })).not.toBeInTheDocument();
    advance(60_000);
    expect(currentSlide()).toHaveTextContent('Ember Spire');
  });

  it('can be stopped without moving it', () => {
    renderCarousel(5000);
    fireEvent.click(screen.getByRole('button', { name: 'Stop slideshow' }));
    advance(60_000);
    expect(currentSlide()).toHaveTextContent('Aldervale');
  });

  it('does not advance by itself for a user who prefers reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)', media: query }));
    try {
      renderCarousel(5000);
      expect(screen.queryByRole('button', { name: 'Stop slideshow' })).not.toBeInTheDocument();
      advance(60_000);
      expect(currentSlide()).toHaveTextContent('Aldervale');
      // The arrows still move it.
      fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
      expect(currentSlide()).toHaveTextContent('Hollowmere');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('holds its slides in a track of groups, not a list (a list may hold only list items)', () => {
    renderCarousel();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getAllByRole('group', { hidden: true })).toHaveLength(5);
  });

  it('brings a slide beside the current one to the centre instead of following its link', () => {
    renderCarousel(5000);
    const next = screen.getByText('Hollowmere');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    act(() => {
      next.dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(true);
    expect(currentSlide()).toHaveTextContent('Hollowmere');
    advance(60_000);
    expect(currentSlide()).toHaveTextContent('Hollowmere');
  });
});
