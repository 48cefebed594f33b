import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useAdmin, useAuth } from '../../lib/auth';
import { FullPageSpinner } from '../../components/ui/full-page-spinner';

/** Signed-out visitors go to /login and come back here after signing in. */
export function RequireAuth() {
  const { user, isPending } = useAuth();
  const location = useLocation();
  if (isPending) return <FullPageSpinner />;
  if (!user) return <Navigate to={paths.login.getHref(location.pathname + location.search)} replace />;
  return <Outlet />;
}

/** Admin pages: a spinner while the role is checked; a non-admin is signed out and sent to /login. */
export function RequireAdmin() {
  const { user, signOut } = useAuth();
  const { isAdmin, isLoading } = useAdmin();
  const navigate = useNavigate();
  const denied = Boolean(user) && !isLoading && !isAdmin;
  useEffect(() => {
    if (denied) void signOut().then(() => navigate(paths.login.getHref(), { replace: true }));
  }, [denied, signOut, navigate]);
  if (isLoading || denied) return <FullPageSpinner label="Checking your access" />;
  return <Outlet />;
}
