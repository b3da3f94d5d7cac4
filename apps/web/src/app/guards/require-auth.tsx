import { Navigate, Outlet, useLocation } from 'react-router';
import { CenteredLoader } from '../../components/ui/centered-loader';
import { rememberLocation } from '../../lib/redirect-target';
import { paths } from '../../lib/routes';
import { useSession } from '../../lib/session/use-session';

/** The private area: a loader while the session is unknown, the login page (remembering where to) when signed out. */
export function RequireAuth() {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'unknown') return <CenteredLoader minHeight="100vh" />;
  // The loader stays while the login page's chunk loads: a signed-out visit never sees a blank page.
  if (status === 'unauthenticated')
    return (
      <>
        <CenteredLoader minHeight="100vh" />
        <Navigate to={paths.login} replace state={rememberLocation(location)} />
      </>
    );
  return <Outlet />;
}
