import { useParams } from 'react-router';
import { PageLoading } from '../../components/PageLoading';
import { useMap } from './api';
import { MapFetchFailed } from './MapFetchFailed';
import { MapScreen } from './MapScreen';

/** /map/{id} (product.md §2): the map, edited in place by its author and viewed by everyone else. */
export function MapPage() {
  const { id = '' } = useParams();
  const map = useMap(id);

  // A failed re-read after an image or link change keeps the page: only a first read fails it.
  if (map.isError && !map.data) return <MapFetchFailed error={map.error} onRetry={() => void map.refetch()} />;
  // The page edits what it loads: it starts only from an answer fetched now, so its first save
  // names the newest point revisions.
  if (!map.data || !map.isFetchedAfterMount) return <PageLoading title="Map" />;
  return <MapScreen key={id} loaded={map.data} />;
}
