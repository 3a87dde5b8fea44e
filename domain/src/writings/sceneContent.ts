import { z } from 'zod';
import { ELEMENT_LINK_TYPES, HEX_COLOR, MAX_NODE_CHARS, MAX_SCENE_NODES, SCENE_STYLES, URL_LINK, URL_LINK_MAX } from './sceneText';

// The stored form of a scene's text (creative-elements.md §3): a flat list of nodes, each a run
// of text with one style ('', title, subtitle, bold), an optional colour and an optional link.
// Lines are separated by a node whose content is exactly '\n' (style ''); title and subtitle
// are whole-line styles, so every node of such a line carries them. The word processor
// converts this to and from its own tree without loss (web/src/features/writings/editor).
// Constants and plain helpers live in sceneText.ts, so pages can use them without zod.

export const ElementLink = z.strictObject({
  type: z.enum(ELEMENT_LINK_TYPES),
  category: z.string().max(40).optional(),
  id: z.string().min(1).max(100),
});
export type ElementLink = z.infer<typeof ElementLink>;

export const UrlLink = z.strictObject({ url: z.string().max(URL_LINK_MAX).regex(URL_LINK, 'Links must start with http:// or https://.') });
export const NodeLink = z.union([UrlLink, ElementLink]);
export type NodeLink = z.infer<typeof NodeLink>;

export const SceneNode = z.strictObject({
  content: z.string().max(MAX_NODE_CHARS, `A text run may hold at most ${MAX_NODE_CHARS} characters.`),
  style: z.enum(SCENE_STYLES, { error: "Unknown text style: use '', title, subtitle or bold." }),
  color: z.string().regex(HEX_COLOR, 'Colours are written #rrggbb.').optional(),
  link: NodeLink.optional(),
});
export type SceneNode = z.infer<typeof SceneNode>;

export const SceneContent = z.array(SceneNode).max(MAX_SCENE_NODES, `A scene may hold at most ${MAX_SCENE_NODES} text runs.`);
export type SceneContent = z.infer<typeof SceneContent>;
