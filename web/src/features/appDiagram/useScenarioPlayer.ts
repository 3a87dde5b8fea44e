import { useCallback, useEffect, useRef, useState } from 'react';
import type { Scenario } from './diagram';

export const STEP_MS = 1400;

export interface PlayerState {
  scenario: Scenario | null;
  /** Index of the step being shown. */
  step: number;
  /** 0 → 1 along the current step's edge. */
  progress: number;
  /** The scenario that just finished, until something else is played. */
  finished: Scenario | null;
}

const idle: PlayerState = { scenario: null, step: 0, progress: 0, finished: null };

const nextFrame = (callback: FrameRequestCallback) =>
  typeof requestAnimationFrame === 'function' ? requestAnimationFrame(callback) : (setTimeout(() => callback(performance.now()), 16) as unknown as number);
const cancelFrame = (id: number) => (typeof cancelAnimationFrame === 'function' ? cancelAnimationFrame(id) : clearTimeout(id));

/** Plays a scenario step by step with requestAnimationFrame; stop() resets to the start. */
export function useScenarioPlayer() {
  const [state, setState] = useState<PlayerState>(idle);
  const frame = useRef<number | null>(null);

  const halt = useCallback(() => {
    if (frame.current !== null) cancelFrame(frame.current);
    frame.current = null;
  }, []);

  const stop = useCallback(() => {
    halt();
    setState(idle);
  }, [halt]);

  const play = useCallback(
    (scenario: Scenario) => {
      halt();
      const total = scenario.steps.length * STEP_MS;
      let start: number | null = null;
      const tick = (time: number) => {
        start ??= time;
        const elapsed = time - start;
        if (elapsed >= total) {
          frame.current = null;
          setState({ ...idle, finished: scenario });
          return;
        }
        const step = Math.floor(elapsed / STEP_MS);
        setState({ scenario, step, progress: (elapsed - step * STEP_MS) / STEP_MS, finished: null });
        frame.current = nextFrame(tick);
      };
      setState({ scenario, step: 0, progress: 0, finished: null });
      frame.current = nextFrame(tick);
    },
    [halt],
  );

  useEffect(() => halt, [halt]);

  return { ...state, play, stop };
}
