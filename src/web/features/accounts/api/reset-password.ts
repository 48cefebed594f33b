import { useMutation } from '@tanstack/react-query';
import { authApi } from '../../../lib/auth-api';

/** Sets a new password with the token from the e-mailed link. */
export const resetPassword = (input: { newPassword: string; token: string }) => authApi.resetPassword(input.newPassword, input.token);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
