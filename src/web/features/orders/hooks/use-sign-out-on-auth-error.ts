import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';

export const isAuthError = (error: unknown) => error instanceof ApiError && (error.status === 401 || error.status === 403);

/**
 * Spec §4/§8: a 401 or 403 on the orders call signs the user out, removes the token and
 * goes to '/'. It leaves the guarded page first, so the sign-in guard does not send it to /login.
 */
export function useSignOutOnAuthError(error: unknown) {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const done = useRef(false);
  const denied = isAuthError(error);
  useEffect(() => {
    if (!denied || done.current) return;
    done.current = true;
    void (async () => {
      await navigate(paths.home.getHref(), { replace: true });
      await signOut();
    })();
  }, [denied, navigate, signOut]);
  return denied;
}
