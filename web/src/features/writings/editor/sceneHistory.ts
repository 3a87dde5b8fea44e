import { registerHistory, type HistoryState } from '@lexical/history';
import { UNDO_HISTORY } from '@lorewright/domain/writings/writingView';
import { CAN_REDO_COMMAND, CAN_UNDO_COMMAND, type LexicalEditor } from 'lexical';

// Undo and redo with the product's 10-entry history (product.md §9.2). Lexical 0.52's registerHistory takes
// the cap itself (maxDepth: the oldest entries are dropped once the undo stack passes it); the
// React HistoryPlugin does not pass it through, so the editor registers history directly.

/** Typing of one kind within this time is one undo step (Lexical's React default). */
export const HISTORY_MERGE_MS = 1000;

export function registerSceneHistory(editor: LexicalEditor, historyState: HistoryState): () => void {
  return registerHistory(editor, historyState, HISTORY_MERGE_MS, Date.now, undefined, UNDO_HISTORY);
}

/**
 * Content loaded from outside (another scene, a reload) starts a new history: undo must not
 * bring back the previous scene's text. The loaded state is the one the next edit undoes to.
 */
export function startNewHistory(editor: LexicalEditor, historyState: HistoryState): void {
  historyState.undoStack = [];
  historyState.redoStack = [];
  historyState.current = { editor, editorState: editor.getEditorState() };
  editor.dispatchCommand(CAN_UNDO_COMMAND, false);
  editor.dispatchCommand(CAN_REDO_COMMAND, false);
}
