import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffRole, StaffRoleCreateInput } from '../../../../shared/schemas/staff';
import { api } from '../../../lib/api-client';
import { getRolesQueryOptions } from './get-roles';

/** POST /api/admin/roles (staff:manage): a custom role made of the shop's permissions. */
export const createRole = (input: StaffRoleCreateInput): Promise<StaffRole> => api.post<StaffRole>('/admin/roles', input);

export function useCreateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getRolesQueryOptions().queryKey }),
  });
}
