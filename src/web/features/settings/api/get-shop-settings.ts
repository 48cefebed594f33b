import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShopSettings } from '../../../../shared/schemas/settings';
import { api } from '../../../lib/api-client';

/** GET /api/admin/settings (settings:write): the refund limit for staff, and whether returns may be refunded as store credit. */
export const getShopSettings = (): Promise<ShopSettings> => api.get<ShopSettings>('/admin/settings');

export const getShopSettingsQueryOptions = () => queryOptions({ queryKey: ['admin', 'settings'], queryFn: getShopSettings, staleTime: 0 });

export const useShopSettings = () => useQuery(getShopSettingsQueryOptions());
