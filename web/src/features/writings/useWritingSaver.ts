import type { SceneContent } from '@lorewright/domain/writings/sceneContent';
import { writingAfterSave, type SceneView, type WritingView } from '@lorewright/domain/writings/writingView';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useAppDispatch } from '../../lib/state/store';
import { alertShown } from '../../lib/state/uiSlice';
import { fetchWriting, updateWriting, writingKeys } from './api';
import { createSceneTextSaver } from './sceneTextSaver';
import { updateScene, withContent, withSettings, type SceneSettings } from './sceneEdits';
import { useDraftStatus, type DraftStatus } from '../../lib/useDraftStatus';
import { createAutosave, type EditKind, type SendUpdate } from './writingAutosave';

export interface WritingSaver {
  scenes: SceneView[];
  status: DraftStatus;
  /** The server's conflict text while autosaving is stopped, else null. */
  conflict: string | null;
  /** Grows when the scenes were replaced from the server (editors start afresh). */
  version: number;
  /** `byOthers`: typed by someone else in the co-typing room (saved by them, not from here). */
  editContent: (sceneId: string, content: SceneContent, byOthers?: boolean) => void;
  editScene: (sceneId: string, settings: SceneSettings) => void;
  addScene: (scene: SceneView) => void;
  removeScene: (sceneId: string) => void;
  reload: () => Promise<void>;
}

/**
 * The room's working copy of a writing's scenes and its autosave. With `autosave` off (the demo)
 * edits stay on this page. Leaving the room saves at once; closing the tab with edits not yet
 * stored asks first. With `coTyping`, scene text is typed in the scenes' rooms and saved per scene
 * by whoever typed it (sceneTextSaver.ts); the whole-list saves then leave the text out, so they
 * never meet what others typed meanwhile.
 */
export function useWritingSaver(
  writing: WritingView,
  { autosave, coTyping = false, send = updateWriting }: { autosave: boolean; coTyping?: boolean; send?: SendUpdate },
): WritingSaver {
  const dispatch = useAppDispatch();
  const queryClient = useQueryClient();
  const [status, draft] = useDraftStatus();
  const [scenes, setScenes] = useState(writing.scenes);
  const [conflict, setConflict] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const current = useRef(writing.scenes);

  const [textSaver] = useState(() =>
    autosave && coTyping
      ? createSceneTextSaver(writing._id, {
          onSaving: draft.saving,
          // Saved only once the scenes' other changes are too (and the other way round below).
          onSaved: (upToDate) => {
            if (upToDate && !saver?.pending()) draft.saved();
          },
          onRefused: (_status, error) => {
            dispatch(alertShown({ kind: 'error', text: error }));
            draft.failed();
          },
        })
      : null,
  );
  const [saver] = useState(() =>
    autosave
      ? createAutosave(
          writing._id,
          writing.revision,
          {
            onSaving: draft.saving,
            onSaved: (answer, upToDate, sent) => {
              // The cached writing becomes the one this save left; when that cannot be told from
              // the answer (the writing changed again since), it is loaded afresh.
              const saved = writingAfterSave(answer, sent);
              if (saved) queryClient.setQueryData(writingKeys.one(writing._id), saved);
              else void queryClient.invalidateQueries({ queryKey: writingKeys.one(writing._id) });
              if (upToDate && !textSaver?.pending()) draft.saved();
            },
            onRefused: (status, error) => {
              dispatch(alertShown({ kind: 'error', text: error }));
              draft.failed();
              if (status === 409) setConflict(error);
            },
          },
          coTyping ? (input) => send({ ...input, scenes: input.scenes.map(({ content: _text, ...scene }) => scene) }) : send,
        )
      : null,
  );

  useEffect(() => {
    if (!saver) return;
    const warnBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!saver.pending() && !textSaver?.pending()) return;
      event.preventDefault();
      event.returnValue = '';
    };
    const saveWhenHidden = () => {
      if (document.visibilityState !== 'hidden') return;
      saver.flush();
      void textSaver?.flush();
    };
    window.addEventListener('beforeunload', warnBeforeUnload);
    document.addEventListener('visibilitychange', saveWhenHidden);
    return () => {
      window.removeEventListener('beforeunload', warnBeforeUnload);
      document.removeEventListener('visibilitychange', saveWhenHidden);
      // Leaving the room (another route, another writing): what waits is saved now.
      saver.flush();
      saver.dispose();
      void textSaver?.flush();
      textSaver?.dispose();
    };
  }, [saver, textSaver]);

  // Stable callbacks: the editor and the panels keep them across renders.
  const actions = useMemo(() => {
    const change = (next: SceneView[], kind: EditKind) => {
      if (next === current.current) return;
      current.current = next;
      setScenes(next);
      if (!saver) return;
      saver.edit(next, kind);
      if (saver.stopped()) draft.failed();
      else draft.input();
    };
    const coTyped = (sceneId: string, content: SceneContent, byOthers: boolean) => {
      const next = updateScene(current.current, sceneId, withContent(content));
      if (next === current.current || !textSaver) return;
      current.current = next;
      setScenes(next);
      if (byOthers) return textSaver.heard(sceneId, content);
      textSaver.typed(sceneId, content);
      draft.input();
    };
    return {
      editContent: (sceneId: string, content: SceneContent, byOthers = false) =>
        textSaver ? coTyped(sceneId, content, byOthers) : change(updateScene(current.current, sceneId, withContent(content)), 'content'),
      editScene: (sceneId: string, settings: SceneSettings) => change(updateScene(current.current, sceneId, withSettings(settings)), 'scene'),
      addScene: (scene: SceneView) => change([...current.current, scene], 'scene'),
      removeScene: (sceneId: string) =>
        change(
          current.current.filter((scene) => scene._id !== sceneId),
          'scene',
        ),
      reload: async () => {
        try {
          // Typed here and not yet saved: stored first, so the fresh copy holds it.
          await textSaver?.flush();
          const fresh = await queryClient.fetchQuery({ queryKey: writingKeys.one(writing._id), queryFn: () => fetchWriting(writing._id), staleTime: 0 });
          saver?.reset(fresh.revision);
          current.current = fresh.scenes;
          setScenes(fresh.scenes);
          setConflict(null);
          draft.reset();
          setVersion((value) => value + 1);
        } catch (error) {
          dispatch(alertShown({ kind: 'error', text: (error as Error).message }));
        }
      },
    };
  }, [draft, saver, textSaver, queryClient, dispatch, writing._id]);

  return { scenes, status, conflict, version, ...actions };
}
