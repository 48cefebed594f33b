import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminShippingOptionSchema, type AdminShippingOption } from '../../../../shared/schemas/shipping';
import { api } from '../../../lib/api-client';

/** GET /api/admin/shipping-options (admin): every option with the countries it serves (none listed: all). */
export const getAdminShippingOptions = (): Promise<AdminShippingOption[]> =>
  api.get('/admin/shipping-options', z.array(adminShippingOptionSchema));

export const getAdminShippingOptionsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'shipping-options'], queryFn: getAdminShippingOptions });

export const useAdminShippingOptions = () => useQuery(getAdminShippingOptionsQueryOptions());
