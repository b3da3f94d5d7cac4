import { Button, Group, NativeSelect, Pagination, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pageSizes } from '@prepwise/contracts';

/** The page (0-based) and page size of a list; a new size starts again at the first page. */
export interface Paging {
  page: number;
  size: number;
  setPage: (page: number) => void;
  setSize: (size: number) => void;
}

/** Paging state for one list, starting at the first page of `initialSize` rows. */
export function usePaging(initialSize = 10): Paging {
  const [page, setPage] = useState(0);
  const [size, setSizeOnly] = useState(initialSize);
  const setSize = (next: number) => {
    setSizeOnly(next);
    setPage(0);
  };
  return { page, size, setPage, setSize };
}

export interface PagerProps {
  paging: Paging;
  /** Rows in all pages, when the server reports it: page numbers and "11–20 of 31". */
  total?: number;
  /** Without a total: whether there is a next page (previous / next and "Page 2"). */
  hasNext?: boolean;
  /** The page-size select's name, when "Rows per page" is not the right word. */
  sizeLabel?: string;
}

/**
 * The one pager of the app's lists: the page size (10/25/50/100) and the page, 0-based outside and
 * 1-based on screen. With a total it shows the range and page numbers; without one, previous /
 * next around "Page 2". Every control is a native select or a button, so it works by keyboard.
 */
export function Pager({ paging, total, hasNext = false, sizeLabel }: PagerProps) {
  const { t } = useTranslation();
  const { page, size } = paging;
  return (
    <Group justify="space-between" gap="sm">
      <Group gap="xs" wrap="nowrap">
        <NativeSelect
          aria-label={sizeLabel ?? t('paging.size')}
          data={pageSizes.map((value) => String(value))}
          value={String(size)}
          onChange={(event) => paging.setSize(Number(event.currentTarget.value))}
          size="xs"
        />
        {total !== undefined && (
          <Text size="sm" c="dimmed">
            {t('paging.range', {
              from: total === 0 ? 0 : page * size + 1,
              to: Math.min(total, (page + 1) * size),
              total,
            })}
          </Text>
        )}
      </Group>
      {total === undefined ? (
        <PreviousNext paging={paging} hasNext={hasNext} />
      ) : (
        <Pagination
          total={Math.max(1, Math.ceil(total / size))}
          value={page + 1}
          onChange={(value) => paging.setPage(value - 1)}
          size="sm"
          siblings={0}
          getItemProps={(item) => ({ 'aria-label': t('paging.page', { page: item }) })}
          getControlProps={(control) => ({
            'aria-label': control === 'previous' ? t('paging.previous') : t('paging.next'),
          })}
        />
      )}
    </Group>
  );
}

/** Previous / next around "Page 2", for a list whose total the server does not report. */
function PreviousNext({ paging, hasNext }: { paging: Paging; hasNext: boolean }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        variant="default"
        size="xs"
        disabled={paging.page === 0}
        onClick={() => paging.setPage(paging.page - 1)}
        aria-label={t('paging.previous')}
      >
        <IconChevronLeft size={16} aria-hidden />
      </Button>
      <Text size="sm" aria-live="polite">
        {t('paging.page', { page: paging.page + 1 })}
      </Text>
      <Button
        variant="default"
        size="xs"
        disabled={!hasNext}
        onClick={() => paging.setPage(paging.page + 1)}
        aria-label={t('paging.next')}
      >
        <IconChevronRight size={16} aria-hidden />
      </Button>
    </Group>
  );
}
