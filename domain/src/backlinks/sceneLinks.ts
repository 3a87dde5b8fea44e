import type { ContentSplice } from '../writings/contentSplice';
import type { SceneContent } from '../writings/sceneContent';
import { snippetOf } from './linkingPart';

// Where a scene's text links to elements, kept without the text: for each linking run its index
// in the scene's node list, the element it links to ('type:id') and its words. A save's splice
// moves these in one pass over the links (never over the scene's nodes), so the backlinks of a
// 50,000-word scene cost what its links cost.
export type SceneLinkAt = readonly [index: number, target: string, snippet: string];

export const elementTarget = (type: string, id: string): string => `${type}:${id}`;

export const linksOfNodes = (nodes: SceneContent, from = 0): SceneLinkAt[] => {
  const links: SceneLinkAt[] = [];
  nodes.forEach((node, i) => {
    if (node.link && 'id' in node.link) links.push([from + i, elementTarget(node.link.type, node.link.id), snippetOf(node.content)]);
  });
  return links;
};

export const spliceLinks = (links: readonly SceneLinkAt[], { at, remove, nodes }: ContentSplice): SceneLinkAt[] => {
  const shift = nodes.length - remove;
  return [
    ...links.filter(([index]) => index < at),
    ...linksOfNodes(nodes, at),
    ...links.filter(([index]) => index >= at + remove).map(([index, target, snippet]): SceneLinkAt => [index + shift, target, snippet]),
  ];
};

// Each element the scene links to once, with the words of its first link.
export const targetsOf = (links: readonly SceneLinkAt[]): Map<string, string> => {
  const targets = new Map<string, string>();
  for (const [, target, snippet] of links) if (!targets.has(target)) targets.set(target, snippet);
  return targets;
};
