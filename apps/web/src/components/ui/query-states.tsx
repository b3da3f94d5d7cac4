import type { UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue, type ReactNode } from 'react';
import { ErrorState } from './error-state';

interface QueryStatesProps<T> {
  query: UseQueryResult<T>;
  /**
   * What failing to load says; its "Try again" loads again. A function reads the failure, for a
   * page whose server says why in the catalogue's words (`apiErrorText`: an invalid class code).
   */
  errorMessage: string | ((error: Error) => string);
  /** Whether "Try again" is offered for this failure (not for what is simply not there): yes by default. */
  canRetry?: (error: Error) => boolean;
  /** What "Try again" does when loading the same again is not enough (the cart drops a refused voucher). */
  onRetry?: () => void;
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
  canRetry,
  onRetry,
  loading,
  empty,
  isEmpty,
  children,
}: QueryStatesProps<T>) {
  // Data that arrives is drawn in a transition: React builds it in slices of a few milliseconds
  // and the page keeps answering taps meanwhile (a page of Mantine rows drawn at once held a
  // phone's main thread for a third of a second). Until then the skeleton, or the previous data,
  // stays. Data already in the cache is drawn at once (no skeleton flashes).
  const data = useDeferredValue(query.data);
  if (query.isError) {
    const error = query.error;
    const message = typeof errorMessage === 'function' ? errorMessage(error) : errorMessage;
    const isRetryable = canRetry?.(error) ?? true;
    const retry = onRetry ?? (() => void query.refetch());
    return <ErrorState message={message} onRetry={isRetryable ? retry : undefined} />;
  }
  if (data === undefined) return <>{loading}</>;
  if (empty !== undefined && isEmpty?.(data)) return <>{empty}</>;
  return <>{children(data)}</>;
}
