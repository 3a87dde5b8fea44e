import { z } from 'zod';
import { deepFreeze, isDeepFrozen } from '../shared/deepFreeze';
import { ELEMENT_LINK_TYPES, HEX_COLOR, MAX_NODE_CHARS, MAX_SCENE_NODES, SCENE_STYLES, URL_LINK, URL_LINK_MAX } from './sceneText';

// The stored form of a scene's text (product.md §3): a flat list of nodes, each a run
// of text with one style ('', title, subtitle, bold), an optional colour and an optional link.
// Lines are separated by a node whose content is exactly '\n' (style ''); title and subtitle
// are whole-line styles, so every node of such a line carries them, and so is `secret: true`: a
// secret line reaches only those who may edit the writing (sceneSecrets.ts). The word processor
// converts this to and from its own tree without loss (web/src/features/writings/editor).
// Constants and plain helpers live in sceneText.ts, so pages can use them without zod.

export const ElementLink = z.strictObject({
  type: z.enum(ELEMENT_LINK_TYPES),
  category: z.string().max(40).optional(),
  id: z.string().min(1).max(100),
  // An @mention: its text is the element's title and is shown as the current one, so it follows renames.
  mention: z.boolean().optional(),
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
  secret: z.boolean({ error: 'A line is marked secret with true or false.' }).optional(),
});
export type SceneNode = z.infer<typeof SceneNode>;

export const SceneContent = z.array(SceneNode).max(MAX_SCENE_NODES, `A scene may hold at most ${MAX_SCENE_NODES} text runs.`);
export type SceneContent = z.infer<typeof SceneContent>;

// A scene's text is checked once on its way in. What a request's schema checked (SentSceneContent)
// is deeply frozen, so it stays exactly what was checked, and remembered: the events that carry
// that same array on (a save's new scene, or a new writing's) accept it as it is
// (EventSceneContent), and anything else is checked in full. A 50,000-word save otherwise checked
// its 0.4 MB of text twice: once as the request, once as its events.
const checkedContent = new WeakSet<object>();

const remember = (content: SceneContent): SceneContent => {
  checkedContent.add(deepFreeze(content));
  return content;
};

// Exactly SceneContent's rules, without building a copy of every node: a 50,000-word writing is
// some 10,000 of them. Anything it does not accept goes through the schema, for the same result
// and the same messages.
const NODE_KEYS = new Set(['content', 'style', 'color', 'link', 'secret']);
const URL_LINK_KEYS = new Set(['url']);
const ELEMENT_LINK_KEYS = new Set(['type', 'category', 'id', 'mention']);
const STYLES = new Set<unknown>(SCENE_STYLES);
const LINK_TYPES = new Set<unknown>(ELEMENT_LINK_TYPES);

type Fields = Record<string, unknown>;
const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
// for…in over a parsed body's plain objects (no inherited fields): no key array per node.
const hasOnly = (value: Fields, keys: ReadonlySet<string>) => {
  for (const key in value) if (Object.hasOwn(value, key) && !keys.has(key)) return false;
  return true;
};
const isStringUpTo = (value: unknown, max: number): value is string => typeof value === 'string' && value.length <= max;

const isUrlLink = (link: Fields) => hasOnly(link, URL_LINK_KEYS) && isStringUpTo(link.url, URL_LINK_MAX) && URL_LINK.test(link.url);
const isElementLink = (link: Fields) =>
  hasOnly(link, ELEMENT_LINK_KEYS) &&
  LINK_TYPES.has(link.type) &&
  (link.category === undefined || isStringUpTo(link.category, 40)) &&
  isStringUpTo(link.id, 100) &&
  link.id.length >= 1 &&
  (link.mention === undefined || typeof link.mention === 'boolean');

const isSceneNode = (node: unknown) =>
  isFields(node) &&
  hasOnly(node, NODE_KEYS) &&
  isStringUpTo(node.content, MAX_NODE_CHARS) &&
  STYLES.has(node.style) &&
  (node.color === undefined || (typeof node.color === 'string' && HEX_COLOR.test(node.color))) &&
  (node.link === undefined || (isFields(node.link) && (isUrlLink(node.link) || isElementLink(node.link)))) &&
  (node.secret === undefined || typeof node.secret === 'boolean');

const isSceneContent = (value: unknown): value is SceneContent => Array.isArray(value) && value.length <= MAX_SCENE_NODES && value.every(isSceneNode);

export const SentSceneContent = z.unknown().transform((value, ctx): SceneContent => {
  if (isSceneContent(value)) return remember(value);
  const result = SceneContent.safeParse(value);
  if (result.success) return remember(result.data);
  for (const issue of result.error.issues) ctx.addIssue({ ...issue });
  return value as SceneContent;
});

const isCheckedContent = (value: unknown) => typeof value === 'object' && value !== null && checkedContent.has(value) && isDeepFrozen(value);

export const EventSceneContent = z.union([z.custom<SceneContent>(isCheckedContent), SceneContent]);
