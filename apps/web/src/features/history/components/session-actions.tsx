import { Button, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFlag, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { PracticeExam } from '@prepwise/contracts';
import { paths } from '../../../lib/routes';
import { practiceKey } from '../../../lib/session/session-queries';
import { discardSession, finishSession } from '../api/history-api';

type Action = 'finish' | 'discard';

/**
 * "Finish" (for a session in progress) and "Discard" from the history, each after a confirmation
 * dialog: finishing keeps the answers and allows AI scoring; discarding deletes the session.
 */
export function SessionActions({ exam }: { exam: PracticeExam }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isOpen, { open, close }] = useDisclosure(false);
  const [action, setAction] = useState<Action>('finish');
  const isScoring = exam.answers.some((answer) => answer.status === 'SCORING');
  const mutation = useMutation({
    mutationFn: (chosen: Action) =>
      chosen === 'finish' ? finishSession(exam.examId) : discardSession(exam.examId),
    onSuccess: async (_, chosen) => {
      close();
      await queryClient.invalidateQueries({ queryKey: practiceKey });
      if (chosen === 'discard') await navigate(paths.history);
    },
  });
  const ask = (chosen: Action) => {
    setAction(chosen);
    open();
  };
  return (
    <>
      <Group gap="xs">
        {exam.status === 'INPROGRESS' && (
          <Button
            variant="default"
            leftSection={<IconFlag size={16} aria-hidden />}
            onClick={() => ask('finish')}
          >
            {t('history.finish.button')}
          </Button>
        )}
        <Button
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          disabled={isScoring}
          onClick={() => ask('discard')}
        >
          {t('history.discard.button')}
        </Button>
      </Group>
      <Modal
        closeButtonProps={{ 'aria-label': t('common.close') }}
        opened={isOpen}
        onClose={close}
        title={t(`history.${action}.title`)}
        centered
      >
        <Text mb="md">{t(`history.${action}.text`)}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button
            color={action === 'discard' ? 'red' : undefined}
            loading={mutation.isPending}
            onClick={() => mutation.mutate(action)}
          >
            {t(`history.${action}.confirm`)}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
