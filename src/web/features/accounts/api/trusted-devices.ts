import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TrustedDevices } from '../../../../shared/schemas/session';
import { api } from '../../../lib/api-client';

/** GET /api/me/trusted-devices: how many browsers skip the two-factor code, and until when the last one does. */
export const getTrustedDevices = () => api.get<TrustedDevices>('/me/trusted-devices');

export const getTrustedDevicesQueryOptions = () => queryOptions({ queryKey: ['me', 'trusted-devices'], queryFn: getTrustedDevices });

export const useTrustedDevices = () => useQuery(getTrustedDevicesQueryOptions());

/** DELETE /api/me/trusted-devices: every trusted browser asks for the code again at its next sign-in. */
export const forgetTrustedDevices = () => api.delete<{ forgotten: number }>('/me/trusted-devices');

export function useForgetTrustedDevices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: forgetTrustedDevices,
    onSettled: () => queryClient.invalidateQueries({ queryKey: getTrustedDevicesQueryOptions().queryKey }),
  });
}
