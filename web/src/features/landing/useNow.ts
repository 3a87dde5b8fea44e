import { useEffect, useState } from 'react';

/** The current time, refreshed every `intervalMs` while `running`. */
export function useNow(running: boolean, intervalMs = 1000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!running) return;
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [running, intervalMs]);
  return now;
}
