import { Button, List, Modal, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { firstLoginQueryOptions } from '../../../lib/session/session-queries';

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

  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common.close') }}
      opened={data?.firstLogin === true}
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
