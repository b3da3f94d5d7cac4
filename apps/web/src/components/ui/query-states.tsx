import type { UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue, type ReactNode } from 'react';
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
 * The states of one query's part of a page, in this order: its failure (with "Try again"), its
 * loading skeleton, its empty state, or the content drawn from the data. One place for what every
 * page showing server data repeats (lists add their pager: ListStates).
 */
export function QueryStates<T>({
  query,
  errorMessage,
  loading,
  empty,
  isEmpty,
  children,
}: QueryStatesProps<T>) {
  // Data that arrives is drawn in a transition: React builds it in slices of a few milliseconds
  // and the page keeps answering taps meanwhile (a page of Mantine rows drawn at once held a
  // phone's main thread for a third of a second). Until then the skeleton, or the previous data,
  // stays.
  const data = useDeferredValue(query.data);
  if (query.isError) return <ErrorState message={errorMessage} onRetry={() => void query.refetch()} />;
  if (data === undefined) return <>{loading}</>;
  if (empty !== undefined && isEmpty?.(data)) return <>{empty}</>;
  return <>{children(data)}</>;
}
