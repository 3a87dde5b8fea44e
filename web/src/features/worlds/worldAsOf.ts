import { asOfText, type WorldDate, type WorldPeriod } from '@lorewright/domain/calendars/worldDate';
import type { WikiCategory } from '@lorewright/domain/wikis/wikiView';
import type { WorldView } from '@lorewright/domain/worlds/worldView';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest, unwrap } from '../../lib/apiClient';
import { worldKeys } from './api';

// GET world/{id}?asOf=: the world page on a date of its calendar. Its lists leave out the wikis
// that do not exist then, and `asOf.facts` holds the dated header fields that hold then, per wiki.
export interface DatedFieldAsOf {
  field: string;
  value: string;
  period?: WorldPeriod;
}
export interface WikiFactsAsOf {
  wikiID: string;
  title: string;
  category: WikiCategory;
  fields: DatedFieldAsOf[];
}
export interface WorldAsOf {
  date: WorldDate;
  facts: WikiFactsAsOf[];
}
export type WorldViewAsOf = WorldView & { asOf: WorldAsOf };

/** The world page as of a date (no request without one). */
export function useWorldAsOf(id: string, asOf: WorldDate | undefined) {
  const text = asOf ? asOfText(asOf) : '';
  return useQuery({
    queryKey: [...worldKeys.page(id), 'asOf', text] as const,
    queryFn: async () => unwrap(await apiRequest<{ world: WorldViewAsOf }>('GET', `world/${encodeURIComponent(id)}?asOf=${encodeURIComponent(text)}`)).world,
    enabled: !!asOf,
    // Moving from one date to another keeps the page on the last one until the next arrives.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
