import { Button, Group, NativeSelect, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { pageSizes } from '@prepwise/contracts';
import { useMarketplaceT } from '../lib/use-marketplace-t';

interface PaymentsPagingProps {
  page: number;
  size: number;
  hasNext: boolean;
  /** Rows in all pages, when the server reports it: shows "Page 2 of 5". */
  total?: number;
  onPage: (page: number) => void;
  onSize: (size: number) => void;
}

/** Previous / next page and the page size (10/25/50/100), with the page count when the total is known. */
export function PaymentsPaging({ page, size, hasNext, total, onPage, onSize }: PaymentsPagingProps) {
  const { mt } = useMarketplaceT();
  const pages = total === undefined ? undefined : Math.max(1, Math.ceil(total / size));
  return (
    <Group justify="space-between" gap="sm">
      <NativeSelect
        label={mt('payments.pageSize')}
        data={pageSizes.map((value) => String(value))}
        value={String(size)}
        onChange={(event) => onSize(Number(event.currentTarget.value))}
        size="xs"
        w={120}
      />
      <Group gap="xs" wrap="nowrap">
        <Button
          variant="default"
          size="xs"
          disabled={page === 0}
          onClick={() => onPage(page - 1)}
          aria-label={mt('payments.previous')}
        >
          <IconChevronLeft size={16} aria-hidden />
        </Button>
        <Text size="sm" aria-live="polite">
          {pages === undefined
            ? mt('payments.page', { page: page + 1 })
            : mt('payments.pageOf', { page: page + 1, pages })}
        </Text>
        <Button
          variant="default"
          size="xs"
          disabled={!hasNext}
          onClick={() => onPage(page + 1)}
          aria-label={mt('payments.next')}
        >
          <IconChevronRight size={16} aria-hidden />
        </Button>
      </Group>
    </Group>
  );
}
