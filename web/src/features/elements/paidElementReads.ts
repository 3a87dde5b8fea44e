import { DEMO_WORLD_ID } from '@lorewright/domain/worlds/demoWorldId';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, unwrap, type ApiResponse } from '../../lib/apiClient';
import { elementReadPath, takePrefetched } from '../../lib/elementPrefetch';
import type { ElementApi } from './elementApi';

// A paid kind's demo element (product.md §2) is bundled with the client and never fetched.
export interface BundledDemo<Item, View> {
  id: string;
  view: View;
  list: Item[];
}

/**
 * The reads of a paid kind (map, timeline, language): a world's list without the elements' parts,
 * and one element (GET {element}/{id}, taken from the prefetch the page's link started); the demo
 * world's list and the demo element come from the bundle.
 */
export function paidElementReads<Item, View>(
  { element, keys }: Pick<ElementApi<string, 'map' | 'timeline' | 'language'>, 'element' | 'keys'>,
  demo: BundledDemo<Item, View>,
  fetchList: (worldID: string) => Promise<Item[]>,
) {
  const fetchOne = (id: string): Promise<ApiResponse<View>> =>
    id === demo.id
      ? Promise.resolve({ ok: true, status: 200, data: demo.view })
      : (takePrefetched<View>(elementReadPath(element, id)) ?? apiRequest<View>('GET', elementReadPath(element, id)));
  return {
    fetchOne,
    useList: (worldID: string) =>
      useQuery({ queryKey: keys.list(worldID), queryFn: async () => (worldID === DEMO_WORLD_ID ? demo.list : fetchList(worldID)), staleTime: 0 }),
    useOne: (id: string) => useQuery({ queryKey: keys.one(id), queryFn: async () => unwrap(await fetchOne(id)), staleTime: 0, retry: false }),
  };
}
