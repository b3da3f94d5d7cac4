import { Button, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconRefresh } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { QuestionType } from '@prepwise/contracts';
import { useSignedInSession } from '../../../lib/session/use-session';
import { practiceKey } from '../../../lib/session/session-queries';
import { useOpenedOnce } from '../../../lib/use-opened-once';
import { clearProgress } from '../api/practice-api';

/** "Clear my progress" for one type, after a confirmation dialog. */
export function ClearProgressButton({ type }: { type: QuestionType }) {
  const { t } = useTranslation();
  const { user } = useSignedInSession();
  const queryClient = useQueryClient();
  const [isOpen, { open, close }] = useDisclosure(false);
  const wasOpened = useOpenedOnce(isOpen);
  const mutation = useMutation({
    mutationFn: () => clearProgress(type, user.email),
    onSuccess: async () => {
      close();
      await queryClient.invalidateQueries({ queryKey: practiceKey });
    },
  });
  return (
    <>
      <Button variant="subtle" color="red" leftSection={<IconRefresh size={16} aria-hidden />} onClick={open}>
        {t('practice.clear.button')}
      </Button>
      {wasOpened && (
        <Modal
          closeButtonProps={{ 'aria-label': t('common.close') }}
          opened={isOpen}
          onClose={close}
          title={t('practice.clear.title')}
          centered
        >
          <Text mb="md">{t('practice.clear.text', { name: t(`questionType.${type}`) })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button color="red" loading={mutation.isPending} onClick={() => mutation.mutate()}>
              {t('practice.clear.confirm')}
            </Button>
          </Group>
        </Modal>
      )}
    </>
  );
}
