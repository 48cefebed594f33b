import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShopSettings, ShopSettingsUpdateInput } from '../../../../shared/schemas/settings';
import { api } from '../../../lib/api-client';
import { getShopSettingsQueryOptions } from './get-shop-settings';

/** PUT /api/admin/settings: the settings as saved come back (each change is in the audit log). */
export const updateShopSettings = (input: ShopSettingsUpdateInput): Promise<ShopSettings> =>
  api.put<ShopSettings>('/admin/settings', input);

export function useUpdateShopSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateShopSettings,
    onSuccess: (saved) => queryClient.setQueryData(getShopSettingsQueryOptions().queryKey, saved),
  });
}
