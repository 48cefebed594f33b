import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewChoice } from '../../../../shared/constants';
import type { AccountDeleted } from '../../../../shared/schemas/data-rights';
import { api } from '../../../lib/api-client';
import { getUsersQueryOptions } from './get-users';

/** DELETE /api/admin/users/{email} (users:write): deletes a customer's account on their request. */
export const deleteUser = ({ email, reviews }: { email: string; reviews: ReviewChoice }) =>
  api.delete<AccountDeleted>(`/admin/users/${encodeURIComponent(email)}`, { reviews });

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getUsersQueryOptions().queryKey }),
  });
}
