import type { NodeLink, SceneContent, SceneNode } from '@lorewright/domain/writings/sceneContent';

// Equality of stored text, field by field (key order and absent-versus-undefined do not
// matter): used to merge neighbouring runs and to tell the room's echo of what the editor
// emitted from new content loaded from elsewhere.

export function sameLink(a: NodeLink | undefined, b: NodeLink | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  if ('url' in a || 'url' in b) return 'url' in a && 'url' in b && a.url === b.url;
  return a.type === b.type && a.id === b.id && a.category === b.category && !a.mention === !b.mention;
}

/** Same formatting: the two runs could be one. A secret mark counts; `secret: false` is none. */
export const sameFormat = (a: SceneNode, b: SceneNode): boolean =>
  a.style === b.style && a.color === b.color && !a.secret === !b.secret && sameLink(a.link, b.link);

export function sameSceneContent(a: SceneContent, b: SceneContent): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  return a.every((node, index) => node.content === b[index].content && sameFormat(node, b[index]));
}
