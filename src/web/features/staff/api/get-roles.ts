import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffRole } from '../../../../shared/schemas/staff';
import { api } from '../../../lib/api-client';

/** GET /api/admin/roles (staff:manage): the built-in roles, then the custom ones, with their permissions. */
export const getRoles = (): Promise<StaffRole[]> => api.get<StaffRole[]>('/admin/roles');

export const getRolesQueryOptions = () => queryOptions({ queryKey: ['admin', 'roles'], queryFn: getRoles });

export const useRoles = () => useQuery(getRolesQueryOptions());
