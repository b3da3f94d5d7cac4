import { useDeferredValue, type ReactNode } from 'react';
import { Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryStates } from '../ui/query-states';
import { Pager, type PagerProps } from './pager';
import { BackLink } from '../ui/back-link';

export interface ListStatesProps<TData> {
  /** The list's query; the states below follow it. */
  query: UseQueryResult<TData>;
  /** Shown with "Try again" when the query failed. */
  loadFailed: string;
  /** Shown while the first page loads (a skeleton of the list's height by default). */
  loading?: ReactNode;
  isEmpty: (data: TData) => boolean;
  /** Shown instead of the list when `isEmpty`: says what to do next. */
  empty: ReactNode;
  /** The list itself. */
  children: (data: TData) => ReactNode;
  /** The pager under the list, when the list has pages. */
  pager?: (data: TData) => PagerProps;
}

/**
 * A list's states (QueryStates'): the failure with "Try again", the loading skeleton, the empty
 * state, or the list with its pager. For a list inside a page (a section); PagedList is the page.
 */
export function ListStates<TData>(props: ListStatesProps<TData>) {
  return (
    <QueryStates
      query={props.query}
      errorMessage={props.loadFailed}
      loading={props.loading ?? <Skeleton height={240} radius="md" />}
      isEmpty={props.isEmpty}
      empty={props.empty}
    >
      {(data) => (
        <>
          {props.children(data)}
          {props.pager && <Pager {...props.pager(data)} />}
        </>
      )}
    </QueryStates>
  );
}

export interface ListHeadingProps {
  /** The page's heading (h1). */
  title: ReactNode;
  /** Above the heading: the way back. */
  back?: { to: string; label: string };
  /** Under the heading, dimmed. */
  subtitle?: ReactNode;
  /** Beside the heading: a link to a related page. */
  action?: ReactNode;
}

export interface PagedListProps<TData> extends ListStatesProps<TData>, ListHeadingProps {
  /** Between the heading and the list: filters, "practise all", another panel. */
  toolbar?: ReactNode;
  /** Under the list (or the empty state) once data is there. */
  footer?: (data: TData) => ReactNode;
}

/** A list page's way back, heading, line under it and action (also drawn in a page's prerendered shell). */
export function ListHeading(props: ListHeadingProps) {
  return (
    <>
      {props.back && <BackLink to={props.back.to} label={props.back.label} />}
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 240px' }}>
          <Title order={1} size="h2">
            {props.title}
          </Title>
          {props.subtitle && <Text c="dimmed">{props.subtitle}</Text>}
        </Stack>
        {props.action}
      </Group>
    </>
  );
}

/**
 * The scaffold of a list page: heading, then the list's error, loading or empty state, or the
 * list with its pager (ListStates). Every list page (history, bookmarks, a question type,
 * payments, activity) shows its states the same way.
 */
export function PagedList<TData>(props: PagedListProps<TData>) {
  // The footer follows the list as drawn (see QueryStates), never ahead of it.
  const data = useDeferredValue(props.query.data);
  return (
    <Stack gap="md">
      <ListHeading {...props} />
      {props.toolbar}
      <ListStates {...props} />
      {data !== undefined && props.footer?.(data)}
    </Stack>
  );
}
