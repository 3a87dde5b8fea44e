import { useParams } from 'react-router';
import { PageLoading } from '../../components/PageLoading';
import { useTimeline } from './api';
import { TimelineFetchFailed } from './TimelineFetchFailed';
import { TimelineScreen } from './TimelineScreen';

/** /timeline/{id} (product.md §2): the timeline, edited in place by its author and viewed by everyone else. */
export function TimelinePage() {
  const { id = '' } = useParams();
  const timeline = useTimeline(id);

  // A failed re-read after an image or link change keeps the page: only a first read fails it.
  if (timeline.isError && !timeline.data) return <TimelineFetchFailed error={timeline.error} onRetry={() => void timeline.refetch()} />;
  // The page edits what it loads: it starts only from an answer fetched now, so its first save
  // names the newest revisions.
  if (!timeline.data || !timeline.isFetchedAfterMount) return <PageLoading title="Timeline" />;
  return <TimelineScreen key={id} loaded={timeline.data} />;
}
