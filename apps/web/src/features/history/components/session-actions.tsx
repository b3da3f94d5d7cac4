import { Button, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFlag, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { PracticeSession } from '@prepwise/contracts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { paths } from '../../../lib/routes';
import { practiceKey } from '../../../lib/session/session-queries';
import { discardSession, finishSession } from '../api/history-api';

type Action = 'finish' | 'discard';

interface SessionActionsProps {
  exam: PracticeSession;
  /**
   * Where the actions stand: the detail page (Finish while in progress, Discard always, back to
   * the list after a discard) or a row of the history list (both only while in progress, small,
   * the list refreshed in place).
   */
  place?: 'detail' | 'row';
}

/**
 * "Finish" (for a session in progress) and "Discard" from the history, each after a confirmation
 * dialog: finishing keeps the answers and allows AI scoring; discarding deletes the session.
 */
export function SessionActions({ exam, place = 'detail' }: SessionActionsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isOpen, { open, close }] = useDisclosure(false);
  const [action, setAction] = useState<Action>('finish');
  const isRow = place === 'row';
  const isInProgress = exam.status === 'INPROGRESS';
  const isScoring = exam.answers.some((answer) => answer.status === 'SCORING');
  const mutation = useMutation({
    mutationFn: (chosen: Action) =>
      chosen === 'finish' ? finishSession(exam.examId) : discardSession(exam.examId),
    onSuccess: async (_, chosen) => {
      close();
      await queryClient.invalidateQueries({ queryKey: practiceKey });
      if (chosen === 'discard' && !isRow) await navigate(paths.history);
    },
  });
  const ask = (chosen: Action) => {
    mutation.reset();
    setAction(chosen);
    open();
  };
  if (isRow && !isInProgress) return null;
  const size = isRow ? 'compact-sm' : 'sm';
  return (
    <>
      <Group gap="xs">
        {isInProgress && (
          <Button
            size={size}
            variant="default"
            leftSection={<IconFlag size={16} aria-hidden />}
            onClick={() => ask('finish')}
          >
            {t('history.finish.button')}
          </Button>
        )}
        <Button
          size={size}
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          disabled={isScoring}
          onClick={() => ask('discard')}
        >
          {t('history.discard.button')}
        </Button>
      </Group>
      <ConfirmDialog
        opened={isOpen}
        onClose={close}
        title={t(`history.${action}.title`)}
        body={t(`history.${action}.text`)}
        cancel={t('common.cancel')}
        confirm={t(`history.${action}.confirm`)}
        color={action === 'discard' ? 'red' : undefined}
        mutation={mutation}
        onConfirm={() => mutation.mutate(action)}
      />
    </>
  );
}
