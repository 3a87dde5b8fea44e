import type { WatchedElement } from '@lorewright/domain/notifications/elementWatch';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useCurrentUser } from '../../lib/session/api';
import { TAB_ID } from '../../lib/tabId';
import { elementCacheKeys } from '../elements/api';
import { watchElement } from './liveWatches';

const cacheKeys: Record<WatchedElement, ReturnType<typeof elementCacheKeys>> = {
  map: elementCacheKeys('maps'),
  timeline: elementCacheKeys('timelines'),
  language: elementCacheKeys('languages'),
};

/** Who last changed the element shown, while this page is open; `seq` tells one change from the next. */
export interface LiveEdit {
  elementId: string;
  name: string;
  seq: number;
}

/**
 * Keeps a shown map, timeline or language live: when someone else (or the same person in another
 * tab) saves it, it is read again and the editor is named. `refetch` replaces the plain re-read
 * for a page that edits a copy of its own and merges the fresh one into it.
 */
export function useLiveElement(element: WatchedElement, elementId: string, refetch?: () => unknown): LiveEdit | null {
  const queryClient = useQueryClient();
  const me = useCurrentUser()?._id;
  const [edit, setEdit] = useState<LiveEdit | null>(null);
  // The change handler reads the newest of these without watching again.
  const latest = useRef({ me, refetch });
  latest.current = { me, refetch };

  useEffect(() => {
    if (!elementId) return;
    let seq = 0;
    return watchElement(element, elementId, (change) => {
      const { me: myId, refetch: reread } = latest.current;
      // What this very tab saved is on its page already.
      if (change.by._id === myId && change.tab === TAB_ID) return;
      if (reread) void reread();
      else void queryClient.invalidateQueries({ queryKey: cacheKeys[element].one(elementId) });
      seq += 1;
      setEdit({ elementId, name: change.by.name, seq });
    });
  }, [element, elementId, queryClient]);

  return edit?.elementId === elementId ? edit : null;
}
