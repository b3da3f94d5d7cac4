import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { successMessages } from '@prepwise/contracts';
import { CenteredLoader } from '../../../components/ui/centered-loader';
import { ApiError } from '../../../lib/api-errors';
import { paths } from '../../../lib/routes';
import { translateMessage } from '../../../lib/translate-message';
import { usePageTitle } from '../../../lib/use-page-title';
import { activateAccount } from '../api/auth.api';
import { AuthCard } from '../components/auth-card';

/** /platform/auth/activate?key=: activates the account once and shows success or the failure state. */
export function ActivatePage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.activate.pageTitle'));
  const [searchParams] = useSearchParams();
  const key = searchParams.get('key') ?? '';
  const activation = useQuery({
    queryKey: ['activation', key],
    queryFn: () => activateAccount(key),
    enabled: key !== '',
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });

  if (key !== '' && activation.isPending) {
    return (
      <AuthCard title={t('auth.activate.title')} subtitle={t('auth.activate.working')}>
        <CenteredLoader minHeight={120} />
      </AuthCard>
    );
  }

  if (activation.isSuccess) {
    return (
      <AuthCard title={t('auth.activate.title')}>
        <Stack gap="md">
          <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
            {translateMessage(successMessages.accountActivated)}
          </Alert>
          <Button component={Link} to={paths.login} fullWidth>
            {t('auth.loginLink')}
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  const error = activation.error;
  const failure =
    error instanceof ApiError
      ? translateMessage(error.message, error.code)
      : translateMessage(
          'This activation link is not valid or has already been used.',
          'error.activationKeyInvalid',
        );
  return (
    <AuthCard title={t('auth.activate.failedTitle')}>
      <Stack gap="md">
        <Alert
          color="red"
          variant="light"
          icon={<IconCircleX aria-hidden />}
          role="alert"
          data-testid="activation-failed"
        >
          {failure}
        </Alert>
        <Group grow>
          <Button component={Link} to={paths.login} variant="light">
            {t('auth.loginLink')}
          </Button>
          <Button component={Link} to={paths.register} variant="default">
            {t('auth.signUpLink')}
          </Button>
        </Group>
      </Stack>
    </AuthCard>
  );
}
