import { useMutation } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { authApi } from '../../../lib/auth-api';

/** Mails a reset link when the account exists; the answer is the same either way. */
export const requestPasswordReset = (email: string) =>
  authApi.requestPasswordReset(email, `${window.location.origin}${paths.resetPassword.getHref()}`);

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
