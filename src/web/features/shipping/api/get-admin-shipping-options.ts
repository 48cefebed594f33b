import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminShippingOption } from '../../../../shared/schemas/shipping';
import { api } from '../../../lib/api-client';

/** GET /api/admin/shipping-options (admin): every option with the countries it serves (none listed: all). */
export const getAdminShippingOptions = (): Promise<AdminShippingOption[]> => api.get<AdminShippingOption[]>('/admin/shipping-options');

export const getAdminShippingOptionsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'shipping-options'], queryFn: getAdminShippingOptions });

export const useAdminShippingOptions = () => useQuery(getAdminShippingOptionsQueryOptions());
