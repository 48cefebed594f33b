import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeviceSession } from '../../../../shared/schemas/session';
import { api } from '../../../lib/api-client';

/** GET /api/me/sessions: where the account is signed in, the latest used first; `current` is this browser. */
export const getMySessions = (): Promise<DeviceSession[]> => api.get<DeviceSession[]>('/me/sessions');

export const getMySessionsQueryOptions = () => queryOptions({ queryKey: ['me', 'sessions'], queryFn: getMySessions });

export const useMySessions = () => useQuery(getMySessionsQueryOptions());

/** DELETE /api/me/sessions/:id: that device is signed out at once. */
export const endSession = (id: string) => api.delete<null>(`/me/sessions/${encodeURIComponent(id)}`);

/** DELETE /api/me/sessions: every device but this one is signed out. */
export const endOtherSessions = () => api.delete<{ ended: number }>('/me/sessions');

function useSessionsMutation<T, V>(mutationFn: (vars: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: getMySessionsQueryOptions().queryKey }),
  });
}

export const useEndSession = () => useSessionsMutation(endSession);
export const useEndOtherSessions = () => useSessionsMutation(endOtherSessions);
