import { HeadingNode } from '@lexical/rich-text';
import { mergeRegister } from '@lexical/utils';
import {
  $getNodeByKey,
  $getSelection,
  $getState,
  $isElementNode,
  $isRangeSelection,
  $setState,
  createState,
  ParagraphNode,
  type LexicalEditor,
  type LexicalNode,
  type MutationListener,
} from 'lexical';

// A secret line (domain/src/writings/sceneSecrets.ts: only whoever may edit the writing receives
// it) is a mark on the editor's block, kept with Lexical's NodeState rather than a node class of
// its own: paragraphs and headings both carry it, it goes through undo, copy and the JSON the
// conversions read and write (`"$": {"secret": true}`), and a title can be secret as well.

export const SECRET_STATE_KEY = 'secret';
export const secretLineState = createState(SECRET_STATE_KEY, { parse: (value) => value === true });

/** The DOM attribute a secret block carries; the editor's styles draw the dashed border and the 'Secret' mark from it. */
export const SECRET_ATTRIBUTE = 'data-secret';

export const $isSecretLine = (block: LexicalNode): boolean => $getState(block, secretLineState);

/** The lines (top-level blocks) the selection touches, in order. */
export function $selectedLines(): LexicalNode[] {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return [];
  const lines = new Map<string, LexicalNode>();
  for (const node of [selection.anchor.getNode(), ...selection.getNodes(), selection.focus.getNode()]) {
    const line = $isElementNode(node) && node.getParent()?.getKey() === 'root' ? node : node.getTopLevelElement();
    if (line) lines.set(line.getKey(), line);
  }
  return [...lines.values()].sort((a, b) => (a.isBefore(b) ? -1 : 1));
}

/** Whether every line of the selection is secret (what the toolbar's toggle shows as pressed). */
export const $selectionIsSecret = (): boolean => {
  const lines = $selectedLines();
  return lines.length > 0 && lines.every($isSecretLine);
};

/** Marks the selected lines secret, or unmarks them when all of them already are. */
export function $toggleSecretLines(): void {
  const secret = !$selectionIsSecret();
  for (const line of $selectedLines()) $setState(line, secretLineState, secret);
}

/** Runs a change that may replace the selected lines (a new line style) and gives the new ones the old ones' marks. */
export function $keepingSecretMarks(change: () => void): void {
  const marks = $selectedLines().map($isSecretLine);
  change();
  $selectedLines().forEach((line, index) => {
    const secret = marks[Math.min(index, marks.length - 1)] ?? false;
    if ($isSecretLine(line) !== secret) $setState(line, secretLineState, secret);
  });
}

/** Keeps each block's DOM showing its mark, as blocks are made, changed and reloaded. */
export function registerSecretLines(editor: LexicalEditor): () => void {
  const mark: MutationListener = (mutations) => {
    editor.getEditorState().read(() => {
      for (const [key, mutation] of mutations) {
        if (mutation === 'destroyed') continue;
        const dom = editor.getElementByKey(key);
        const node = $getNodeByKey(key);
        if (!dom || !node) continue;
        if ($isSecretLine(node)) dom.setAttribute(SECRET_ATTRIBUTE, '');
        else dom.removeAttribute(SECRET_ATTRIBUTE);
      }
    });
  };
  return mergeRegister(
    editor.registerMutationListener(ParagraphNode, mark, { skipInitialization: false }),
    editor.registerMutationListener(HeadingNode, mark, { skipInitialization: false }),
  );
}
