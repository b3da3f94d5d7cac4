import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState } from './error-state';

interface QueryStatesProps<T> {
  query: UseQueryResult<T>;
  /** What failing to load says; its "Try again" loads again. */
  errorMessage: string;
  /** Shown while loading: a skeleton of the content's shape. */
  loading: ReactNode;
  /** Shown instead of the content when `isEmpty` says the data holds nothing. */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

/**
 * The states of one query's part of a page: its failure (with "Try again"), its loading
 * skeleton, its empty state, or the content drawn from the data. One place for what every page
 * showing server data repeats.
 */
export function QueryStates<T>({
  query,
  errorMessage,
  loading,
  empty,
  isEmpty,
  children,
}: QueryStatesProps<T>) {
  if (query.isError) return <ErrorState message={errorMessage} onRetry={() => void query.refetch()} />;
  if (query.isPending) return <>{loading}</>;
  if (empty !== undefined && isEmpty?.(query.data)) return <>{empty}</>;
  return <>{children(query.data)}</>;
}
