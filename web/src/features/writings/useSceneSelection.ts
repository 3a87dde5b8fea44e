import { checkDisplayName } from '@lorewright/domain/shared/displayText';
import { SCENE_NAME_MAX } from '@lorewright/domain/writings/writingLimits';
import { writingMessages as m } from '@lorewright/domain/writings/writingMessages';
import { useState } from 'react';
import { useAppDispatch } from '../../lib/state/store';
import { alertShown } from '../../lib/state/uiSlice';
import { newScene } from './sceneEdits';
import type { WritingSaver } from './useWritingSaver';

/**
 * The scene the writing room shows, and the scene list's changes (product.md §2): a new scene is
 * shown once added; deleting the shown one shows its neighbour; names follow the server's one rule
 * for names (a refused one is a warning, and nothing changes).
 */
export function useSceneSelection(saver: WritingSaver, firstSceneId: string | undefined) {
  const dispatch = useAppDispatch();
  const [currentId, setCurrentId] = useState(firstSceneId);
  const { scenes } = saver;
  const index = Math.max(
    0,
    scenes.findIndex((scene) => scene._id === currentId),
  );
  const scene = scenes[index];

  const checkedName = (name: string) => {
    const checked = checkDisplayName(name, { blank: m.nameRequired, max: SCENE_NAME_MAX, tooLong: m.sceneNameTooLong });
    if (checked.ok) return checked.text;
    dispatch(alertShown({ kind: 'warning', text: checked.message }));
    return null;
  };

  return {
    scenes,
    scene,
    index,
    select: (sceneId: string | undefined) => setCurrentId(sceneId),
    goTo: (at: number) => setCurrentId(scenes[at]?._id),
    add: (typed: string) => {
      const name = checkedName(typed);
      if (name === null) return;
      const added = newScene(name);
      saver.addScene(added);
      setCurrentId(added._id);
    },
    rename: (sceneId: string, typed: string) => {
      const name = checkedName(typed);
      if (name !== null) saver.editScene(sceneId, { name });
    },
    remove: (sceneId: string) => {
      const at = scenes.findIndex((each) => each._id === sceneId);
      if (sceneId === scene?._id) setCurrentId((scenes[at + 1] ?? scenes[at - 1])?._id);
      saver.removeScene(sceneId);
    },
  };
}
