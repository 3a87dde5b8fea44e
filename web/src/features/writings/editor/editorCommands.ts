import { $toggleLink, type LinkNode } from '@lexical/link';
import { $createHeadingNode } from '@lexical/rich-text';
import { $patchStyleText, $setBlocksType } from '@lexical/selection';
import type { NodeLink } from '@lorewright/domain/writings/sceneContent';
import { $createParagraphNode, $createTextNode, $getSelection, $isRangeSelection, createCommand } from 'lexical';
import { readerLinkPath } from '../../../lib/writingPaths';
import type { SceneLineStyle } from '@lorewright/domain/writings/sceneLines';
import { $createLinkNodeFor, $linkAround, isUrlLink, linkNodeIs } from './linkOfNode';
import { $keepingSecretMarks } from './secretLines';
import { HEADING_TAG_OF } from './sceneToLexical';
import { URL_LINK_REL, URL_LINK_TARGET } from './urlLinks';

// What the toolbar and the keyboard shortcuts do to the selection. Each runs inside
// editor.update, so every action is one step of the undo history.

/** Ctrl/Cmd+K: the toolbar opens its link menu. */
export const OPEN_LINK_MENU_COMMAND = createCommand<void>('OPEN_LINK_MENU_COMMAND');

/** Title and subtitle are whole-line styles: the lines the selection touches become headings or paragraphs, secret ones staying secret. */
export function $setLineStyle(style: SceneLineStyle): void {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return;
  $keepingSecretMarks(() => $setBlocksType(selection, () => (style === '' ? $createParagraphNode() : $createHeadingNode(HEADING_TAG_OF[style]))));
}

/** A colour (#rrggbb, or null for none) on the selected text, or on what is typed next when nothing is selected. */
export function $setTextColor(color: string | null): void {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return;
  $patchStyleText(selection, { color });
}

/**
 * Links the selected text. With nothing selected: changes the link the caret is in, or types
 * `textIfNothingSelected` (the address or the element's title) as a new linked run.
 */
export function $setLink(link: NodeLink, textIfNothingSelected: string): void {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return;
  if (selection.isCollapsed()) {
    const around = $linkAround(selection.anchor.getNode());
    if (around) {
      $makeLink(around, link);
      return;
    }
    const linkNode = $createLinkNodeFor(link);
    const text = $createTextNode(textIfNothingSelected).setFormat(selection.format).setStyle(selection.style);
    selection.insertNodes([linkNode.append(text)]);
    return;
  }
  // Lexical's own toggle splits and merges links correctly; it only knows plain links, so the
  // links it made or touched are then given the right kind.
  $toggleLink(isUrlLink(link) ? { url: link.url, target: URL_LINK_TARGET, rel: URL_LINK_REL } : { url: readerLinkPath(link), target: null, rel: null });
  const after = $getSelection();
  if (!$isRangeSelection(after)) return;
  const touched = new Set(
    after
      .getNodes()
      .map($linkAround)
      .filter((node): node is LinkNode => node !== null),
  );
  touched.forEach((node) => $makeLink(node, link));
}

/** Unlinks the selected text, or the whole link the caret is in. */
export function $removeLink(): void {
  $toggleLink(null);
}

function $makeLink(node: LinkNode, link: NodeLink): void {
  if (!linkNodeIs(node, link)) node.replace($createLinkNodeFor(link), true);
}
