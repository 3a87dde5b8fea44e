import type { SceneContent, SceneNode } from '@lorewright/domain/writings/sceneContent';
import { sceneLines, type SceneLine } from '@lorewright/domain/writings/sceneLines';

// A scene's stored text (domain/src/writings/sceneContent.ts: runs of text with one style, an
// optional colour and link; a '\n' run ends a line) as static HTML for the offline index.html.
// Everything is escaped; colours and addresses are checked again before they reach an attribute.
// Only the world's author exports: a secret line goes along, marked (class and the word 'Secret').

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const HEX = /^#[0-9a-f]{6}$/i;
const WEB_ADDRESS = /^https?:\/\/[^\s"'<>]+$/i;

const runHtml = (node: SceneNode) => {
  let html = escapeHtml(node.content);
  if (node.style === 'bold') html = `<strong>${html}</strong>`;
  if (node.color && HEX.test(node.color)) html = `<span style="color:${node.color}">${html}</span>`;
  const link = node.link;
  if (link && 'url' in link && WEB_ADDRESS.test(link.url)) html = `<a href="${escapeHtml(link.url)}" rel="noreferrer">${html}</a>`;
  else if (link && 'type' in link) html = `<a href="#${escapeHtml(`${link.type}-${link.id}`)}">${html}</a>`;
  return html;
};

const SECRET_MARK = '<span class="secret-mark">Secret</span> ';

/** How a secret part is marked (the word 'Secret' before it and the class of its element); nothing for another. */
export const secretMarkOf = (secret: boolean | undefined): [mark: string, attributes: string] => (secret ? [SECRET_MARK, ' class="secret"'] : ['', '']);

const lineHtml = ({ style, runs, secret }: SceneLine) => {
  const inner = runs.map(runHtml).join('');
  // A title line left empty in the editor keeps its style; it is no heading to write.
  if (style && runs.every((run) => run.content.trim() === '')) return '';
  const [mark, attributes] = secretMarkOf(secret);
  if (style === 'title') return `<h3${attributes}>${mark}${inner}</h3>`;
  if (style === 'subtitle') return `<h4${attributes}>${mark}${inner}</h4>`;
  return inner.trim() === '' ? '' : `<p${attributes}>${mark}${inner}</p>`;
};

export const sceneHtml = (content: SceneContent): string => sceneLines(content).map(lineHtml).filter(Boolean).join('\n');
