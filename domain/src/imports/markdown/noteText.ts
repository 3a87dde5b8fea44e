import type { Nodes, PhrasingContent, RootContent } from 'mdast';
import type { NodeLink, SceneNode } from '../../writings/sceneContent';
import { HEX_COLOR, isUrlLink, MAX_NODE_CHARS } from '../../writings/sceneText';
import { linksIn, type NoteLink } from './wikilinks';

// A note's Markdown read back as the product stores text: plain lines (wiki sections, fields),
// or runs of styled text (scenes: domain/src/writings/sceneContent.ts). What the product has no
// place for (italics, code, quotes) keeps its text; pictures and raw HTML other than a colour
// span are left out.

// An element a wikilink names, when the import makes it: its link, else null (plain text).
export type ResolveLink = (link: NoteLink) => NodeLink | null;

/** The text of inline Markdown: links as their shown text, line breaks kept. */
export const inlineText = (nodes: readonly PhrasingContent[], links: readonly NoteLink[]): string =>
  nodes
    .map((node): string => {
      switch (node.type) {
        case 'text':
          return linksIn(node.value, links)
            .map((piece) => ('text' in piece ? piece.text : piece.link.embed ? '' : piece.link.text))
            .join('');
        case 'inlineCode':
          return node.value;
        case 'break':
          return '\n';
        case 'strong':
        case 'emphasis':
        case 'delete':
        case 'link':
          return inlineText(node.children, links);
        default:
          return '';
      }
    })
    .join('');

/** A block as lines of plain text (a list item starts with '- '). */
export const blockLines = (block: RootContent, links: readonly NoteLink[]): string[] => {
  switch (block.type) {
    case 'heading':
    case 'paragraph':
      return inlineText(block.children, links).split('\n');
    case 'list':
      return block.children.flatMap((item) =>
        item.children.flatMap((child) => blockLines(child, links)).map((line, n) => (n === 0 ? `- ${line}` : `  ${line}`)),
      );
    case 'blockquote':
      return block.children.flatMap((child) => blockLines(child, links));
    case 'code':
      return block.value.split('\n');
    default:
      return [];
  }
};

/** The embeds (`![[…]]`) of a block, in order. */
export const embedsIn = (block: Nodes, links: readonly NoteLink[]): NoteLink[] => {
  if (block.type === 'text') return linksIn(block.value, links).flatMap((piece) => ('link' in piece && piece.link.embed ? [piece.link] : []));
  return 'children' in block ? block.children.flatMap((child: Nodes) => embedsIn(child, links)) : [];
};

interface RunStyle {
  bold: boolean;
  color: string | undefined;
  link: NodeLink | undefined;
}

// The colour an inline `<span style="color:#rrggbb">` opens (Lorewright's export writes colours so).
const spanColor = (html: string) => {
  const at = html.indexOf('color:');
  const color = at < 0 ? '' : html.slice(at + 6, at + 13).trim();
  return html.startsWith('<span') && HEX_COLOR.test(color) ? color : null;
};

/** Inline Markdown as scene runs: bold, colour spans, web links and links to imported elements. */
export const inlineRuns = (
  nodes: readonly PhrasingContent[],
  links: readonly NoteLink[],
  resolve: ResolveLink,
  style: RunStyle = { bold: false, color: undefined, link: undefined },
): SceneNode[] => {
  const runs: SceneNode[] = [];
  const colors: (string | undefined)[] = [];
  let current = style;
  // A line break inside a paragraph is one in Obsidian (its default), so it ends the scene's line.
  const add = (content: string, at: RunStyle) => {
    content.split('\n').forEach((part, n) => {
      if (n > 0) runs.push({ content: '\n', style: '' });
      if (part !== '')
        runs.push({ content: part, style: at.bold ? 'bold' : '', ...(at.color ? { color: at.color } : {}), ...(at.link ? { link: at.link } : {}) });
    });
  };
  for (const node of nodes) {
    switch (node.type) {
      case 'text':
        for (const piece of linksIn(node.value, links)) {
          if ('text' in piece) add(piece.text, current);
          else if (!piece.link.embed) add(piece.link.text, { ...current, link: resolve(piece.link) ?? current.link });
        }
        break;
      case 'inlineCode':
        add(node.value, current);
        break;
      case 'break':
        runs.push({ content: '\n', style: '' });
        break;
      case 'strong':
        runs.push(...inlineRuns(node.children, links, resolve, { ...current, bold: true }));
        break;
      case 'emphasis':
      case 'delete':
        runs.push(...inlineRuns(node.children, links, resolve, current));
        break;
      case 'link':
        runs.push(...inlineRuns(node.children, links, resolve, isUrlLink(node.url) ? { ...current, link: { url: node.url } } : current));
        break;
      case 'html': {
        const color = spanColor(node.value);
        if (color) {
          colors.push(current.color);
          current = { ...current, color };
        } else if (node.value.startsWith('</span') && colors.length > 0) {
          current = { ...current, color: colors.pop() };
        }
        break;
      }
      default:
        break;
    }
  }
  return runs;
};

const sameLook = (a: SceneNode, b: SceneNode) =>
  a.style === b.style && a.color === b.color && JSON.stringify(a.link ?? null) === JSON.stringify(b.link ?? null);

/** Runs as stored: neighbours of one look joined, none longer than a run may be. */
export const joinedRuns = (runs: readonly SceneNode[]): SceneNode[] => {
  const joined: SceneNode[] = [];
  for (const run of runs) {
    const last = joined.at(-1);
    if (last && run.content !== '\n' && last.content !== '\n' && sameLook(last, run))
      joined[joined.length - 1] = { ...last, content: last.content + run.content };
    else joined.push(run);
  }
  return joined.flatMap((run) => {
    if (run.content.length <= MAX_NODE_CHARS) return [run];
    const parts: SceneNode[] = [];
    for (let at = 0; at < run.content.length; at += MAX_NODE_CHARS) parts.push({ ...run, content: run.content.slice(at, at + MAX_NODE_CHARS) });
    return parts;
  });
};
