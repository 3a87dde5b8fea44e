import type { NodeLink, SceneContent, SceneNode } from '@lorewright/domain/writings/sceneContent';
import { LINE_BREAK } from '@lorewright/domain/writings/sceneText';
import { IS_BOLD, type ParsableSerializedEditorState, type ParsableSerializedNode } from 'lexical';
import { readerLinkPath } from '../writingPaths';
import { ELEMENT_LINK_NODE_TYPE } from './ElementLinkNode';
import { sameLink } from './sameSceneContent';
import { colorStyle } from './styleColor';
import { URL_LINK_REL, URL_LINK_TARGET } from './urlLinks';

// Stored scene text → the editor's document (compact serialized form, parsed by
// editor.parseEditorState). Each line becomes a paragraph, or a heading when its runs are
// title (h1) or subtitle (h2); bold becomes the bold format, a colour the inline style, and
// neighbouring runs with the same link one link element around them.

export type LineStyle = 'title' | 'subtitle' | '';

export const HEADING_TAG_OF: Record<Exclude<LineStyle, ''>, 'h1' | 'h2'> = { title: 'h1', subtitle: 'h2' };

interface Line {
  style: LineStyle;
  runs: SceneNode[];
}

export function sceneToLexical(content: SceneContent): ParsableSerializedEditorState {
  return { root: { type: 'root', children: splitLines(content).map(lineToBlock) } as ParsableSerializedNode };
}

// A line ends at every '\n' (canonically a node of its own; one inside a run splits it too).
// An empty run keeps only its line style: that is how an empty title line is stored.
function splitLines(content: SceneContent): Line[] {
  const lines: Line[] = [{ style: '', runs: [] }];
  for (const node of content) {
    node.content.split(LINE_BREAK).forEach((part, index) => {
      if (index > 0) lines.push({ style: '', runs: [] });
      const line = lines[lines.length - 1]!;
      if (part === '' && node.content !== '') return;
      if (line.style === '' && (node.style === 'title' || node.style === 'subtitle')) line.style = node.style;
      if (part !== '') line.runs.push({ ...node, content: part });
    });
  }
  return lines;
}

function lineToBlock({ style, runs }: Line): ParsableSerializedNode {
  const children = groupByLink(runs);
  if (style === '') return { type: 'paragraph', children } as ParsableSerializedNode;
  return { type: 'heading', tag: HEADING_TAG_OF[style], children } as ParsableSerializedNode;
}

function groupByLink(runs: SceneNode[]): ParsableSerializedNode[] {
  const children: ParsableSerializedNode[] = [];
  let group: { link: NodeLink; node: ParsableSerializedNode & { children: ParsableSerializedNode[] } } | null = null;
  for (const run of runs) {
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
