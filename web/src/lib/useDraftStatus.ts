import { writingMessages as m } from '@lorewright/domain/writings/writingMessages';
import { DRAFT_POLL_MS, DRAFT_WAIT_MS } from '@lorewright/domain/writings/writingView';
import { useEffect, useMemo, useRef, useState } from 'react';

// The draft status hint of the writing room (product.md §4), also the wiki page's: none,
// typing, saving, saved. While typing it is checked every DRAFT_POLL_MS, and turns to saving once
// DRAFT_WAIT_MS have passed since the last input. 'failed' reads like typing but is not checked: after a
// refused save nothing is on its way until the next input (or, after a conflict, a reload).

export type DraftStatus = 'none' | 'typing' | 'saving' | 'saved' | 'failed';

export const draftStatusText: Record<DraftStatus, string> = {
  none: m.draftNone,
  typing: m.draftTyping,
  saving: m.draftSaving,
  saved: m.draftSaved,
  failed: m.draftTyping,
};

export interface DraftStatusControls {
  /** An edit was made just now. */
  input: () => void;
  /** A save request left. */
  saving: () => void;
  /** Everything typed so far is stored. */
  saved: () => void;
  /** A save was refused; the text is not stored. */
  failed: () => void;
  /** Back to the start (a reload replaced the text). */
  reset: () => void;
}

/** The status, and stable controls to move it. */
export function useDraftStatus(): [DraftStatus, DraftStatusControls] {
  const [status, setStatus] = useState<DraftStatus>('none');
  const lastInput = useRef(0);

  useEffect(() => {
    if (status !== 'typing') return;
    // Only from typing: a tick that lands just after a save answered must not undo its news.
    const poll = setInterval(() => {
      if (Date.now() - lastInput.current >= DRAFT_WAIT_MS) setStatus((now) => (now === 'typing' ? 'saving' : now));
    }, DRAFT_POLL_MS);
    return () => clearInterval(poll);
  }, [status]);

  const controls = useMemo<DraftStatusControls>(
    () => ({
      input: () => {
        lastInput.current = Date.now();
        setStatus('typing');
      },
      saving: () => setStatus('saving'),
      saved: () => setStatus('saved'),
      failed: () => setStatus('failed'),
      reset: () => setStatus('none'),
    }),
    [],
  );
  return [status, controls];
}
