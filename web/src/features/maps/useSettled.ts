import { useEffect, useState } from 'react';

/** Turns true `delayMs` after `ready` does (and false with it): for effects that wait for calm. */
export function useSettled(ready: boolean, delayMs: number): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (!ready) return setSettled(false);
    const timer = setTimeout(() => setSettled(true), delayMs);
    return () => clearTimeout(timer);
  }, [ready, delayMs]);
  return settled;
}
