import type { ElementEditor, WatchedElement } from '@lorewright/domain/notifications/elementWatch';
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
  wiki: elementCacheKeys('wikis'),
  writing: elementCacheKeys('writings'),
};

/** Who last changed the element shown, while this page is open; `seq` tells one change from the next. */
export interface LiveEdit {
  elementId: string;
  name: string;
  seq: number;
}

export interface LiveElement {
  lastEdit: LiveEdit | null;
  /** The other people who may edit the element and have it open (only an editor is told). */
  people: ElementEditor[];
}

const NOBODY: ElementEditor[] = [];

/**
 * Keeps a shown element live: when someone else (or the same person in another tab) saves it, it
 * is read again and the editor is named. `refetch` replaces the plain re-read for a page that
 * edits a copy of its own: it merges the fresh one in, or leaves the text being edited alone.
 */
export function useLiveElement(element: WatchedElement, elementId: string, refetch?: () => unknown): LiveElement {
  const queryClient = useQueryClient();
  const me = useCurrentUser()?._id;
  const [edit, setEdit] = useState<LiveEdit | null>(null);
  const [present, setPresent] = useState<{ elementId: string; people: ElementEditor[] } | null>(null);
  // The change handler reads the newest of these without watching again.
  const latest = useRef({ me, refetch });
  latest.current = { me, refetch };

  useEffect(() => {
    if (!elementId) return;
    let seq = 0;
    return watchElement(element, elementId, {
      changed: (change) => {
        const { me: myId, refetch: reread } = latest.current;
        // What this very tab saved is on its page already.
        if (change.by._id === myId && change.tab === TAB_ID) return;
        if (reread) void reread();
        else void queryClient.invalidateQueries({ queryKey: cacheKeys[element].one(elementId) });
        seq += 1;
        setEdit({ elementId, name: change.by.name, seq });
      },
      presence: (people) => setPresent({ elementId, people }),
    });
  }, [element, elementId, queryClient]);

  // The server names the receiver too; the page lists the others.
  const people = present?.elementId === elementId ? present.people.filter((person) => person._id !== me) : NOBODY;
  return { lastEdit: edit?.elementId === elementId ? edit : null, people };
}
