import type { ApiResponse } from '../../lib/apiClient';
import { CONTENT_SAVE_DEBOUNCE_MS, DRAFT_WAIT_MS, type SceneView } from '@lorewright/domain/writings/writingView';
import { trackSave, updateWriting, type UpdateWritingAnswer, type UpdateWritingInput } from './api';

// When and how a writing's edits reach the server (product.md §4, §9). Text is saved
// CONTENT_SAVE_DEBOUNCE_MS after typing stops; scene changes (names, backgrounds, overlay,
// video, scenes added or removed) DRAFT_WAIT_MS after the last one. One save at a time, each on
// the revision the previous one returned, so the server can tell a stale tab from this one: a
// save on an older revision is refused (409) and autosaving stops, keeping the local text, until
// the user reloads. Nothing is ever sent over newer text.

export type EditKind = 'content' | 'scene';

export const saveDelay: Record<EditKind, number> = { content: CONTENT_SAVE_DEBOUNCE_MS, scene: DRAFT_WAIT_MS };

export interface AutosaveEvents {
  onSaving: () => void;
  /** `upToDate`: nothing was edited while the save travelled; `sent`: the scenes it saved. */
  onSaved: (answer: UpdateWritingAnswer, upToDate: boolean, sent: SceneView[]) => void;
  onRefused: (status: number, error: string) => void;
}

export type SendUpdate = (input: UpdateWritingInput) => Promise<ApiResponse<UpdateWritingAnswer>>;

export interface Autosave {
  edit: (scenes: SceneView[], kind: EditKind) => void;
  /** Saves what is waiting now (leaving the page, hiding the tab). */
  flush: () => void;
  /** Edits not yet stored, or a save on its way. */
  pending: () => boolean;
  /** Refused on a conflict: edits wait for a reload. */
  stopped: () => boolean;
  /** Starts again from a freshly loaded writing. */
  reset: (revision: number) => void;
  dispose: () => void;
}

export function createAutosave(writingID: string, startRevision: number, events: AutosaveEvents, send: SendUpdate = updateWriting): Autosave {
  let revision = startRevision;
  let unsaved: SceneView[] | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: Promise<boolean> | null = null;
  let again = false;
  let conflict = false;

  const stopTimer = () => {
    clearTimeout(timer);
    timer = undefined;
  };

  const sendOne = async (scenes: SceneView[]): Promise<boolean> => {
    const answer = await send({ writingID, revision, scenes });
    if (answer.ok) {
      revision = answer.data.revision;
      events.onSaved(answer.data, unsaved === null, scenes);
      return true;
    }
    // The refused text is still to be saved, unless newer edits already replace it.
    unsaved ??= scenes;
    if (answer.status === 409) conflict = true;
    events.onRefused(answer.status, answer.data.error);
    return false;
  };

  const save = () => {
    stopTimer();
    if (conflict || unsaved === null) return;
    if (inFlight) {
      again = true;
      return;
    }
    const scenes = unsaved;
    unsaved = null;
    events.onSaving();
    const flight = trackSave(writingID, sendOne(scenes));
    inFlight = flight;
    void flight.then((ok) => {
      inFlight = null;
      const next = again;
      again = false;
      // Edits whose wait ended during the flight go now; after a refusal, only a new edit retries.
      if (ok && next) save();
    });
  };

  return {
    edit: (scenes, kind) => {
      unsaved = scenes;
      if (conflict) return;
      stopTimer();
      timer = setTimeout(save, saveDelay[kind]);
    },
    flush: save,
    pending: () => unsaved !== null || inFlight !== null,
    stopped: () => conflict,
    reset: (fresh) => {
      stopTimer();
      revision = fresh;
      unsaved = null;
      again = false;
      conflict = false;
    },
    dispose: stopTimer,
  };
}
