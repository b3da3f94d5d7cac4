import { Alert, Anchor, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-errors';
import { paths } from '../../../lib/routes';
import { translateMessage } from '../../../lib/translate-message';
import { usePageTitle } from '../../../lib/use-page-title';
import { finishPasswordReset } from '../api/auth.api';
import { AuthCard } from '../components/auth-card';
import { ResetFinishForm } from '../components/reset-finish-form';

const invalidLinkText = 'This reset link is not valid, has expired or has already been used.';

/** /platform/auth/reset/finish?key=: sets a new password, then goes to the login page. */
export function ResetFinishPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.resetFinish.pageTitle'));
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const key = searchParams.get('key') ?? '';
  const reset = useMutation({
    mutationFn: (password: string) => finishPasswordReset(key, password),
    onSuccess: () => navigate(paths.login, { replace: true }),
  });
  const failure =
    reset.error instanceof ApiError ? translateMessage(reset.error.message, reset.error.code) : null;
  const footer = (
    <Anchor component={Link} to={paths.login} fw={600}>
      {t('auth.backToLogin')}
    </Anchor>
  );

  return (
    <AuthCard title={t('auth.resetFinish.title')} subtitle={t('auth.resetFinish.subtitle')} footer={footer}>
      <Stack gap="md">
        {(key === '' || failure) && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
            {failure ?? translateMessage(invalidLinkText, 'error.resetKeyInvalid')}{' '}
            <Anchor component={Link} to={paths.resetInit} size="sm">
              {t('auth.resetFinish.requestNew')}
            </Anchor>
          </Alert>
        )}
        {key !== '' && (
          <ResetFinishForm isSubmitting={reset.isPending} onSubmit={(password) => reset.mutate(password)} />
        )}
      </Stack>
    </AuthCard>
  );
}
