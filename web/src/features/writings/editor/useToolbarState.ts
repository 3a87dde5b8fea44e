import type { HistoryState } from '@lexical/history';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { mergeRegister } from '@lexical/utils';
import { CAN_REDO_COMMAND, CAN_UNDO_COMMAND, COMMAND_PRIORITY_LOW } from 'lexical';
import { useEffect, useState } from 'react';
import { sameLink } from './sameSceneContent';
import { $readSelectionFormat, NO_SELECTION, type SelectionFormat } from './selectionFormat';

export interface ToolbarState extends SelectionFormat {
  canUndo: boolean;
  canRedo: boolean;
}

/** The selection's format and the history's state, kept current as the editor changes. */
export function useToolbarState(historyState: HistoryState): ToolbarState {
  const [editor] = useLexicalComposerContext();
  const [format, setFormat] = useState<SelectionFormat>(NO_SELECTION);
  // The toolbar comes and goes with read-only mode; the history it reports outlives it.
  const [canUndo, setCanUndo] = useState(() => historyState.undoStack.length > 0);
  const [canRedo, setCanRedo] = useState(() => historyState.redoStack.length > 0);

  useEffect(() => {
    // Every keystroke is an update; the toolbar renders again only when what it shows changes.
    const read = (state = editor.getEditorState()) => {
      const next = state.read($readSelectionFormat, { editor });
      setFormat((shown) => (sameSelectionFormat(shown, next) ? shown : next));
    };
    read();
    return mergeRegister(
      editor.registerUpdateListener(({ editorState }) => read(editorState)),
      // Other listeners may want these too: report, never swallow.
      editor.registerCommand(CAN_UNDO_COMMAND, (can) => (setCanUndo(can), false), COMMAND_PRIORITY_LOW),
      editor.registerCommand(CAN_REDO_COMMAND, (can) => (setCanRedo(can), false), COMMAND_PRIORITY_LOW),
    );
  }, [editor]);

  return { ...format, canUndo, canRedo };
}

const sameSelectionFormat = (a: SelectionFormat, b: SelectionFormat) =>
  a.lineStyle === b.lineStyle &&
  a.inHeading === b.inHeading &&
  a.bold === b.bold &&
  a.color === b.color &&
  a.secret === b.secret &&
  sameLink(a.link ?? undefined, b.link ?? undefined);
