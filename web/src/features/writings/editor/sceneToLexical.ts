import type { ElementLink, NodeLink, SceneContent, SceneNode } from '@lorewright/domain/writings/sceneContent';
import { IS_BOLD, type ParsableSerializedEditorState, type ParsableSerializedNode } from 'lexical';
import { readerLinkPath } from '../../../lib/writingPaths';
import { splitSceneLines, type SceneLine, type SceneLineStyle } from '@lorewright/domain/writings/sceneLines';
import { ELEMENT_LINK_NODE_TYPE } from './ElementLinkNode';
import { isMentionLink, MENTION_NODE_TYPE } from './mentionLink';
import { sameLink } from './sameSceneContent';
import { SECRET_STATE_KEY } from './secretLines';
import { colorStyle } from './styleColor';
import { URL_LINK_REL, URL_LINK_TARGET } from './urlLinks';

// Stored scene text → the editor's document (compact serialized form, parsed by
// editor.parseEditorState). Each line becomes a paragraph, or a heading when its runs are
// title (h1) or subtitle (h2), marked secret (secretLines.ts) when the line is; bold becomes the bold format, a colour the inline style, and
// neighbouring runs with the same link one link element around them. A mention is a unit of its own.

export const HEADING_TAG_OF: Record<Exclude<SceneLineStyle, ''>, 'h1' | 'h2'> = { title: 'h1', subtitle: 'h2' };

export function sceneToLexical(content: SceneContent): ParsableSerializedEditorState {
  return { root: { type: 'root', children: splitSceneLines(content).map(lineToBlock) } };
}

function lineToBlock({ style, runs, secret }: SceneLine): ParsableSerializedNode {
  const children = groupByLink(runs);
  const block = (style === '' ? { type: 'paragraph', children } : { type: 'heading', tag: HEADING_TAG_OF[style], children }) as ParsableSerializedNode;
  // NodeState's JSON (`$`), which parseEditorState reads into the block's state.
  return secret ? ({ ...block, $: { [SECRET_STATE_KEY]: true } } as ParsableSerializedNode) : block;
}

function groupByLink(runs: SceneNode[]): ParsableSerializedNode[] {
  const children: ParsableSerializedNode[] = [];
  let group: { link: NodeLink; node: ParsableSerializedNode & { children: ParsableSerializedNode[] } } | null = null;
  for (const run of runs) {
    if (isMentionLink(run.link)) {
      group = null;
      children.push(mentionNode(run, run.link));
      continue;
    }
    const text = textNode(run);
    if (!run.link) {
      group = null;
      children.push(text);
      continue;
    }
    if (!group || !sameLink(group.link, run.link)) {
      group = { link: run.link, node: { ...linkNode(run.link), children: [] } };
      children.push(group.node);
    }
    group.node.children.push(text);
  }
  return children;
}

const textNode = (run: SceneNode): ParsableSerializedNode =>
  ({ type: 'text', text: run.content, format: run.style === 'bold' ? IS_BOLD : 0, style: colorStyle(run.color) }) as ParsableSerializedNode;

const mentionNode = (run: SceneNode, link: ElementLink): ParsableSerializedNode =>
  ({
    type: MENTION_NODE_TYPE,
    text: run.content,
    format: run.style === 'bold' ? IS_BOLD : 0,
    style: colorStyle(run.color),
    elementType: link.type,
    elementId: link.id,
    category: link.category ?? null,
  }) as ParsableSerializedNode;

function linkNode(link: NodeLink): ParsableSerializedNode {
  if ('url' in link) return { type: 'link', url: link.url, target: URL_LINK_TARGET, rel: URL_LINK_REL } as ParsableSerializedNode;
  return {
    type: ELEMENT_LINK_NODE_TYPE,
    url: readerLinkPath(link),
    elementType: link.type,
    elementId: link.id,
    category: link.category ?? null,
  } as ParsableSerializedNode;
}
