import { Navigate } from 'react-router';
import { paths } from '../../lib/routes';

/** `/platform/auth` and every unknown path: the login page. */
export default function ToLogin() {
  return <Navigate to={paths.login} replace />;
}
