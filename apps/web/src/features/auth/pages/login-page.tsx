import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { CenteredLoader } from '../../../components/ui/centered-loader';
import { resolvePostLoginTarget } from '../../../lib/redirect-target';
import { paths } from '../../../lib/routes';
import { useSession } from '../../../lib/session/use-session';
import { usePageTitle } from '../../../lib/use-page-title';
import { useLogin } from '../api/use-login';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';

/** /platform/auth/login: signs in, then returns to the remembered page (or home), keeping the query string. */
export function LoginPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.login.pageTitle'));
  const location = useLocation();
  const { status } = useSession();
  const login = useLogin();
  const target = resolvePostLoginTarget(location.state, location.search);

  if (status === 'authenticated' && !login.isPending) return <Navigate to={target} replace />;
  if (status === 'unknown' && !login.isPending) return <CenteredLoader minHeight={320} />;

  return (
    <AuthCard
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      footer={
        <>
          {t('auth.login.noAccount')}{' '}
          <Anchor component={Link} to={paths.register} fw={600}>
            {t('auth.signUpLink')}
          </Anchor>
        </>
      }
    >
      <LoginForm isSubmitting={login.isPending} onSubmit={(values) => login.mutate(values)} />
    </AuthCard>
  );
}
