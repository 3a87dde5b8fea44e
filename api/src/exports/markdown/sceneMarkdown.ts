import type { SceneContent, SceneNode } from '@lorewright/domain/writings/sceneContent';
import { sceneLines, type SceneLine } from '@lorewright/domain/writings/sceneLines';
import { withSecretTag } from '@lorewright/domain/imports/markdown/secretTag';
import { markdownLine, markdownText, wikilink } from './markdownText';
import type { NoteLinks } from './noteLinks';

// Where links to elements lead: a note of the vault, or nowhere (plain text, as in a manuscript).
// A mention shows the element's current title, as the page does: its note's title, when known.
type ElementLinks = Pick<NoteLinks, 'pathOf'> & Partial<Pick<NoteLinks, 'linkTo'>>;

// A scene's stored text (domain/src/writings/sceneContent.ts: runs of text with one style, an
// optional colour and link; a '\n' run ends a line) as Markdown: title and subtitle lines as
// headings, bold as **…**, a colour as an HTML span (Obsidian shows it), a link or @mention of an
// element of the export as a wikilink, a web link as a Markdown link. Each line is a paragraph; a
// secret line ends with the secret tag (secretTag.ts), which the vault import reads back as the mark
// (only the world's author exports, so the author's secret lines go along, marked).

const HEX = /^#[0-9a-f]{6}$/i;
const WEB_ADDRESS = /^https?:\/\/[^\s"'<>()]+$/i;

// Emphasis only holds when it does not start or end with a space: those stay outside it.
const around = (text: string, mark: string) => {
  const inner = text.trim();
  if (inner === '') return text;
  const start = text.indexOf(inner);
  return `${text.slice(0, start)}${mark}${inner}${mark}${text.slice(start + inner.length)}`;
};

const runMarkdown = (node: SceneNode, links: ElementLinks) => {
  const link = node.link;
  const target = link && 'type' in link ? links.pathOf(link) : null;
  const mention = target && link && 'type' in link && link.mention && links.linkTo ? links.linkTo(link, '') : '';
  let text = mention || (target ? wikilink(target, node.content) : markdownText(node.content));
  if (link && 'url' in link && WEB_ADDRESS.test(link.url)) text = `[${text}](${link.url})`;
  if (node.style === 'bold') text = around(text, '**');
  if (node.color && HEX.test(node.color)) text = `<span style="color:${node.color}">${text}</span>`;
  return text;
};

const lineMarkdown = ({ style, runs, secret }: SceneLine, links: ElementLinks) => {
  // A title line left empty in the editor keeps its style; it is no heading to write.
  if (style && runs.every((run) => run.content.trim() === '')) return '';
  if (style) return withSecretTag(`${style === 'title' ? '###' : '####'} ${runs.map((run) => markdownLine(run.content)).join('')}`, secret);
  const text = runs.map((run) => runMarkdown(run, links)).join('');
  return text.trim() === '' ? '' : withSecretTag(text, secret);
};

export const sceneMarkdown = (content: SceneContent, links: ElementLinks): string =>
  sceneLines(content)
    .map((line) => lineMarkdown(line, links))
    .filter(Boolean)
    .join('\n\n');
