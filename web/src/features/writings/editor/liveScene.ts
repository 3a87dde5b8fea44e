import { $isLinkNode } from '@lexical/link';
import { $isHeadingNode } from '@lexical/rich-text';
import type { SceneContent, SceneNode } from '@lorewright/domain/writings/sceneContent';
import { $getRoot, $isElementNode, $isTextNode, type LexicalNode, type NodeKey } from 'lexical';
import { $isElementLinkNode } from './ElementLinkNode';
import { $isMentionNode } from './MentionNode';
import { joinLines, lineToScene, type SceneTreeNode } from './lexicalToScene';
import { $isSecretLine, SECRET_STATE_KEY } from './secretLines';

// The stored text of the live document, after every edit, without redoing the whole scene:
// a 50,000-word scene would otherwise be serialized and converted on every keystroke. Lexical
// marks every ancestor of a changed node dirty, so a line (top-level block) that is not in an
// update's dirty elements is the same as before and its runs are reused.

export interface LiveScene {
  /** Call inside a read of the new state; `everything` when the whole state was replaced (undo, load). */
  $read(dirtyElements: ReadonlyMap<NodeKey, unknown>, everything: boolean): SceneContent;
}

export function createLiveScene(): LiveScene {
  let linesByKey = new Map<NodeKey, SceneNode[]>();
  return {
    $read(dirtyElements, everything) {
      const next = new Map<NodeKey, SceneNode[]>();
      const lines = $getRoot()
        .getChildren()
        .map((block) => {
          const key = block.getKey();
          const runs = (!everything && !dirtyElements.has(key) && linesByKey.get(key)) || lineToScene($treeOf(block));
          next.set(key, runs);
          return runs;
        });
      linesByKey = next;
      return joinLines(lines);
    },
  };
}

/** A live node in the shape lexicalToScene reads. */
function $treeOf(node: LexicalNode): SceneTreeNode {
  if ($isMentionNode(node)) return node.toSceneTree();
  if ($isTextNode(node)) return { type: node.getType(), text: node.getTextContent(), format: node.getFormat(), style: node.getStyle() };
  if (!$isElementNode(node)) return { type: node.getType() };
  const tree: SceneTreeNode = { type: node.getType(), children: node.getChildren().map($treeOf) };
  if ($isHeadingNode(node)) tree.tag = node.getTag();
  if ($isSecretLine(node)) tree.$ = { [SECRET_STATE_KEY]: true };
  if ($isElementLinkNode(node)) {
    const { type, id, category } = node.getElementLink();
    Object.assign(tree, { elementType: type, elementId: id, category });
  } else if ($isLinkNode(node)) {
    tree.url = node.getURL();
  }
  return tree;
}
