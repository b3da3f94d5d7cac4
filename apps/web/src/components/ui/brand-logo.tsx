import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';
import { platformName } from '@prepwise/contracts';

/** The Prepwise wordmark. */
export function BrandLogo({ compact = false }: { compact?: boolean }) {
  return (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon size={compact ? 30 : 34} radius="md" aria-hidden>
        <IconSchool size={compact ? 18 : 20} />
      </ThemeIcon>
      <Text fw={700} fz={compact ? 'lg' : 'xl'} lh={1}>
        {platformName}
      </Text>
    </Group>
  );
}
