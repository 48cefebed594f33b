import { useMutation } from '@tanstack/react-query';
import type { AccountDeleted, AccountDeletionInput } from '../../../../shared/schemas/data-rights';
import { api } from '../../../lib/api-client';

/**
 * DELETE /api/me: deletes the caller's account (its password, or for an account made with Google a
 * fresh sign-in; what becomes of its reviews). Every session ends on the server; the caller signs out.
 */
export const deleteAccount = (input: AccountDeletionInput) => api.delete<AccountDeleted>('/me', input);

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
