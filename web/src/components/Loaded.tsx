import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AlertMessage } from './Alerts';
import { PageLoading } from './PageLoading';

/** A query's spinner while it loads, its error in words if it fails, and then `children(data)`. */
export function Loaded<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  if (query.isPending) return <PageLoading />;
  if (query.isError) {
    return (
      <AlertMessage kind="error" inline>
        {query.error.message}
      </AlertMessage>
    );
  }
  return children(query.data);
}
