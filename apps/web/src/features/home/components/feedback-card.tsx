import { Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMessageStar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useOpenedOnce } from '../../../lib/use-opened-once';
import { FeedbackModal } from './feedback-modal';

/** The "Give feedback" prompt on the dashboard. */
export function FeedbackCard({ page }: { page: string }) {
  const { t } = useTranslation();
  const [isOpen, { open, close }] = useDisclosure(false);
  // The dialog (and its form) is built the first time it is opened, not with the page.
  const wasOpened = useOpenedOnce(isOpen);
  return (
    <Paper withBorder radius="lg" p="md">
      <Group justify="space-between" gap="md">
        <Group gap="sm" wrap="nowrap" style={{ flex: '1 1 240px' }}>
          <ThemeIcon variant="light" color="yellow" size="lg" radius="md" aria-hidden>
            <IconMessageStar size={20} />
          </ThemeIcon>
          <Stack gap={2}>
            <Text fw={600}>{t('feedback.promptTitle')}</Text>
            <Text size="sm" c="dimmed">
              {t('feedback.promptText')}
            </Text>
          </Stack>
        </Group>
        <Button variant="light" onClick={open}>
          {t('feedback.open')}
        </Button>
      </Group>
      {wasOpened && <FeedbackModal isOpen={isOpen} onClose={close} page={page} />}
    </Paper>
  );
}
