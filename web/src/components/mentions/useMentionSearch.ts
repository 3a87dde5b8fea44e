import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { ELEMENT_SEARCH_DEBOUNCE_MS, useElementSearch, type ElementSearchResult } from '../../lib/elementLinks';

export const MENTION_TEXTS = {
  searching: 'Searching...',
  noResults: 'No elements found.',
  listLabel: 'Elements to mention',
};

export interface MentionSearch {
  /** The elements found for the settled query; empty while waiting. */
  results: ElementSearchResult[];
  /** What to tell instead of (or before) the results: searching, nothing found, or the error. */
  status: string | null;
}

/** The world's elements whose titles match what follows an @, once typing settles (POST elementSearch). */
export function useMentionSearch(query: string | null, worldID: string | null): MentionSearch {
  const text = (query ?? '').trim();
  const settled = useDebouncedValue(text, ELEMENT_SEARCH_DEBOUNCE_MS);
  const search = useElementSearch(settled, worldID);
  if (text === '') return { results: [], status: null };
  const waiting = text !== settled || search.isFetching;
  if (waiting) return { results: [], status: MENTION_TEXTS.searching };
  if (search.isError) return { results: [], status: search.error.message };
  const results = search.data ?? [];
  return { results, status: results.length === 0 ? MENTION_TEXTS.noResults : null };
}
