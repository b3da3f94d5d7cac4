import { Button, List, Modal, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { firstLoginQueryOptions } from '../../../lib/session/session-queries';
import { useOpenedOnce } from '../../../lib/use-opened-once';

/**
 * The first-visit popup: shown when the login's `POST /api/first-login` answered `firstLogin: true`.
 * This component never calls the endpoint itself; it only reads the cached answer.
 */
export function WelcomeModal({ email, name }: { email: string; name: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const options = firstLoginQueryOptions(email);
  const { data } = useQuery({ ...options, enabled: false });
  const handleClose = () => queryClient.setQueryData(options.queryKey, { firstLogin: false });
  const isOpen = data?.firstLogin === true;
  // Built only for a first visit (a closed modal still mounts its portal with the page).
  const wasOpened = useOpenedOnce(isOpen);
  if (!wasOpened) return null;

  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common.close') }}
      opened={isOpen}
      onClose={handleClose}
      title={t('home.welcome.title', { name })}
      centered
      radius="lg"
    >
      <Stack gap="md">
        <Text>{t('home.welcome.intro')}</Text>
        <List spacing="xs" size="sm">
          <List.Item>{t('home.welcome.stepPractice')}</List.Item>
          <List.Item>{t('home.welcome.stepMock')}</List.Item>
          <List.Item>{t('home.welcome.stepScoring')}</List.Item>
        </List>
        <Button onClick={handleClose} fullWidth>
          {t('home.welcome.start')}
        </Button>
      </Stack>
    </Modal>
  );
}
