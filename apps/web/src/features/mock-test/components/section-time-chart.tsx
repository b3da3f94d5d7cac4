import { Box, Group, Stack, Table, Text } from '@mantine/core';
import type { MockReport } from '@prepwise/contracts';
import { formatRemaining } from '../lib/use-section-clock';
import { useMockT } from '../lib/use-mock-t';

/**
 * Time used per section as horizontal bars against the section's time allowed, followed by the
 * same figures in a table (the chart's text alternative, visible to everyone).
 */
export function SectionTimeChart({ sections }: { sections: MockReport['sections'] }) {
  const { mk } = useMockT();
  return (
    <Stack gap="sm">
      <Stack gap={6} aria-hidden>
        {sections.map((section, index) => {
          const allowed = section.minutes * 60_000;
          const percent = allowed > 0 ? Math.min(100, (section.usedMs / allowed) * 100) : 0;
          return (
            <Box key={`${section.key}-${index}`}>
              <Group justify="space-between" gap="xs">
                <Text size="sm">{mk(`section.${section.key}`)}</Text>
                <Text size="xs" c="dimmed">
                  {formatRemaining(section.usedMs)} / {section.minutes}:00
                </Text>
              </Group>
              <svg
                width="100%"
                height={12}
                role="presentation"
                preserveAspectRatio="none"
                viewBox="0 0 100 12"
              >
                <rect x={0} y={0} width={100} height={12} rx={3} fill="var(--mantine-color-gray-2)" />
                <rect x={0} y={0} width={percent} height={12} rx={3} fill="var(--mantine-color-blue-6)" />
              </svg>
            </Box>
          );
        })}
      </Stack>
      <Table withTableBorder fz="sm">
        <caption style={{ captionSide: 'top', textAlign: 'left' }}>{mk('report.timeTable')}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{mk('intro.section')}</Table.Th>
            <Table.Th ta="right">{mk('report.used')}</Table.Th>
            <Table.Th ta="right">{mk('report.allowed')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sections.map((section, index) => (
            <Table.Tr key={`${section.key}-${index}`}>
              <Table.Td>{mk(`section.${section.key}`)}</Table.Td>
              <Table.Td ta="right">{formatRemaining(section.usedMs)}</Table.Td>
              <Table.Td ta="right">{mk('report.minutes', { count: section.minutes })}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
