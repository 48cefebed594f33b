import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth';
import { FullPageSpinner } from '../../components/ui/full-page-spinner';

/** Signed-out visitors go to /login and come back here after signing in. */
export function RequireAuth() {
  const { user, isPending } = useAuth();
  const location = useLocation();
  if (isPending) return <FullPageSpinner />;
  if (!user) return <Navigate to={paths.login.getHref(location.pathname + location.search)} replace />;
  return <Outlet />;
}
