import { mapMessages as m } from '@lorewright/domain/maps/mapMessages';
import { ElementFetchFailed } from '../../components/ElementFetchFailed';
import { MapBackButton } from './MapBackButton';

/** GET map/{id} did not answer 200 (product.md §8): the product's text, and the server's for 403 and 404. */
export function MapFetchFailed({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return <ElementFetchFailed error={error} kind="Map" title={m.fetchFailed} back={<MapBackButton />} onRetry={onRetry} />;
}
