import { useMutation } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { authApi } from '../../../lib/auth-api';

/** POST /api/auth/send-verification-email: a new link; opening it verifies the address and lands on My Profile. */
export const sendVerificationEmail = (email: string) =>
  authApi.sendVerificationEmail(email, `${window.location.origin}${paths.dashboard.profile.getHref()}`);

export const useSendVerificationEmail = () => useMutation({ mutationFn: sendVerificationEmail });
