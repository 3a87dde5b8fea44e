import { asOfText, type WorldDate } from '@lorewright/domain/calendars/worldDate';
import type { RelationPeriod } from '@lorewright/domain/relations/relationPeriod';
import type { RelationType } from '@lorewright/domain/relations/relationTypes';
import type { FamilyTreeView, RelationView, WorldRelationsView } from '@lorewright/domain/relations/relationView';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrap } from '../../lib/apiClient';
import { useAnnouncedChange } from '../../lib/useAnnouncedChange';

// Relations between wikis are server state. A change touches two wikis' lists and any family
// tree, so every change refreshes all relation queries (few are ever loaded at once).
export const relationKeys = {
  all: ['relations'] as const,
  ofWiki: (wikiID: string) => ['relations', 'wiki', wikiID] as const,
  familyTree: (wikiID: string) => ['relations', 'familyTree', wikiID] as const,
  // '' for the world as it is now, else the `asOf` date it is shown on.
  ofWorld: (worldID: string, asOf: string) => ['relations', 'world', worldID, asOf] as const,
};

const wikiPath = (wikiID: string, what: string) => `wiki/${encodeURIComponent(wikiID)}/${what}`;

/** GET wiki/{id}/relations: the wiki's relations whose other wiki the viewer may see. */
export function useRelations(wikiID: string) {
  return useQuery({
    queryKey: relationKeys.ofWiki(wikiID),
    queryFn: async () => unwrap(await apiRequest<{ relations: RelationView[] }>('GET', wikiPath(wikiID, 'relations'))).relations,
  });
}

/** GET wiki/{id}/familyTree: parents, children and spouses around a character. */
export function useFamilyTree(wikiID: string) {
  return useQuery({
    queryKey: relationKeys.familyTree(wikiID),
    queryFn: async () => unwrap(await apiRequest<FamilyTreeView>('GET', wikiPath(wikiID, 'familyTree'))),
  });
}

const worldRelationsQuery = (worldID: string, asOf: WorldDate | undefined) => {
  const date = asOf ? asOfText(asOf) : '';
  return {
    queryKey: relationKeys.ofWorld(worldID, date),
    queryFn: async () =>
      unwrap(await apiRequest<WorldRelationsView>('GET', `world/${encodeURIComponent(worldID)}/relations${date ? `?asOf=${encodeURIComponent(date)}` : ''}`)),
  };
};

/** GET world/{id}/relations: the world's wikis the viewer may see and the relations between them. */
export function useWorldRelations(worldID: string, asOf: WorldDate | undefined) {
  return useQuery({ ...worldRelationsQuery(worldID, asOf), placeholderData: keepPreviousData });
}

/** Starts GET world/{id}/relations ahead of the graph that shows it (a no-op while it is fresh). */
export function usePrefetchWorldRelations() {
  const queryClient = useQueryClient();
  return (worldID: string, asOf: WorldDate | undefined) => void queryClient.prefetchQuery(worldRelationsQuery(worldID, asOf));
}

export interface NewRelation {
  wikiID: string;
  otherID: string;
  type: RelationType;
  custom?: string;
  period?: RelationPeriod;
}

// The server's message is raised as an alert either way; the caller learns whether it worked.
const useRelationChange = <Input, Answer extends { message?: string }>(send: (input: Input) => Promise<Answer>) => useAnnouncedChange(send, relationKeys.all);

/** POST wiki/addRelation. */
export const useAddRelation = () =>
  useRelationChange(async (input: NewRelation) => unwrap(await apiRequest<{ id: string; message?: string }>('POST', 'wiki/addRelation', input)));

export interface RelationChange {
  wikiID: string;
  relationID: string;
  type: RelationType;
  custom?: string;
  /** Null clears the period. */
  period: RelationPeriod | null;
}

/** PUT wiki/changeRelation: the kind as read from `wikiID`, and the period. */
export const useChangeRelation = () =>
  useRelationChange(async (input: RelationChange) => unwrap(await apiRequest<{ message?: string }>('PUT', 'wiki/changeRelation', input)));

/** POST wiki/removeRelation. */
export const useRemoveRelation = () =>
  useRelationChange(async (input: { wikiID: string; relationID: string }) =>
    unwrap(await apiRequest<{ message?: string }>('POST', 'wiki/removeRelation', input)),
  );
