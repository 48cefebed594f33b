import { useEffect } from 'react';
import { Navigate, Outlet, useMatches, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useAccess, useAuth } from '../../lib/auth';
import { FullPageSpinner } from '../../components/ui/full-page-spinner';
import type { PageHandle } from '../page-handle';
import { STAFF_SCREENS } from '../staff-screens';
import { Forbidden } from './forbidden';

// Loaded with the first staff page (routes.tsx), not with every page: the screens' table and the
// 403 page's permission labels stay out of the first JavaScript.
/**
 * Staff pages: a spinner while the viewer's access is read. A member of staff whose roles wait for
 * two-factor sign-in (STAFF_2FA=required) is sent to set it up (My Profile's two-factor part); a
 * customer (no permission at all) is signed out and sent to /login (spec §6); a member of staff
 * without the permissions the page's route names (its handle's `staffScreen`) sees the 403 page in
 * the dashboard instead.
 */
export function RequireStaff() {
  const { user, signOut } = useAuth();
  const { can, isStaff, isLoading, twoFactorRequired } = useAccess();
  const navigate = useNavigate();
  const screen = useMatches()
    .map((m) => (m.handle as PageHandle | undefined)?.staffScreen)
    .findLast(Boolean);
  const denied = Boolean(user) && !isLoading && !isStaff && !twoFactorRequired;
  useEffect(() => {
    if (denied) void signOut().then(() => navigate(paths.login.getHref(), { replace: true }));
  }, [denied, signOut, navigate]);
  if (twoFactorRequired) return <Navigate to={paths.dashboard.profile.getHref('two-factor')} replace />;
  if (isLoading || denied) return <FullPageSpinner label="Checking your access" />;
  if (screen && !can(STAFF_SCREENS[screen])) return <Forbidden needs={STAFF_SCREENS[screen]} />;
  return <Outlet />;
}
