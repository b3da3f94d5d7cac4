import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { successMessages, type SignupRequest } from '@prepwise/contracts';
import { currentLanguage } from '../../../lib/i18n';
import { paths } from '../../../lib/routes';
import { translateMessage } from '../../../lib/translate-message';
import { usePageTitle } from '../../../lib/use-page-title';
import { signUp } from '../api/auth.api';
import { AuthCard } from '../components/auth-card';
import { RegisterForm } from '../components/register-form';

/** /platform/auth/register: creates an account; the activation link arrives by e-mail. */
export function RegisterPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.register.pageTitle'));
  const signup = useMutation({
    mutationFn: (values: SignupRequest) => signUp({ ...values, langKey: currentLanguage() }),
  });

  const footer = (
    <>
      {t('auth.register.haveAccount')}{' '}
      <Anchor component={Link} to={paths.login} fw={600}>
        {t('auth.loginLink')}
      </Anchor>
    </>
  );

  if (signup.isSuccess) {
    return (
      <AuthCard title={t('auth.register.doneTitle')} footer={footer}>
        <Stack gap="md">
          <Alert color="teal" variant="light" icon={<IconMailCheck aria-hidden />} role="status">
            {translateMessage(successMessages.registrationSaved)}
          </Alert>
          <Button component={Link} to={paths.login} fullWidth variant="light">
            {t('auth.backToLogin')}
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth.register.title')} subtitle={t('auth.register.subtitle')} footer={footer}>
      <RegisterForm isSubmitting={signup.isPending} onSubmit={(values) => signup.mutate(values)} />
    </AuthCard>
  );
}
