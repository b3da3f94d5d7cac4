import { Group, Text } from '@mantine/core';
import { IconCircleCheck, IconPlayerPause } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PracticeSession } from '@prepwise/contracts';

/** "Finished" or "In progress", with an icon so colour is not the only signal; wraps on phones. */
export function SessionStatus({ status }: { status: PracticeSession['status'] }) {
  const { t } = useTranslation();
  const isFinished = status === 'FINISH';
  return (
    <Group gap={4} wrap="nowrap" c={isFinished ? 'teal' : 'blue'}>
      {isFinished ? (
        <IconCircleCheck size={16} aria-hidden style={{ flexShrink: 0 }} />
      ) : (
        <IconPlayerPause size={16} aria-hidden style={{ flexShrink: 0 }} />
      )}
      <Text size="sm" fw={600} c="inherit">
        {isFinished ? t('history.status.finished') : t('history.status.inProgress')}
      </Text>
    </Group>
  );
}
