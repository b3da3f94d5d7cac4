import { Navigate } from 'react-router';
import { paths } from '../../lib/routes';

/** `/platform` and `/platform/user`: the home page. */
export default function ToHome() {
  return <Navigate to={paths.home} replace />;
}
