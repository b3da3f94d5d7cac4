import { Outlet } from 'react-router';
import { useSignedInSession } from '../../lib/session/use-session';
import { ForbiddenPage } from '../forbidden-page';

/**
 * The admin console (`/platform/admin/...`), inside the private area: admins get the console, any
 * other account the forbidden page, before any admin data is asked for (an admin request would
 * only answer 403). The server refuses them on its own as well.
 */
export function RequireAdmin() {
  const { isAdmin } = useSignedInSession();
  return isAdmin ? <Outlet /> : <ForbiddenPage />;
}
