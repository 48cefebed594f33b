import { useMutation } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { authApi } from '../../../lib/auth-api';

/**
 * Asks the server for Google's sign-in address and leaves for it. Google sends the browser back
 * to `returnTo`, or to the login page (keeping `returnTo`) with the error when it fails.
 */
export async function signInGoogle(returnTo: string): Promise<void> {
  const origin = window.location.origin;
  const { url } = await authApi.signInGoogle(`${origin}${returnTo}`, `${origin}${paths.login.getHref(returnTo)}`);
  if (!url) throw new Error('Google sign-in is not available right now.');
  window.location.assign(url);
}

export const useSignInGoogle = () => useMutation({ mutationFn: signInGoogle });
