import type { LinkCard } from '@lorewright/domain/elements/elementLinkView';
import type { ElementLink } from '@lorewright/domain/writings/sceneContent';
import { linkToken } from '@lorewright/domain/wikis/sectionLinks';
import { canViewElement } from '@lorewright/domain/worlds/worldAccess';
import { ELEMENT_LIST_OF, type WorldView } from '@lorewright/domain/worlds/worldView';

// What a mention's hover card shows of an element (its schema in the domain, for the answer).
export type { LinkCard } from '@lorewright/domain/elements/elementLinkView';

export interface CardViewer {
  world: WorldView;
  viewerId: string | null;
}

/** The card's first lines: whitespace made one space, cut at this many characters. */
export const CARD_PREVIEW_LENGTH = 160 as const;

export const cardPreview = (text: string): string => {
  const normal = text.replace(/\s+/g, ' ').trim();
  return normal.length > CARD_PREVIEW_LENGTH ? `${normal.slice(0, CARD_PREVIEW_LENGTH)}...` : normal;
};

/** A description's first non-blank line, trimmed. */
export const firstLine = (text: string): string =>
  text
    .split('\n')
    .find((line) => line.trim() !== '')
    ?.trim() ?? '';

/** The card without its empty parts, so the answer leaves them out; a subtitle is cut as the first lines are. */
export const cardOf = (parts: Partial<Record<keyof LinkCard, string | null>>): LinkCard =>
  Object.fromEntries(
    Object.entries(parts)
      .map(([key, value]) => [key, key === 'picture' || !value ? value : cardPreview(value)])
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''),
  );

/**
 * The titles of the elements `links` name that this viewer may see, by their link token
 * (`[[wiki:…]]`), read from the world's own lists: one pass over each kind's list named, no read.
 * An element of another world, a deleted one or one hidden from the viewer has none.
 */
export const mentionTitles = (links: readonly ElementLink[], { world, viewerId }: CardViewer): ReadonlyMap<string, string> => {
  const titles = new Map<string, string>();
  const wanted = new Set(links.map(linkToken));
  for (const type of new Set(links.map((link) => link.type)))
    for (const element of world[ELEMENT_LIST_OF[type]]) {
      const token = linkToken({ type, id: element._id });
      if (wanted.has(token) && canViewElement(world, type, element, viewerId)) titles.set(token, element.title);
    }
  return titles;
};
