import { Badge, Card, Group, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClipboardList } from '@tabler/icons-react';
import { useMarketplaceT } from '../lib/use-marketplace-t';

/** Mock tests themselves arrive later; this card says so on the pack list. */
export function MocksComingCard() {
  const { mt } = useMarketplaceT();
  return (
    <Card withBorder radius="lg" padding="md" bg="var(--mantine-color-default-hover)">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon size={44} radius="xl" variant="light" aria-hidden style={{ flexShrink: 0 }}>
          <IconClipboardList size={24} />
        </ThemeIcon>
        <div style={{ minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Title order={2} size="h5">
              {mt('mocks.comingTitle')}
            </Title>
            <Badge variant="light" color="yellow">
              {mt('mocks.comingBadge')}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed" mt={4}>
            {mt('mocks.comingText')}
          </Text>
        </div>
      </Group>
    </Card>
  );
}
