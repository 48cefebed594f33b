import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OkResult, Passkey } from '../../../../shared/schemas/session';
import { api } from '../../../lib/api-client';

/** GET /api/auth/passkey/list-user-passkeys: the account's passkeys (their private keys stay on the devices). */
export const getPasskeys = () => api.get<Passkey[]>('/auth/passkey/list-user-passkeys');

export const getPasskeysQueryOptions = () => queryOptions({ queryKey: ['me', 'passkeys'], queryFn: getPasskeys });

export const usePasskeys = () => useQuery(getPasskeysQueryOptions());

/** POST /api/auth/passkey/update-passkey: a new name for one of the account's passkeys. */
export const renamePasskey = ({ id, name }: { id: string; name: string }) =>
  api.post<{ passkey: Passkey }>('/auth/passkey/update-passkey', { id, name });

/** POST /api/auth/passkey/delete-passkey: that passkey no longer signs in (the device may keep it; it opens nothing here). */
export const removePasskey = (id: string) => api.post<OkResult>('/auth/passkey/delete-passkey', { id });

/** A change to the list, which is read again afterwards. */
export function usePasskeysMutation<T, V>(mutationFn: (vars: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: getPasskeysQueryOptions().queryKey }),
  });
}

export const useRenamePasskey = () => usePasskeysMutation(renamePasskey);
export const useRemovePasskey = () => usePasskeysMutation(removePasskey);
