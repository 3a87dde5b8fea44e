import type { ElementName } from '@lorewright/domain/worlds/element.commands';
import type { Visibility } from '@lorewright/domain/worlds/world.events';
import { useMutation, useQueryClient, type QueryClient, type UseMutationResult } from '@tanstack/react-query';
import { apiRequest, unwrap, type ApiResponse } from '../../lib/apiClient';
import { worldKeys } from '../worlds/api';

// What every element kind's client shares (product.md §4, §5, §8): its cache keys, and the calls
// every kind answers the same way (rename, delete, visibility). A kind's api.ts makes one with
// elementApi and adds its own calls beside it.

/** The react-query keys of one kind: all of it, a world's list, one element. */
export const elementCacheKeys = <Plural extends string>(plural: Plural) => ({
  all: [plural] as const,
  list: (worldID: string) => [plural, 'list', worldID] as const,
  one: (id: string) => [plural, 'one', id] as const,
});

export type ElementCacheKeys = ReturnType<typeof elementCacheKeys>;

/** The body of a call on one element: `{ mapID, worldID }` for maps. */
export type ElementRef<IdField extends string> = { [K in IdField]: string } & { worldID: string };

type Message = { message: string };

export interface ElementApi<IdField extends string, Element extends ElementName = ElementName> {
  element: Element;
  idField: IdField;
  keys: ElementCacheKeys;
  /** After a change to a world's elements of this kind: its list and the world summaries load again. */
  refreshList: (queryClient: QueryClient, worldID: string) => void;
  /** Re-reads one element into the cache. */
  refetch: (queryClient: QueryClient, id: string) => Promise<void>;
  /** A create call of this kind (its own path and fields); once made, the world's list loads again. */
  useCreate<Input extends { worldID: string }, Answer>(
    send: (input: Input) => Promise<ApiResponse<Answer>>,
  ): UseMutationResult<ApiResponse<Answer>, Error, Input>;
  /** PUT {element}/rename. */
  useRename: () => UseMutationResult<Message, Error, ElementRef<IdField> & { title: string }>;
  /** POST {element}/delete; `alsoGone` names elements deleted with it (a folder's writings). */
  useDelete<Extra extends object = object>(
    alsoGone?: (input: ElementRef<IdField> & Extra) => string[],
  ): UseMutationResult<Message, Error, ElementRef<IdField> & Extra>;
  /** POST updateElementVisibility for this kind; then the current world reloads (product.md §4). */
  useVisibility: () => UseMutationResult<Message, Error, ElementRef<IdField> & { visibility: Visibility }>;
}

/** The shared calls of one element kind, named by its element name, id field and cache folder. */
export function elementApi<Element extends ElementName, IdField extends string>(
  element: Element,
  idField: IdField,
  plural: string,
): ElementApi<IdField, Element> {
  const keys = elementCacheKeys(plural);
  const idOf = (input: ElementRef<IdField>) => (input as Record<IdField, string>)[idField];
  const refreshList = (queryClient: QueryClient, worldID: string) => {
    void queryClient.invalidateQueries({ queryKey: keys.list(worldID) });
    void queryClient.invalidateQueries({ queryKey: worldKeys.all });
  };
  const refetch = (queryClient: QueryClient, id: string) => queryClient.invalidateQueries({ queryKey: keys.one(id) });
  // After a rename or a visibility change: the element and its world's list load again.
  const onChanged = (queryClient: QueryClient, input: ElementRef<IdField>) => {
    void refetch(queryClient, idOf(input));
    refreshList(queryClient, input.worldID);
  };

  return {
    element,
    idField,
    keys,
    refreshList,
    refetch,
    useCreate: <Input extends { worldID: string }, Answer>(send: (input: Input) => Promise<ApiResponse<Answer>>) => {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: send,
        onSuccess: (answer, { worldID }) => {
          if (answer.ok) refreshList(queryClient, worldID);
        },
      });
    },
    useRename: () => {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: async (input: ElementRef<IdField> & { title: string }) => unwrap(await apiRequest<Message>('PUT', `${element}/rename`, input)),
        onSuccess: (_answer, input) => onChanged(queryClient, input),
      });
    },
    useDelete: <Extra extends object = object>(alsoGone?: (input: ElementRef<IdField> & Extra) => string[]) => {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: async (input: ElementRef<IdField> & Extra) => unwrap(await apiRequest<Message>('POST', `${element}/delete`, input)),
        onSuccess: (_answer, input) => {
          for (const id of [idOf(input), ...(alsoGone?.(input) ?? [])]) queryClient.removeQueries({ queryKey: keys.one(id) });
          refreshList(queryClient, input.worldID);
        },
      });
    },
    useVisibility: () => {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: async ({ visibility, ...input }: ElementRef<IdField> & { visibility: Visibility }) =>
          unwrap(
            await apiRequest<Message>('POST', 'updateElementVisibility', {
              element,
              elementID: idOf(input as ElementRef<IdField>),
              worldID: input.worldID,
              visibility,
            }),
          ),
        onSuccess: (_answer, input) => onChanged(queryClient, input),
      });
    },
  };
}
