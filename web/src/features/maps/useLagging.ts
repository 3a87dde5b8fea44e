import { useEffect, useState } from 'react';

/** `value`, or while `lagging`, the value it had `delayMs` after it last changed: for costly work that may wait out a drag. */
export function useLagging<T>(value: T, lagging: boolean, delayMs: number): T {
  const [lagged, setLagged] = useState(value);
  // Out of lagging it follows at once (React's adjust-state-while-rendering), so lagging starts from the newest.
  if (!lagging && lagged !== value) setLagged(value);
  useEffect(() => {
    if (!lagging) return;
    const timer = setTimeout(() => setLagged(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, lagging, delayMs]);
  return lagging ? lagged : value;
}
