import { Group, Text, ThemeIcon, type MantineBreakpoint } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';
import { platformName } from '@prepwise/contracts';

/** The Prepwise wordmark; `nameVisibleFrom` hides the name on narrow screens, keeping the icon. */
export function BrandLogo({
  compact = false,
  nameVisibleFrom,
}: {
  compact?: boolean;
  nameVisibleFrom?: MantineBreakpoint;
}) {
  return (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon size={compact ? 30 : 34} radius="md" aria-hidden>
        <IconSchool size={compact ? 18 : 20} />
      </ThemeIcon>
      <Text
        fw={700}
        fz={compact ? 'lg' : 'xl'}
        lh={1}
        {...(nameVisibleFrom ? { visibleFrom: nameVisibleFrom } : {})}
      >
        {platformName}
      </Text>
    </Group>
  );
}
