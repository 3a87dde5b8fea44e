import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppDiagramPage } from './AppDiagramPage';
import { nodes, scenarios } from './diagram';
import { STEP_MS } from './useScenarioPlayer';

describe('Visualization page', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('draws the client, server, database, media storage, CDN, card payment and e-mail providers', () => {
    const { container } = render(<AppDiagramPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Visualization' })).toBeInTheDocument();
    expect(nodes.map((node) => node.id).sort()).toEqual(['cdn', 'client', 'database', 'email', 'media', 'payments', 'server']);
    for (const node of nodes) {
      expect(container.querySelector(`[data-node="${node.id}"]`)).toHaveTextContent(node.label);
    }
    expect(container.querySelector('[data-node="payments"]')).toHaveTextContent('Card payment provider');
  });

  it('turns Login into Stop while playing, and Stop resets', () => {
    const { container } = render(<AppDiagramPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));

    const stop = screen.getByRole('button', { name: 'Stop' });
    expect(stop).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Load Map' })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(STEP_MS + 200);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Step 2 of 4');
    expect(container.querySelector('[data-node="database"]')).toHaveAttribute('data-active', 'true');

    fireEvent.click(stop);
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument();
    expect(container.querySelectorAll('[data-active="true"]')).toHaveLength(0);
    expect(screen.getByText('Choose Login or Load Map to start an animation.')).toBeInTheDocument();
  });

  it('plays Load Map through the CDN and media storage to the end', () => {
    const { container } = render(<AppDiagramPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Load Map' }));
    const loadMap = scenarios.find((scenario) => scenario.id === 'loadMap')!;

    act(() => {
      vi.advanceTimersByTime(STEP_MS * 5 + 100);
    });
    expect(container.querySelector('[data-node="media"]')).toHaveAttribute('data-active', 'true');
    expect(within(screen.getByRole('list')).getAllByRole('listitem')[5]).toHaveAttribute('aria-current', 'step');

    act(() => {
      vi.advanceTimersByTime(STEP_MS * loadMap.steps.length);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Load Map complete.');
    expect(screen.getByRole('button', { name: 'Load Map' })).toBeInTheDocument();
  });
});
