import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffRole, StaffRoleUpdateInput } from '../../../../shared/schemas/staff';
import { api } from '../../../lib/api-client';
import { getRolesQueryOptions } from './get-roles';
import { getStaffQueryOptions } from './get-staff';

/** PUT /api/admin/roles/{id} (staff:manage): a custom role's name or permissions; its holders' access follows. */
export const updateRole = ({ id, ...changes }: StaffRoleUpdateInput & { id: string }): Promise<StaffRole> =>
  api.put<StaffRole>(`/admin/roles/${encodeURIComponent(id)}`, changes);

/** DELETE /api/admin/roles/{id} (staff:manage): a custom role nobody holds (409 while someone does). */
export const deleteRole = (id: string): Promise<null> => api.delete<null>(`/admin/roles/${encodeURIComponent(id)}`);

function useRoleMutation<V, T>(mutationFn: (vars: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getRolesQueryOptions().queryKey }),
        // A renamed role shows under its new name beside each member who holds it.
        queryClient.invalidateQueries({ queryKey: getStaffQueryOptions().queryKey }),
      ]),
  });
}

export const useUpdateRole = () => useRoleMutation(updateRole);
export const useDeleteRole = () => useRoleMutation(deleteRole);
