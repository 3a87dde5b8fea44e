import { markdownLine } from '../markdown/markdownText';
import { sceneMarkdown } from '../markdown/sceneMarkdown';
import { nameText, writableText, type Manuscript, type ManuscriptWriter } from './manuscript';

// A manuscript as one Markdown file (docs/formats.md, "Manuscripts"): the title as `#`, each
// scene a `##` heading, its text written as the vault writes a scene (markdown/sceneMarkdown.ts:
// title and subtitle lines `###`/`####`, bold, colours as spans, web links as links, typed
// markup escaped), except that a link to an element is only its text: the file stands alone.

const NO_NOTES = { pathOf: () => null };

export const manuscriptMarkdown = (manuscript: Manuscript, onProgress: (percent: number) => void = () => {}) => {
  const parts = [`# ${markdownLine(nameText(manuscript.title, 'Untitled'))}`];
  manuscript.scenes.forEach((scene, index) => {
    const content = scene.content.map((node) => ({ ...node, content: writableText(node.content) }));
    parts.push(`## ${markdownLine(nameText(scene.name, `Scene ${index + 1}`))}`, sceneMarkdown(content, NO_NOTES));
    onProgress(Math.floor(((index + 1) / manuscript.scenes.length) * 90));
  });
  return `${parts.filter(Boolean).join('\n\n')}\n`;
};

export const writeMarkdown: ManuscriptWriter = async (manuscript, onProgress) => Buffer.from(manuscriptMarkdown(manuscript, onProgress));
