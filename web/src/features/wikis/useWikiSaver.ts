import type { WorldDate } from '@lorewright/domain/calendars/worldDate';
import type { WikiView } from '@lorewright/domain/wikis/wikiView';
import { DRAFT_WAIT_MS } from '@lorewright/domain/writings/writingView';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useAppDispatch } from '../../lib/state/store';
import { alertShown } from '../../lib/state/uiSlice';
import { useDraftStatus, type DraftStatus } from '../../lib/useDraftStatus';
import { refetchWiki, updateWiki, wikiQueryKey, type WikiChanges, type WikiShown } from './api';
import { createSectionTextSaver, type SectionTextSaver } from './sectionTextSaver';
import { draftOf, hasChanges, wikiChanges, type WikiDraft } from './wikiDraft';

export interface WikiSaver {
  /** The server's latest copy (images, background, revisions; as of a date, whether it existed then). */
  wiki: WikiShown;
  /** The author's working copy of the typed parts. */
  draft: WikiDraft;
  status: DraftStatus;
  /** The server's conflict text while saving is paused, else null. */
  conflict: string | null;
  edit: (change: (draft: WikiDraft) => WikiDraft) => void;
  /** Sends a change made by a click (background, image visibility) at once. */
  apply: (changes: WikiChanges) => void;
  /** Takes the server's copy answered by another call (an image uploaded or deleted). */
  accept: (fresh: WikiView) => void;
  reload: () => Promise<void>;
  /** While sections are typed together: saves each section's text typed here (else null). */
  sectionText: SectionTextSaver | null;
}

/**
 * The wiki page's autosave, in the writing room's way (product.md §4): typed edits are saved
 * DRAFT_WAIT_MS after the last one, as only the fields that differ from the server's copy; one
 * save at a time. A stale section (409) pauses saving and keeps the text until the user reloads.
 * With `enabled` off (a reader) nothing is sent. With `coTyping`, section text is typed in the
 * sections' rooms and saved per section by whoever typed it (sectionTextSaver.ts); the edits of
 * everything else then leave section text out, so they never meet what others typed meanwhile.
 * With `asOf` (the wiki read as of a date, never edited), a reload reads it as of that date again.
 */
export function useWikiSaver(
  initial: WikiShown,
  enabled: boolean,
  { coTyping = false, asOf: asOfGiven }: { coTyping?: boolean; asOf?: WorldDate } = {},
): WikiSaver {
  // A saver reads one date for its life (the page makes a new one for another date).
  const [asOf] = useState(asOfGiven);
  const dispatch = useAppDispatch();
  const queryClient = useQueryClient();
  const [status, drafting] = useDraftStatus();
  const [wiki, setWiki] = useState<WikiShown>(initial);
  const [draft, setDraft] = useState(() => draftOf(initial));
  const [conflict, setConflict] = useState<string | null>(null);
  // The saver reads the newest values between renders.
  const live = useRef({ wiki: initial, draft: draftOf(initial), conflict: false, busy: false, again: false });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [sectionText] = useState(() => {
    if (!enabled || !coTyping) return null;
    const saver = createSectionTextSaver(initial._id, {
      onSaving: drafting.saving,
      // Saved only once the page's other changes are too.
      onSaved: (upToDate) => {
        if (upToDate && !live.current.busy) drafting.saved();
      },
      onRefused: (_status, error) => {
        dispatch(alertShown({ kind: 'error', text: error }));
        drafting.failed();
      },
    });
    // Typing in a section shows in the draft status as any other typing does.
    return {
      ...saver,
      typed: (sectionId: string, content: string) => {
        saver.typed(sectionId, content);
        drafting.input();
      },
    };
  });

  const actions = useMemo(() => {
    const now = live.current;
    const stored = (fresh: WikiShown) => {
      now.wiki = fresh;
      setWiki(fresh);
      queryClient.setQueryData(wikiQueryKey(fresh._id, asOf), fresh);
    };
    const refused = (code: number, error: string) => {
      dispatch(alertShown({ kind: 'error', text: error }));
      drafting.failed();
      if (code !== 409) return;
      now.conflict = true;
      setConflict(error);
    };
    const save = async () => {
      clearTimeout(timer.current);
      timer.current = undefined;
      if (now.conflict) return;
      if (now.busy) {
        now.again = true;
        return;
      }
      const changes = wikiChanges(now.wiki, now.draft, { textOut: sectionText !== null });
      if (!hasChanges(changes)) return;
      const sent = now.draft;
      now.busy = true;
      drafting.saving();
      const answer = await updateWiki(now.wiki._id, changes);
      now.busy = false;
      if (!answer.ok) return refused(answer.status, answer.data.error);
      stored(answer.data.wiki);
      // Nothing typed meanwhile: the server's words (trimmed, revised) become the draft.
      if (now.draft === sent) {
        now.draft = draftOf(answer.data.wiki);
        setDraft(now.draft);
        // Text typed in a section and not yet saved keeps the page from saying 'Saved.'.
        if (!sectionText?.pending()) drafting.saved();
      } else if (now.again) {
        now.again = false;
        void save();
      }
    };
    return {
      save,
      // Typed and waiting for the typing pause.
      waiting: () => timer.current !== undefined,
      accept: stored,
      edit: (change: (draft: WikiDraft) => WikiDraft) => {
        now.draft = change(now.draft);
        setDraft(now.draft);
        if (now.conflict) return drafting.failed();
        drafting.input();
        clearTimeout(timer.current);
        timer.current = setTimeout(() => void save(), DRAFT_WAIT_MS);
      },
      apply: (changes: WikiChanges) =>
        void updateWiki(now.wiki._id, changes).then((answer) => (answer.ok ? stored(answer.data.wiki) : refused(answer.status, answer.data.error))),
      reload: async () => {
        try {
          // Typed here and not yet saved: stored first, so the fresh copy holds it.
          await sectionText?.flush();
          const fresh = await refetchWiki(queryClient, now.wiki._id, asOf);
          stored(fresh);
          now.draft = draftOf(fresh);
          now.conflict = false;
          setDraft(now.draft);
          setConflict(null);
          drafting.reset();
        } catch (error) {
          dispatch(alertShown({ kind: 'error', text: (error as Error).message }));
        }
      },
    };
  }, [asOf, dispatch, drafting, queryClient, sectionText]);

  // Leaving the page saves what waits; so does hiding the tab (another tab chosen, a phone
  // locked right after typing), without waiting for the typing pause.
  useEffect(() => {
    if (!enabled) return;
    const saveWhenHidden = () => {
      if (document.visibilityState !== 'hidden') return;
      if (actions.waiting()) void actions.save();
      void sectionText?.flush();
    };
    document.addEventListener('visibilitychange', saveWhenHidden);
    return () => {
      document.removeEventListener('visibilitychange', saveWhenHidden);
      void actions.save();
      void sectionText?.flush();
      sectionText?.dispose();
    };
  }, [actions, enabled, sectionText]);

  const { save: _save, waiting: _waiting, ...exposed } = actions;
  return {
    wiki,
    draft,
    status,
    conflict,
    sectionText,
    ...exposed,
    edit: enabled ? exposed.edit : () => undefined,
    apply: enabled ? exposed.apply : () => undefined,
  };
}
