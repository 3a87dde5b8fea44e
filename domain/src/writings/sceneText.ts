// The zod-free half of the scene node format (sceneContent.ts holds the schemas): constants,
// limits and plain helpers that the client's pages use without loading zod.

export const SCENE_STYLES = ['', 'title', 'subtitle', 'bold'] as const;
export type SceneStyle = (typeof SCENE_STYLES)[number];
export const LINE_BREAK = '\n';
// A new document's one entry: empty style and a zero-width space (product.md §3).
export const ZERO_WIDTH_SPACE = '\u200B';

// Documented limits: a 50,000-word novel (~300,000 characters) fits many times over.
export const MAX_NODE_CHARS = 20_000;
export const MAX_SCENE_NODES = 20_000;
export const MAX_SCENES = 200;
export const MAX_WRITING_CHARS = 2_000_000;

export const ELEMENT_LINK_TYPES = ['writing', 'wiki', 'timeline', 'map'] as const;
export const HEX_COLOR = /^#[0-9a-f]{6}$/i;
export const URL_LINK = /^https?:\/\/\S+$/i;
export const URL_LINK_MAX = 2000;
export const isUrlLink = (url: string) => url.length <= URL_LINK_MAX && URL_LINK.test(url);

// What these helpers read of a scene's text (sceneContent.ts SceneContent): its runs' text.
type TextRuns = readonly { content: string }[];

export const emptySceneContent = () => [{ content: ZERO_WIDTH_SPACE, style: '' as const }];

export const sceneCharacters = (content: TextRuns) => content.reduce((sum, node) => sum + node.content.length, 0);

// Plain text of a scene, for previews (20 and 50 characters, product.md §9) and search.
export const scenePlainText = (content: TextRuns) =>
  content
    .map((node) => node.content)
    .join('')
    .replaceAll(ZERO_WIDTH_SPACE, '');
const previewOf = (text: string, length: number) => {
  const normal = text.replace(/\s+/g, ' ').trim();
  return normal.length > length ? `${normal.slice(0, length)}...` : normal;
};

// The first `length` characters of the scene's plain text, whitespace runs made one space, with
// '...' when there is more. It reads only as far as the preview needs: a projection makes one
// for the first scene at every save of it, and a scene holds tens of thousands of characters.
// A prefix whose text, whitespace collapsed, holds something other than a space past `length`
// already decides the preview (nothing after it can change those characters or the '...').
export const contentPreview = (content: TextRuns, length: 20 | 50 | 160) => {
  let raw = '';
  let nextCheck = 2 * length;
  for (const node of content) {
    raw += node.content;
    if (raw.length < nextCheck) continue;
    nextCheck = 2 * raw.length; // so the checks cost no more than one pass in all
    const prefix = raw.replaceAll(ZERO_WIDTH_SPACE, '').replace(/\s+/g, ' ').trimStart();
    if (/\S/.test(prefix.slice(length))) return `${prefix.slice(0, length)}...`;
  }
  return previewOf(raw.replaceAll(ZERO_WIDTH_SPACE, ''), length);
};
