import type { ElementLink } from '../writings/sceneContent';

// A section's text is plain text in which a link to another element of the world is written
// `[[type:id]]` (docs/decisions.md, Wikis): readable where it is stored, and shown as a chip
// titled by GET link/{type}/{id}.

const LINK = /\[\[(writing|wiki|map|timeline):([A-Za-z0-9_-]{1,100})\]\]/g;

export type ContentPiece = { text: string } | { link: ElementLink };

export const linkToken = (link: Pick<ElementLink, 'type' | 'id'>) => `[[${link.type}:${link.id}]]`;

/** The text between links, and the links, in order. */
export function splitLinks(content: string): ContentPiece[] {
  const pieces: ContentPiece[] = [];
  let from = 0;
  for (const match of content.matchAll(LINK)) {
    if (match.index > from) pieces.push({ text: content.slice(from, match.index) });
    pieces.push({ link: { type: match[1] as ElementLink['type'], id: match[2] } });
    from = match.index + match[0].length;
  }
  if (from < content.length) pieces.push({ text: content.slice(from) });
  return pieces;
}
