import type { ContentSplice } from '../writings/contentSplice';
import type { SceneContent } from '../writings/sceneContent';
import { snippetOf } from './linkingPart';

// Where a scene's text links to elements, kept without the text: for each linking run its index
// in the scene's node list, the element it links to ('type:id') and its words. A save's splice
// moves these in one pass over the links (never over the scene's nodes), so the backlinks of a
// 50,000-word scene cost what its links cost. `secret` is set (true) for a run of a secret line.
export type SceneLinkAt = readonly [index: number, target: string, snippet: string, secret?: true];

export const elementTarget = (type: string, id: string): string => `${type}:${id}`;

export const linksOfNodes = (nodes: SceneContent, from = 0): SceneLinkAt[] => {
  const links: SceneLinkAt[] = [];
  nodes.forEach((node, i) => {
    if (!node.link || !('id' in node.link)) return;
    const target = elementTarget(node.link.type, node.link.id);
    links.push(node.secret ? [from + i, target, snippetOf(node.content), true] : [from + i, target, snippetOf(node.content)]);
  });
  return links;
};

export const spliceLinks = (links: readonly SceneLinkAt[], { at, remove, nodes }: ContentSplice): SceneLinkAt[] => {
  const shift = nodes.length - remove;
  return [
    ...links.filter(([index]) => index < at),
    ...linksOfNodes(nodes, at),
    ...links.filter(([index]) => index >= at + remove).map(([index, ...rest]): SceneLinkAt => [index + shift, ...rest]),
  ];
};

export interface SceneTarget {
  snippet: string;
  // Every link of the scene to the element is in a secret line: only its editors see the backlink.
  secret: boolean;
}

// Each element the scene links to once, with the words of its first link outside the secret
// lines (of its first link when all are secret).
export const targetsOf = (links: readonly SceneLinkAt[]): Map<string, SceneTarget> => {
  const targets = new Map<string, SceneTarget>();
  for (const [, target, snippet, secret] of links) {
    const known = targets.get(target);
    if (!known || (known.secret && !secret)) targets.set(target, { snippet, secret: !!secret });
  }
  return targets;
};
