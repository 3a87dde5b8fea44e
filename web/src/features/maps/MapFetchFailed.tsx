import { mapMessages as m } from '@lorewright/domain/maps/mapMessages';
import { StatusActions, StatusCard, StatusText } from '../../components/StatusCard';
import { ApiRequestError } from '../../lib/apiClient';
import { MapBackButton } from './MapBackButton';

/** GET map/{id} did not answer 200 (spec §8): the spec's text, and the server's for 403 and 404. */
export function MapFetchFailed({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const status = error instanceof ApiRequestError ? error.status : 0;
  const refused = status === 403 || status === 404;
  return (
    <StatusCard badge={refused ? `Error Code ${status}` : 'Map'} title={m.fetchFailed}>
      <StatusText>{error.message}</StatusText>
      <StatusActions>
        <MapBackButton />
        {!refused && (
          <button type="button" className="button button-primary" onClick={onRetry}>
            Try again
          </button>
        )}
      </StatusActions>
    </StatusCard>
  );
}
