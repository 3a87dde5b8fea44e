import { Link } from 'react-router';
import { ApiRequestError } from '../lib/apiClient';
import { StatusActions, StatusCard, StatusText } from './StatusCard';

export interface ElementRefusedProps {
  /** What was asked for, capitalised: 'Writing', 'Wiki'. */
  noun: string;
  /** The screen's name, shown when the failure is not a refusal ('Reading Room'). */
  screen: string;
  error: Error;
  onRetry: () => void;
}

/** An element the server would not show (403 private, 404 unknown) or could not: its own words. */
export function ElementRefused({ noun, screen, error, onRetry }: ElementRefusedProps) {
  const status = error instanceof ApiRequestError ? error.status : 0;
  const refused = status === 403 || status === 404;
  return (
    <StatusCard
      badge={refused ? `Error Code ${status}` : screen}
      title={status === 403 ? `Private ${noun}` : refused ? `${noun} Not Found` : `Could not load this ${noun.toLowerCase()}`}
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
