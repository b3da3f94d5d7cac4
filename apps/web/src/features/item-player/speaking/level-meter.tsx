import { Group, Progress, Text } from '@mantine/core';
import { IconMicrophone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The microphone's live input level. */
export function LevelMeter({ level }: { level: number }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap">
      <IconMicrophone size={18} aria-hidden />
      <Progress
        value={Math.round(level * 100)}
        size="lg"
        color="teal"
        style={{ flex: 1 }}
        aria-label={t('speaking.level')}
        transitionDuration={80}
        data-testid="level-meter"
      />
      <Text size="xs" c="dimmed" miw={36}>
        {Math.round(level * 100)}
      </Text>
    </Group>
  );
}
