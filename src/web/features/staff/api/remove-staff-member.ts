import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffMemberWire } from '../../../../shared/schemas/staff';
import { api } from '../../../lib/api-client';
import { getStaffQueryOptions } from './get-staff';

/** DELETE /api/admin/staff/:userId (staff:manage): every role taken away; the account is a customer again. */
export const removeStaffMember = (userId: string): Promise<StaffMemberWire> =>
  api.delete<StaffMemberWire>(`/admin/staff/${encodeURIComponent(userId)}`);

export function useRemoveStaffMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeStaffMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getStaffQueryOptions().queryKey }),
  });
}
