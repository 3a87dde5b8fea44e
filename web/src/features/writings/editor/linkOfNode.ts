import { $createLinkNode, $isLinkNode, type LinkNode } from '@lexical/link';
import { $findMatchingParent } from '@lexical/utils';
import type { NodeLink } from '@lorewright/domain/writings/sceneContent';
import type { LexicalNode } from 'lexical';
import { $createElementLinkNode, $isElementLinkNode } from './ElementLinkNode';
import { URL_LINK_REL, URL_LINK_TARGET } from './urlLinks';

// The two kinds of link, between the stored form ({url} or {type, id, category?}) and nodes.

export const isUrlLink = (link: NodeLink): link is { url: string } => 'url' in link;

export function linkOfNode(node: LinkNode): NodeLink {
  return $isElementLinkNode(node) ? node.getElementLink() : { url: node.getURL() };
}

export function $createLinkNodeFor(link: NodeLink): LinkNode {
  return isUrlLink(link) ? $createLinkNode(link.url, { target: URL_LINK_TARGET, rel: URL_LINK_REL }) : $createElementLinkNode(link);
}

/** Whether this node already is exactly this link. */
export function linkNodeIs(node: LinkNode, link: NodeLink): boolean {
  if (isUrlLink(link)) return !$isElementLinkNode(node) && $isLinkNode(node) && node.getURL() === link.url;
  if (!$isElementLinkNode(node)) return false;
  const own = node.getElementLink();
  return own.type === link.type && own.id === link.id && own.category === link.category;
}

/** The link this node is, or is inside. */
export const $linkAround = (node: LexicalNode): LinkNode | null => ($isLinkNode(node) ? node : $findMatchingParent(node, $isLinkNode));
