import type { ElementSearchResult as FoundElement, LinkAnswer } from '@lorewright/domain/elements/elementLinkView';
import { ELEMENT_LINK_TYPES } from '@lorewright/domain/writings/sceneText';
import type { ElementLink } from '@lorewright/domain/writings/sceneContent';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest, unwrap } from './apiClient';

// The two calls behind element links (product.md §7 "Visibility, links and media"):
// POST elementSearch finds elements of the world to link to; GET link/{element}/{id} gives a
// linked element's title, for the toolbar, and what its mention's card shows (MentionCard).

/** product.md §9.2: search text settles for 500 ms before it is sent. */
export const ELEMENT_SEARCH_DEBOUNCE_MS = 500;

// As the server's answer schemas describe them (domain/src/elements/elementLinkView.ts); a search
// result offered here is one an element link may name (ELEMENT_LINK_TYPES).
export type ElementSearchResult = FoundElement & { type: ElementLink['type'] };
export type LinkedElement = LinkAnswer;

const LINKABLE = new Set<string>(ELEMENT_LINK_TYPES);
const linkable = (found: FoundElement): found is ElementSearchResult => LINKABLE.has(found.type);

export const linkKeys = {
  search: (worldID: string, text: string) => ['elementSearch', worldID, text] as const,
  element: (link: ElementLink) => ['linkedElement', link.type, link.id] as const,
};

/**
 * POST elementSearch; blank text is never sent (product.md §5: element-link search ignores blank
 * text). The server finds every kind of element, languages too; links name the other four.
 */
export function useElementSearch(text: string, worldID: string | null) {
  const trimmed = text.trim();
  return useQuery({
    queryKey: linkKeys.search(worldID ?? '', trimmed),
    queryFn: async () => unwrap(await apiRequest<{ results: FoundElement[] }>('POST', 'elementSearch', { text: trimmed, worldID })).results.filter(linkable),
    enabled: worldID !== null && trimmed !== '',
  });
}

const linkedElementQuery = (link: ElementLink) => ({
  queryKey: linkKeys.element(link),
  queryFn: async () => unwrap(await apiRequest<LinkedElement>('GET', `link/${link.type}/${encodeURIComponent(link.id)}`)),
  staleTime: 60_000,
});

/** GET link/{element}/{id}: the linked element's title and card (an error when it is gone or not visible). */
export function useLinkedElement(link: ElementLink | null) {
  return useQuery({ ...linkedElementQuery(link ?? { type: 'writing', id: '' }), enabled: link !== null });
}

export const fetchLinkedElement = (queryClient: QueryClient, link: ElementLink) => queryClient.fetchQuery(linkedElementQuery(link));

export const ELEMENT_TYPE_LABELS: Record<ElementLink['type'], string> = { writing: 'Writing', wiki: 'Wiki', map: 'Map', timeline: 'Timeline' };

/** The label of an element type named by a stored link or an answer: own entries only (a type such as `constructor` is shown as itself). */
export const elementTypeLabel = (type: string): string => (Object.hasOwn(ELEMENT_TYPE_LABELS, type) ? ELEMENT_TYPE_LABELS[type as ElementLink['type']] : type);

/** A link whose element was deleted, or is private to this reader (GET link answers 404). */
export const LINKED_ELEMENT_GONE = 'This element is no longer available.';
