import { z } from 'zod';

// The stored form of a scene's text (creative-elements.md §3): a flat list of nodes, each a run
// of text with one style ('', title, subtitle, bold), an optional colour and an optional link.
// Lines are separated by a node whose content is exactly '\n' (style ''); title and subtitle
// are whole-line styles, so every node of such a line carries them. The word processor
// converts this to and from its own tree without loss (web/src/features/writings/editor).

export const SCENE_STYLES = ['', 'title', 'subtitle', 'bold'] as const;
export type SceneStyle = (typeof SCENE_STYLES)[number];
export const LINE_BREAK = '\n';
// A new document's one entry: empty style and a zero-width space (spec §3).
export const ZERO_WIDTH_SPACE = '\u200B';

// Documented limits: a 50,000-word novel (~300,000 characters) fits many times over.
export const MAX_NODE_CHARS = 20_000;
export const MAX_SCENE_NODES = 20_000;
export const MAX_SCENES = 200;
export const MAX_WRITING_CHARS = 2_000_000;

export const ELEMENT_LINK_TYPES = ['writing', 'wiki', 'timeline', 'map'] as const;
export const ElementLink = z.strictObject({
  type: z.enum(ELEMENT_LINK_TYPES),
  category: z.string().max(40).optional(),
  id: z.string().min(1).max(100),
});
export type ElementLink = z.infer<typeof ElementLink>;

export const UrlLink = z.strictObject({ url: z.string().max(2000).regex(/^https?:\/\/\S+$/i, 'Links must start with http:// or https://.') });
export const NodeLink = z.union([UrlLink, ElementLink]);
export type NodeLink = z.infer<typeof NodeLink>;

export const HEX_COLOR = /^#[0-9a-f]{6}$/i;

export const SceneNode = z.strictObject({
  content: z.string().max(MAX_NODE_CHARS, `A text run may hold at most ${MAX_NODE_CHARS} characters.`),
  style: z.enum(SCENE_STYLES, { error: "Unknown text style: use '', title, subtitle or bold." }),
  color: z.string().regex(HEX_COLOR, 'Colours are written #rrggbb.').optional(),
  link: NodeLink.optional(),
});
export type SceneNode = z.infer<typeof SceneNode>;

export const SceneContent = z.array(SceneNode).max(MAX_SCENE_NODES, `A scene may hold at most ${MAX_SCENE_NODES} text runs.`);
export type SceneContent = z.infer<typeof SceneContent>;

export const emptySceneContent = (): SceneContent => [{ content: ZERO_WIDTH_SPACE, style: '' }];

export const sceneCharacters = (content: SceneContent) => content.reduce((sum, node) => sum + node.content.length, 0);

// Plain text of a scene, for previews (20 and 50 characters, spec §9) and search.
export const scenePlainText = (content: SceneContent) => content.map((node) => node.content).join('').replaceAll(ZERO_WIDTH_SPACE, '');
export const contentPreview = (content: SceneContent, length: 20 | 50) => {
  const text = scenePlainText(content).replace(/\s+/g, ' ').trim();
  return text.length > length ? `${text.slice(0, length)}...` : text;
};
