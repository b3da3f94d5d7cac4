import { Alert, Anchor, Stack } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { successMessages } from '@prepwise/contracts';
import { paths } from '../../../lib/routes';
import { translateMessage } from '../../../lib/translate-message';
import { usePageTitle } from '../../../lib/use-page-title';
import { requestPasswordReset } from '../api/auth.api';
import { AuthCard } from '../components/auth-card';
import { ResetInitForm } from '../components/reset-init-form';

/** /platform/auth/reset/init: requests a password-reset e-mail. */
export function ResetInitPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.resetInit.pageTitle'));
  const reset = useMutation({ mutationFn: requestPasswordReset });
  const footer = (
    <Anchor component={Link} to={paths.login} fw={600}>
      {t('auth.backToLogin')}
    </Anchor>
  );

  return (
    <AuthCard title={t('auth.resetInit.title')} subtitle={t('auth.resetInit.subtitle')} footer={footer}>
      <Stack gap="md">
        {reset.isSuccess ? (
          <Alert color="teal" variant="light" icon={<IconMailForward aria-hidden />} role="status">
            {translateMessage(successMessages.resetMailSent)}
          </Alert>
        ) : (
          <ResetInitForm isSubmitting={reset.isPending} onSubmit={(email) => reset.mutate(email)} />
        )}
      </Stack>
    </AuthCard>
  );
}
