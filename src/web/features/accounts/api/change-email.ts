import { useMutation } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import type { OkResult } from '../../../../shared/schemas/session';
import { api } from '../../../lib/api-client';

/**
 * POST /api/auth/change-email: mails the link that changes the address (a verified account's
 * current address approves it first). Nothing changes until it is opened; it lands on My Profile.
 */
export const changeEmail = (newEmail: string) =>
  api.post<OkResult>('/auth/change-email', {
    newEmail,
    callbackURL: `${window.location.origin}${paths.dashboard.profile.getHref()}`,
  });

export const useChangeEmail = () => useMutation({ mutationFn: changeEmail });
