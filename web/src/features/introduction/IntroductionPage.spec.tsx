import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetNavigationHistory } from '../../lib/navigationHistory';
import { renderRoute } from '../../testing/renderRoute';
import { demoWorld } from '../../testing/worldFixtures';
import { INTRO_DELAYS_MS, INTRO_LINES } from './IntroductionPage';
import { STAGGER_MAX_MS, STAGGER_MIN_MS, nextStagger } from './Typewriter';

const typedPart = (text: string) => screen.getByText(text, { selector: '.visually-hidden' }).nextElementSibling!;
const actions = () => screen.getByRole('link', { name: 'Demo World' }).parentElement!;

describe('introduction', () => {
  beforeEach(() => {
    resetNavigationHistory();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the product timings', () => {
    expect(INTRO_DELAYS_MS).toEqual([1000, 3000, 5000]);
    expect([STAGGER_MIN_MS, STAGGER_MAX_MS]).toEqual([15, 20]);
    expect(nextStagger(() => 0)).toBe(15);
    expect(nextStagger(() => 0.999999)).toBeCloseTo(20);
  });

  it('types its three parts from 1, 3 and 5 s on, then offers Demo World and Start Creating', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router } = renderRoute('/introduction');
    await screen.findByRole('heading', { level: 1, name: INTRO_LINES[0] });
    await act(() => router.navigate('/start-creating'));
    await act(() => router.navigate('/introduction'));
    await screen.findByRole('heading', { level: 1, name: INTRO_LINES[0] });
    // No navigation or footer on the introduction.
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(800));
    expect(typedPart(INTRO_LINES[0]).textContent).toBe(INTRO_LINES[0]); // laid out, but…
    expect(typedPart(INTRO_LINES[0]).querySelector('[class*="untyped"]')?.textContent).toBe(INTRO_LINES[0]); // …all untyped

    // 22 characters at most 20 ms apart: typed by 1.5 s; the second part waits for 3 s.
    await act(() => vi.advanceTimersByTimeAsync(1100));
    expect(typedPart(INTRO_LINES[0]).querySelector('[class*="untyped"]')?.textContent).toBe('');
    expect(typedPart(INTRO_LINES[1]).querySelector('[class*="untyped"]')?.textContent).toBe(INTRO_LINES[1]);
    expect(actions()).toHaveAttribute('data-shown', 'false');

    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(typedPart(INTRO_LINES[2]).querySelector('[class*="untyped"]')?.textContent).toBe('');
    expect(actions()).toHaveAttribute('data-shown', 'true');
    expect(screen.getByRole('link', { name: 'Demo World' })).toHaveAttribute('href', '/world/example');
    expect(screen.getByRole('link', { name: 'Start Creating' })).toHaveAttribute('href', '/start-creating');
  });

  it('types nothing for a user who prefers reduced motion: the whole text and the buttons at once', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)', media: query }));
    try {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      renderRoute('/introduction');
      await screen.findByRole('heading', { level: 1, name: INTRO_LINES[0] });
      for (const line of INTRO_LINES) expect(typedPart(line).querySelector('[class*="untyped"]')?.textContent).toBe('');
      expect(actions()).toHaveAttribute('data-shown', 'true');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('skips the animation when the user comes from a world page', async () => {
    const { router } = renderRoute('/world/example');
    await screen.findByRole('heading', { level: 1, name: demoWorld.name }, { timeout: 5000 });
    await act(() => router.navigate('/introduction'));
    await screen.findByRole('heading', { level: 1, name: INTRO_LINES[0] });
    expect(typedPart(INTRO_LINES[2]).querySelector('[class*="untyped"]')?.textContent).toBe('');
    expect(actions()).toHaveAttribute('data-shown', 'true');
  });
});

describe('start creating', () => {
  it("is 'Step One' and leads to /create-world", async () => {
    renderRoute('/start-creating');
    expect(await screen.findByRole('heading', { level: 1, name: 'Step One' })).toBeInTheDocument();
    expect(screen.getByText(/Worlds are the backbone of Lorewright/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create World' })).toHaveAttribute('href', '/create-world');
  });
});
