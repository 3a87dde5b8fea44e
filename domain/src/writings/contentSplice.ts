import type { SceneContent, SceneNode } from './sceneContent';

// A change to a scene's text as the nodes that differ: from index `at`, `remove` nodes are
// replaced by `nodes`. An autosave while typing touches a few runs of a long scene, so its event
// stays a few hundred bytes instead of the whole scene, and the writing's stream — which every
// save reads — grows by that much.
export interface ContentSplice {
  at: number;
  remove: number;
  nodes: SceneContent;
}

// Field by field, so the order of keys in the JSON a client sent never counts as a change. A
// secret mark counts (marking a line is a change); `secret: false` is the same as none.
const linkKey = (link: SceneNode['link']) =>
  !link ? '' : 'url' in link ? `url ${link.url}` : `${link.type} ${link.category ?? ''} ${link.id}${link.mention ? ' mention' : ''}`;
export const sameNode = (a: SceneNode, b: SceneNode) =>
  a.content === b.content && a.style === b.style && a.color === b.color && (a.secret === true) === (b.secret === true) && linkKey(a.link) === linkKey(b.link);

// The smallest splice turning `before` into `after` by trimming their common start and end;
// null when they are the same.
export const contentSplice = (before: SceneContent, after: SceneContent): ContentSplice | null => {
  let start = 0;
  while (start < before.length && start < after.length && sameNode(before[start], after[start])) start++;
  if (start === before.length && start === after.length) return null;
  let end = 0;
  while (end < before.length - start && end < after.length - start && sameNode(before[before.length - 1 - end], after[after.length - 1 - end])) end++;
  return { at: start, remove: before.length - start - end, nodes: after.slice(start, after.length - end) };
};

export const applySplice = (content: SceneContent, { at, remove, nodes }: ContentSplice): SceneContent => [
  ...content.slice(0, at),
  ...nodes,
  ...content.slice(at + remove),
];
