import { Group, NativeSelect, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pageSizes } from '@prepwise/contracts';

interface PagingBarProps {
  page: number;
  size: number;
  total: number;
  onPage: (page: number) => void;
  onSize: (size: number) => void;
}

/** Page numbers (0-based outside, 1-based on screen) and the page size (10/25/50/100). */
export function PagingBar({ page, size, total, onPage, onSize }: PagingBarProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / size));
  const from = total === 0 ? 0 : page * size + 1;
  const to = Math.min(total, (page + 1) * size);
  return (
    <Group justify="space-between" gap="sm">
      <Group gap="xs" wrap="nowrap">
        <NativeSelect
          aria-label={t('practice.paging.size')}
          data={pageSizes.map((value) => String(value))}
          value={String(size)}
          onChange={(event) => onSize(Number(event.currentTarget.value))}
          size="xs"
        />
        <Text size="sm" c="dimmed">
          {t('practice.paging.range', { from, to, total })}
        </Text>
      </Group>
      <Pagination
        total={pages}
        value={page + 1}
        onChange={(value) => onPage(value - 1)}
        size="sm"
        siblings={0}
        getControlProps={(control) => ({
          'aria-label': control === 'previous' ? t('practice.paging.previous') : t('practice.paging.next'),
        })}
      />
    </Group>
  );
}
