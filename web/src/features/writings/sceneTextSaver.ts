import type { SceneContent } from '@lorewright/domain/writings/sceneContent';
import { CONTENT_SAVE_DEBOUNCE_MS } from '@lorewright/domain/writings/writingView';
import type { ApiResponse } from '../../lib/apiClient';
import { saveSceneText, trackSave, type SceneTextInput } from './api';

// How co-typed text reaches the server: each person saves what they typed, CONTENT_SAVE_DEBOUNCE_MS
// after they stop, as the room's merged text of that scene (so the history names everyone who
// typed). Others' typing alone is not saved from this page: whoever typed it saves it. One save
// at a time; a refused save is tried again with the next keystroke.

export interface SceneTextEvents {
  onSaving: () => void;
  /** `upToDate`: nothing typed here waits to be saved. */
  onSaved: (upToDate: boolean) => void;
  onRefused: (status: number, error: string) => void;
}

export type SendSceneText = (input: SceneTextInput) => Promise<ApiResponse<{ message: string; revision: number }>>;

export interface SceneTextSaver {
  /** This page's typing: saved after the pause. */
  typed: (sceneId: string, content: SceneContent) => void;
  /** Others' typing, merged in the room: carried by this page's next save of the scene, if any. */
  heard: (sceneId: string, content: SceneContent) => void;
  /** Saves what waits now (leaving the page, hiding the tab); resolves once that save is done. */
  flush: () => Promise<void>;
  pending: () => boolean;
  dispose: () => void;
}

export function createSceneTextSaver(writingID: string, events: SceneTextEvents, send: SendSceneText = saveSceneText): SceneTextSaver {
  const latest = new Map<string, SceneContent>();
  const typedHere = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: Promise<void> | null = null;

  const save = () => {
    clearTimeout(timer);
    timer = undefined;
    if (inFlight) return;
    const [sceneID] = typedHere;
    const content = sceneID === undefined ? undefined : latest.get(sceneID);
    if (sceneID === undefined || content === undefined) return;
    typedHere.delete(sceneID);
    events.onSaving();
    inFlight = trackSave(
      writingID,
      send({ writingID, sceneID, content }).then((answer) => {
        if (answer.ok) events.onSaved(typedHere.size === 0);
        else events.onRefused(answer.status, answer.data.error);
      }),
    ).finally(() => {
      inFlight = null;
      // Scenes typed in meanwhile (or another one waiting) go next, once their pause is over.
      if (typedHere.size > 0 && timer === undefined) save();
    });
  };

  return {
    typed: (sceneId, content) => {
      latest.set(sceneId, content);
      typedHere.add(sceneId);
      clearTimeout(timer);
      timer = setTimeout(save, CONTENT_SAVE_DEBOUNCE_MS);
    },
    heard: (sceneId, content) => {
      latest.set(sceneId, content);
    },
    flush: () => {
      save();
      return inFlight ?? Promise.resolve();
    },
    pending: () => typedHere.size > 0 || inFlight !== null,
    dispose: () => clearTimeout(timer),
  };
}
