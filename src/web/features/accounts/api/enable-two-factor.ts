import { useMutation } from '@tanstack/react-query';
import type { TwoFactorSetup } from '../../../../shared/schemas/session';
import { api } from '../../../lib/api-client';

/**
 * POST /api/auth/two-factor/enable: with the password, a new secret for the authenticator app
 * (its otpauth:// URI) and ten backup codes. Nothing changes at sign-in until the app's first code
 * is confirmed (`useConfirmTwoFactor`); asking again replaces an unconfirmed secret.
 */
export const enableTwoFactor = (password: string) => api.post<TwoFactorSetup>('/auth/two-factor/enable', { password });

export const useEnableTwoFactor = () => useMutation({ mutationFn: enableTwoFactor });
