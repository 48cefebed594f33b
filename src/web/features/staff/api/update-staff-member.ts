import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffChangeInput, StaffMemberWire } from '../../../../shared/schemas/staff';
import { api } from '../../../lib/api-client';
import { getStaffQueryOptions } from './get-staff';

/**
 * PUT /api/admin/staff/:userId (staff:manage): the roles to hold and/or whether suspended (a
 * suspension signs them out everywhere). The server refuses what the owner rules forbid (403/409).
 */
export const updateStaffMember = ({ userId, change }: { userId: string; change: StaffChangeInput }): Promise<StaffMemberWire> =>
  api.put<StaffMemberWire>(`/admin/staff/${encodeURIComponent(userId)}`, change);

export function useUpdateStaffMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStaffMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getStaffQueryOptions().queryKey }),
  });
}
