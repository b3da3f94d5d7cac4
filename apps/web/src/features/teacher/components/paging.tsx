import { Group, Pagination, Text } from '@mantine/core';
import { useTeacherT } from '../lib/use-teacher-t';

/** Pages of a list (shown only when there is more than one), with how many there are in all. */
export function Paging({
  page,
  size,
  total,
  onChange,
}: {
  page: number;
  size: number;
  total: number;
  onChange: (page: number) => void;
}) {
  const { tt } = useTeacherT();
  const pages = Math.ceil(total / size);
  if (pages <= 1) return null;
  return (
    <Group justify="space-between" gap="xs">
      <Text size="sm" c="dimmed">
        {tt('paging.total', { count: total })}
      </Text>
      <Pagination
        total={pages}
        value={page + 1}
        onChange={(value) => onChange(value - 1)}
        size="sm"
        getControlProps={(control) => ({
          'aria-label': tt(`paging.${control}`),
        })}
        getItemProps={(value) => ({ 'aria-label': tt('paging.page', { page: value }) })}
      />
    </Group>
  );
}
