import { useEffect, useState } from 'react';
import { joinNotificationSocket, notificationConnection } from '../notifications/api';

// How long a page waits for the notification connection before it edits alone. Component specs,
// whose fake connection never opens unless a spec opens it, wait less (testSetup.ts).
export const typingTogetherWait = { ms: 4000 };

/**
 * Whether this visit types together (in the co-typing rooms) or alone (saves checked by revision):
 * together when the notification connection is up, or comes up soon; alone when there is none
 * (signed out, a network that blocks WebSockets). Decided once: a drop later is bridged by the
 * rooms, which merge what was typed meanwhile. Null while waiting.
 */
export function useTypingTogether(wanted: boolean): boolean | null {
  const [together, setTogether] = useState<boolean | null>(() => {
    if (!wanted) return false;
    const connection = notificationConnection();
    return connection === 'connecting' ? null : connection === 'ready';
  });

  useEffect(() => {
    if (together !== null) return;
    const leave = joinNotificationSocket({ ready: () => setTogether(true), message: () => undefined, down: () => undefined });
    const timer = setTimeout(() => setTogether(false), typingTogetherWait.ms);
    return () => {
      leave();
      clearTimeout(timer);
    };
  }, [together]);

  return together;
}
