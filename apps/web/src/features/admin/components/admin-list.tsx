import { Skeleton } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ListStates } from '../../../components/lists/paged-list';
import type { Paging } from '../../../components/lists/pager';
import { EmptyState } from '../../../components/ui/empty-state';

/** What a console list says, in the admin's language. */
export interface AdminListTexts {
  loadFailed: string;
  /** The loading skeleton's name for a screen reader. */
  loading: string;
  emptyTitle: string;
  /** Under the empty state's title: what to do next (or that the search found nothing). */
  emptyText: string;
  /** The pager's page-size label. */
  pageSize: string;
}

interface AdminListProps<TItem> {
  /** A page of the list, as the console's list endpoints answer. */
  query: UseQueryResult<{ items: TItem[]; total: number }>;
  /** The page in the address (useAddressSearch). */
  paging: Paging;
  texts: AdminListTexts;
  /** The empty state's icon. */
  icon: ReactNode;
  children: (items: TItem[]) => ReactNode;
}

/**
 * A console list under its toolbar (ListToolbar): the failure with "Try again", a skeleton, the
 * empty state, or the page of rows with its pager. The catalogue, vouchers, orders, questions
 * and mock intro pages are each one.
 */
export function AdminList<TItem>({ query, paging, texts, icon, children }: AdminListProps<TItem>) {
  return (
    <ListStates
      query={query}
      loadFailed={texts.loadFailed}
      loading={<Skeleton height={240} radius="md" role="status" aria-label={texts.loading} />}
      isEmpty={(data) => data.total === 0}
      empty={<EmptyState icon={icon} title={texts.emptyTitle} description={texts.emptyText} />}
      pager={(data) => ({ paging, total: data.total, sizeLabel: texts.pageSize })}
    >
      {(data) => children(data.items)}
    </ListStates>
  );
}
