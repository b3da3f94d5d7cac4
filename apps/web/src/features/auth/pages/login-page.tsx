import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { CenteredLoader } from '../../../components/ui/centered-loader';
import { resolvePostLoginTarget } from '../../../lib/redirect-target';
import { paths } from '../../../lib/routes';
import { useSession } from '../../../lib/session/use-session';
import { usePageTitle } from '../../../lib/use-page-title';
import { useLogin, useSocialLogin } from '../api/use-login';
import { AuthCard } from '../components/auth-card';
import { DiscourseHandoff } from '../components/discourse-handoff';
import { LoginForm } from '../components/login-form';
import { OtherSignIn } from '../components/other-sign-in';

/** /platform/auth/login: signs in, then returns to the remembered page (or home), keeping the query string. */
export function LoginPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.login.pageTitle'));
  const location = useLocation();
  const { status } = useSession();
  const login = useLogin();
  const social = useSocialLogin();
  const target = resolvePostLoginTarget(location.state, location.search);
  const query = new URLSearchParams(location.search);
  const sso = query.get('sso');
  const sig = query.get('sig');
  const isPending = login.isPending || social.isPending;

  if (status === 'authenticated' && !isPending && sso && sig) return <DiscourseHandoff sso={sso} sig={sig} />;
  if (status === 'authenticated' && !isPending) return <Navigate to={target} replace />;
  if (status === 'unknown' && !isPending) return <CenteredLoader minHeight={320} />;

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
      <LoginForm isSubmitting={isPending} onSubmit={(values) => login.mutate(values)} />
      <OtherSignIn onGoogleCredential={(idToken) => social.mutate(idToken)} />
    </AuthCard>
  );
}
