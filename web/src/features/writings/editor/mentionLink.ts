import type { ElementLink, NodeLink } from '@lorewright/domain/writings/sceneContent';

// An @mention of an element: stored as a run of text linked to the element with `mention: true`.
// Its node type and test, apart from the node itself, so the scene conversions and the node can
// each use them without importing one another.

export const MENTION_NODE_TYPE = 'mention';

export const isMentionLink = (link: NodeLink | undefined): link is ElementLink & { mention: true } =>
  link !== undefined && !('url' in link) && link.mention === true;
