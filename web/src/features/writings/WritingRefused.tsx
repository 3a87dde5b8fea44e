import { Link } from 'react-router-dom';
import { StatusActions, StatusCard, StatusText } from '../../components/StatusCard';
import { ApiRequestError } from '../../lib/apiClient';

/** A writing the server would not show (403 private, 404 unknown) or could not: its own words. */
export function WritingRefused({ error, onRetry, room }: { error: Error; onRetry: () => void; room: string }) {
  const status = error instanceof ApiRequestError ? error.status : 0;
  const refused = status === 403 || status === 404;
  return (
    <StatusCard
      badge={refused ? `Error Code ${status}` : room}
      title={status === 403 ? 'Private Writing' : refused ? 'Writing Not Found' : 'Could not load this writing'}
    >
      <StatusText>{error.message}</StatusText>
      <StatusActions>
        {!refused && (
          <button type="button" className="button button-primary" onClick={onRetry}>
            Try again
          </button>
        )}
        <Link to="/community/worlds" className={`button ${refused ? 'button-primary' : 'button-secondary'}`}>
          Browse Worlds
        </Link>
      </StatusActions>
    </StatusCard>
  );
}
