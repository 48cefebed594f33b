import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffMemberWire } from '../../../../shared/schemas/staff';
import { api } from '../../../lib/api-client';

/** GET /api/admin/staff (staff:manage): every account that holds a role, suspended or not. */
export const getStaff = (): Promise<StaffMemberWire[]> => api.get<StaffMemberWire[]>('/admin/staff');

export const getStaffQueryOptions = () => queryOptions({ queryKey: ['admin', 'staff'], queryFn: getStaff });

export const useStaff = () => useQuery(getStaffQueryOptions());
