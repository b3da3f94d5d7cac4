import { Box, Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMemo } from 'react';
import { PlainList } from '../../../components/lists/plain-list';
import { formatCount, formatDate } from '../../../lib/format';
import { formatDateTime } from '../../history';
import { describeActivity, type ActivityEntry, type ActivityView } from '../lib/activity-labels';
import { useMarketplaceT } from '../lib/use-marketplace-t';
import { ActivityChange } from './activity-change';
import { TableScroll } from '../../../components/ui/table-scroll';

interface ActivityRow {
  entry: ActivityEntry;
  view: ActivityView;
  /** "until 08/06/2026" or "ended 08/06/2026"; null without an end date. */
  validity: string | null;
}

function useActivityRows(entries: ActivityEntry[]): ActivityRow[] {
  const { mt, language } = useMarketplaceT();
  return useMemo(() => {
    const now = new Date();
    const formatNumber = (value: number) => formatCount(value, language);
    return entries.map((entry) => {
      const view = describeActivity(entry, formatNumber, now);
      const date = entry.validUntil ? formatDate(entry.validUntil, language) : null;
      const validity = date ? mt(view.hasEnded ? 'activity.ended' : 'activity.until', { date }) : null;
      return { entry, view, validity };
    });
  }, [entries, language, mt]);
}

function RowDate({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatDateTime(iso)}</time>;
}

function NoEnd() {
  const { mt } = useMarketplaceT();
  return (
    <>
      <span aria-hidden>—</span>
      <VisuallyHidden>{mt('activity.noEnd')}</VisuallyHidden>
    </>
  );
}

/** Laptops: one table row per ledger row; the item cell names the resource and, below it, why. */
function ActivityTable({ rows }: { rows: ActivityRow[] }) {
  const { mt } = useMarketplaceT();
  return (
    // The page never scrolls sideways: in the narrowest table layout a long translation scrolls here.
    <TableScroll minWidth={600}>
      <Table striped verticalSpacing="xs" aria-label={mt('activity.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{mt('activity.col.date')}</Table.Th>
            <Table.Th>{mt('activity.col.item')}</Table.Th>
            <Table.Th ta="right">{mt('activity.col.change')}</Table.Th>
            <Table.Th>{mt('activity.col.validity')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(({ entry, view, validity }) => (
            <Table.Tr key={entry.id} data-testid="activity-row" data-direction={view.direction}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <RowDate iso={entry.createdDate} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {mt(view.resourceKey)}
                </Text>
                <Text size="sm" c="dimmed">
                  {mt(view.sourceKey)}
                </Text>
              </Table.Td>
              <Table.Td>
                <ActivityChange view={view} justify="flex-end" />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{validity ?? <NoEnd />}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}

/** Phones: one stacked card per ledger row, nothing wider than the screen. */
function ActivityCards({ rows }: { rows: ActivityRow[] }) {
  const { mt } = useMarketplaceT();
  return (
    <PlainList aria-label={mt('activity.title')}>
      {rows.map(({ entry, view, validity }) => (
        <Paper
          key={entry.id}
          component="li"
          withBorder
          radius="md"
          p="sm"
          data-testid="activity-row"
          data-direction={view.direction}
        >
          <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={600} size="sm">
                {mt(view.resourceKey)}
              </Text>
              <Text size="sm" c="dimmed">
                {mt(view.sourceKey)}
              </Text>
            </Stack>
            <Box style={{ flexShrink: 0 }}>
              <ActivityChange view={view} />
            </Box>
          </Group>
          <Text size="xs" c="dimmed" mt={6}>
            <RowDate iso={entry.createdDate} />
            {validity && ` · ${validity}`}
          </Text>
        </Paper>
      ))}
    </PlainList>
  );
}

/**
 * The activity history rows: date (DD/MM/YY HH:mm:ss), what changed and why, the signed change
 * and the validity end; a table from the `md` breakpoint (room beside the sidebar), stacked
 * cards below it.
 */
export function ActivityList({ entries }: { entries: ActivityEntry[] }) {
  const rows = useActivityRows(entries);
  return (
    <>
      <Box visibleFrom="md">
        <ActivityTable rows={rows} />
      </Box>
      <Box hiddenFrom="md">
        <ActivityCards rows={rows} />
      </Box>
    </>
  );
}
