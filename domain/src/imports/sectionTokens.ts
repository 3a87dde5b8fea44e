import { linkToken, splitLinks } from '../wikis/sectionLinks';
import type { ElementLink } from '../writings/sceneContent';

/**
 * A wiki section's text with each `[[type:id]]` link pointed at the id `to` gives, or left out
 * when it gives none (an element the export does not hold: the link would lead nowhere, or back
 * into the original world).
 */
export const mapSectionLinks = (content: string, to: (link: Pick<ElementLink, 'type' | 'id'>) => string | null): string =>
  splitLinks(content)
    .map((piece) => {
      if ('text' in piece) return piece.text;
      const id = to(piece.link);
      return id === null ? '' : linkToken({ type: piece.link.type, id });
    })
    .join('');

export const hasSectionLinks = (content: string) => splitLinks(content).some((piece) => 'link' in piece);
