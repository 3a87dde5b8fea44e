import { CONTENT_SAVE_DEBOUNCE_MS } from '@lorewright/domain/writings/writingView';
import type { ApiResponse } from '../../lib/apiClient';

// How co-typed text reaches the server (a writing's scenes, a wiki's sections): each person saves
// what they typed, CONTENT_SAVE_DEBOUNCE_MS after they stop, as the room's merged text of that
// part, so the history names everyone who typed. Others' typing alone is not saved from this
// page: whoever typed it saves it. One save at a time; a refused save is tried again with the
// next keystroke.

export interface PartTextEvents {
  onSaving: () => void;
  /** `upToDate`: nothing typed here waits to be saved. */
  onSaved: (upToDate: boolean) => void;
  onRefused: (status: number, error: string) => void;
}

/** Saves one part's text through its element's call. */
export type SendPartText<T> = (partId: string, content: T) => Promise<ApiResponse<unknown>>;

export interface PartTextSaver<T> {
  /** This page's typing: saved after the pause. */
  typed: (partId: string, content: T) => void;
  /** Others' typing, merged in the room: carried by this page's next save of the part, if any. */
  heard: (partId: string, content: T) => void;
  /** Saves what waits now (leaving the page, hiding the tab); resolves once that save is done. */
  flush: () => Promise<void>;
  pending: () => boolean;
  dispose: () => void;
}

export function createPartTextSaver<T>(send: SendPartText<T>, events: PartTextEvents): PartTextSaver<T> {
  const latest = new Map<string, T>();
  const typedHere = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: Promise<void> | null = null;

  const save = () => {
    clearTimeout(timer);
    timer = undefined;
    if (inFlight) return;
    const [partId] = typedHere;
    const content = partId === undefined ? undefined : latest.get(partId);
    if (partId === undefined || content === undefined) return;
    typedHere.delete(partId);
    events.onSaving();
    inFlight = send(partId, content)
      .then((answer) => {
        if (answer.ok) events.onSaved(typedHere.size === 0);
        else events.onRefused(answer.status, answer.data.error);
      })
      .finally(() => {
        inFlight = null;
        // Parts typed in meanwhile (or another one waiting) go next, once their pause is over.
        if (typedHere.size > 0 && timer === undefined) save();
      });
  };

  return {
    typed: (partId, content) => {
      latest.set(partId, content);
      typedHere.add(partId);
      clearTimeout(timer);
      timer = setTimeout(save, CONTENT_SAVE_DEBOUNCE_MS);
    },
    heard: (partId, content) => {
      latest.set(partId, content);
    },
    flush: () => {
      save();
      return inFlight ?? Promise.resolve();
    },
    pending: () => typedHere.size > 0 || inFlight !== null,
    dispose: () => clearTimeout(timer),
  };
}
