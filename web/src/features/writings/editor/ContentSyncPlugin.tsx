import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import type { HistoryState } from '@lexical/history';
import type { SceneContent } from '@lorewright/domain/writings/sceneContent';
import { COLLABORATION_TAG, HISTORIC_TAG } from 'lexical';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { createLiveScene } from './liveScene';
import { sameSceneContent } from './sameSceneContent';
import { sceneToLexical } from './sceneToLexical';
import { startNewHistory } from './sceneHistory';

interface ContentSyncPluginProps {
  content: SceneContent;
  historyState: HistoryState;
  /** `byOthers`: the change came from the co-typing room, not from this page's typing. */
  onChange: (content: SceneContent, byOthers: boolean) => void;
  /** Off while co-typing: the room's document is the text, and the prop only seeds it. */
  follow?: boolean;
}

/**
 * Keeps the editor and the `content` prop in step. Edits go out through onChange as stored
 * scene text; content that comes in and differs from what the editor last sent (another scene,
 * a reload) replaces the document. The room's echo of the editor's own change is recognised
 * and ignored, so the caret never jumps while typing.
 */
export function ContentSyncPlugin({ content, historyState, onChange, follow = true }: ContentSyncPluginProps) {
  const [editor] = useLexicalComposerContext();
  // The scene text the editor shows, as last loaded or sent; null until the first load.
  const shown = useRef<SceneContent | null>(null);
  const emit = useRef(onChange);
  emit.current = onChange;

  useLayoutEffect(() => {
    if (!follow) return;
    if (shown.current !== null && sameSceneContent(content, shown.current)) {
      shown.current = content;
      return;
    }
    shown.current = content;
    // Tagged as history's own kind of change, so it is not itself an undo step.
    editor.setEditorState(editor.parseEditorState(sceneToLexical(content)), { tag: HISTORIC_TAG });
    startNewHistory(editor, historyState);
  }, [content, editor, historyState, follow]);

  useEffect(() => {
    const live = createLiveScene();
    return editor.registerUpdateListener(({ editorState, dirtyElements, dirtyLeaves, tags }) => {
      // A selection move changes no text; undo, redo and loads replace the state without marking nodes.
      const replaced = tags.has(HISTORIC_TAG);
      if (dirtyElements.size === 0 && dirtyLeaves.size === 0 && !replaced) return;
      const next = editorState.read(() => live.$read(dirtyElements, replaced));
      if (shown.current !== null && sameSceneContent(next, shown.current)) return;
      shown.current = next;
      emit.current(next, tags.has(COLLABORATION_TAG));
    });
  }, [editor]);

  return null;
}
