import { ElementFetchFailed } from '../../components/ElementFetchFailed';
import { TimelineBackButton } from './TimelineBackButton';

// As the map page says it (product.md §8 gives no timeline text).
export const TIMELINE_FETCH_FAILED = 'Problem fetching timeline data.';

/** GET timeline/{id} did not answer 200: the server's reason, and Try again unless refused. */
export function TimelineFetchFailed({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return <ElementFetchFailed error={error} kind="Timeline" title={TIMELINE_FETCH_FAILED} back={<TimelineBackButton />} onRetry={onRetry} />;
}
