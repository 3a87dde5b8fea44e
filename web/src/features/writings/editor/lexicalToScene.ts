import type { NodeLink, SceneContent, SceneNode } from '@lorewright/domain/writings/sceneContent';
import { LINE_BREAK } from '@lorewright/domain/writings/sceneText';
import { IS_BOLD, type SerializedEditorState } from 'lexical';
import { ELEMENT_LINK_NODE_TYPE } from './ElementLinkNode';
import { isMentionLink, MENTION_NODE_TYPE } from './mentionLink';
import { sameFormat } from './sameSceneContent';
import { SECRET_STATE_KEY } from './secretLines';
import type { SceneLineStyle } from '@lorewright/domain/writings/sceneLines';
import { colorOfStyle } from './styleColor';
import { isStorableUrl } from './urlLinks';

// The editor's document (editorState.toJSON()) → stored scene text: one run per stretch of
// text with the same style, colour and link, lines separated by a '\n' node. Only what the
// stored format can say is kept: a heading's runs all carry its line style (bold has no
// meaning there), every run of a secret block `secret: true`, other formats (italic from a paste, say) and non-http links are dropped.

/** A node of the editor's document as its serialized form has it (also built from live nodes: liveScene.ts). */
export interface SceneTreeNode {
  type: string;
  children?: SceneTreeNode[];
  text?: string;
  format?: number;
  style?: string;
  tag?: string;
  url?: string;
  elementType?: string;
  elementId?: string;
  category?: string | null;
  /** NodeState (secretLines.ts): a secret block's mark. */
  $?: Record<string, unknown>;
}

// h1 is a title; a smaller heading (h2, or h3–h6 from a paste) a subtitle.
const lineStyleOf = (block: SceneTreeNode): SceneLineStyle => (block.type !== 'heading' ? '' : block.tag === 'h1' ? 'title' : 'subtitle');
const separator = (): SceneNode => ({ content: LINE_BREAK, style: '' });

export function lexicalToScene(state: SerializedEditorState): SceneContent {
  return joinLines((state.root.children as SceneTreeNode[]).map(lineToScene));
}

/** One top-level block of the document as runs (its soft line breaks already made separators). */
export function lineToScene(block: SceneTreeNode): SceneNode[] {
  const out: SceneNode[] = [];
  const lineStyle = lineStyleOf(block);
  collectRuns(block.children ?? [], lineStyle, undefined, out);
  const secret = block.$?.[SECRET_STATE_KEY] === true;
  // An empty title, subtitle or secret line still says what it is.
  if (out.length === 0 && (lineStyle !== '' || secret)) out.push({ content: '', style: lineStyle });
  // Every run of a secret line carries the mark, never the separators between its lines.
  if (secret) for (const run of out) if (run.content !== LINE_BREAK) run.secret = true;
  return out;
}

/** The lines of a scene, one separator between each two. */
export function joinLines(lines: SceneNode[][]): SceneContent {
  const out: SceneNode[] = [];
  lines.forEach((runs, index) => {
    if (index > 0) out.push(separator());
    out.push(...runs);
  });
  return out;
}

function collectRuns(nodes: SceneTreeNode[], lineStyle: SceneLineStyle, link: NodeLink | undefined, out: SceneNode[]): void {
  for (const node of nodes) {
    if (node.type === 'linebreak') {
      out.push(separator());
    } else if (node.type === MENTION_NODE_TYPE) {
      const link = linkOf(node);
      if (link && !('url' in link)) pushRun(out, runOf(node.text ?? '', node, lineStyle, { ...link, mention: true }));
    } else if (typeof node.text === 'string') {
      node.text.split(LINE_BREAK).forEach((part, index) => {
        if (index > 0) out.push(separator());
        if (part !== '') pushRun(out, runOf(part, node, lineStyle, link));
      });
    } else if (node.children) {
      collectRuns(node.children, lineStyle, linkOf(node) ?? link, out);
    }
  }
}

function runOf(content: string, node: SceneTreeNode, lineStyle: SceneLineStyle, link: NodeLink | undefined): SceneNode {
  const style = lineStyle !== '' ? lineStyle : (node.format ?? 0) & IS_BOLD ? 'bold' : '';
  const run: SceneNode = { content, style };
  const color = colorOfStyle(node.style ?? '');
  if (color) run.color = color;
  if (link) run.link = link;
  return run;
}

function linkOf(node: SceneTreeNode): NodeLink | undefined {
  if ((node.type === ELEMENT_LINK_NODE_TYPE || node.type === MENTION_NODE_TYPE) && node.elementType && node.elementId) {
    const link = { type: node.elementType, id: node.elementId } as NodeLink & { category?: string };
    if (node.category) link.category = node.category;
    return link;
  }
  if (typeof node.url === 'string' && isStorableUrl(node.url)) return { url: node.url };
  return undefined;
}

// Neighbouring runs with the same formatting are one run; a line break or a mention is never merged.
function pushRun(out: SceneNode[], run: SceneNode): void {
  const last = out[out.length - 1];
  if (last && last.content !== LINE_BREAK && last.content !== '' && !isMentionLink(run.link) && sameFormat(last, run)) {
    last.content += run.content;
  } else {
    out.push(run);
  }
}
