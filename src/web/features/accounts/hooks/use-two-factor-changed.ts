import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { accessQueryOptions, sessionQueryKey, useAuth } from '../../../lib/auth';
import { getMySessionsQueryOptions } from '../api/sessions';
import { getTrustedDevicesQueryOptions } from '../api/trusted-devices';

/**
 * After two-factor sign-in was turned on or off: the session and what the account may do (a staff
 * role waits for it, or opens with it) are read again, and so are the other sessions (ended) and
 * the trusted devices (forgotten).
 */
export function useTwoFactorChanged() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const email = user?.email;
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
        queryClient.invalidateQueries({ queryKey: accessQueryOptions(email).queryKey }),
        queryClient.invalidateQueries({ queryKey: getMySessionsQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: getTrustedDevicesQueryOptions().queryKey }),
      ]),
    [queryClient, email],
  );
}
