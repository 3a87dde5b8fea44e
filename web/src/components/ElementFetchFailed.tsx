import type { ReactNode } from 'react';
import { ApiRequestError } from '../lib/apiClient';
import { StatusActions, StatusCard, StatusText } from './StatusCard';

interface ElementFetchFailedProps {
  error: Error;
  /** The element's kind for the badge ('Map'). */
  kind: string;
  /** 'Problem fetching map data.' */
  title: string;
  back: ReactNode;
  onRetry: () => void;
}

/** A map or timeline did not load (product.md §8): the product's text, the server's reason, and Try again unless refused (403, 404). */
export function ElementFetchFailed({ error, kind, title, back, onRetry }: ElementFetchFailedProps) {
  const status = error instanceof ApiRequestError ? error.status : 0;
  const refused = status === 403 || status === 404;
  return (
    <StatusCard badge={refused ? `Error Code ${status}` : kind} title={title}>
      <StatusText>{error.message}</StatusText>
      <StatusActions>
        {back}
        {!refused && (
          <button type="button" className="button button-primary" onClick={onRetry}>
            Try again
          </button>
        )}
      </StatusActions>
    </StatusCard>
  );
}
