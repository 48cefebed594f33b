import { queryOptions, useQuery } from '@tanstack/react-query';
import { authApi } from '../../../lib/auth-api';

/** GET /api/auth/list-accounts: how the account signs in ('credential' is a password, 'google' Google). */
export const getSignInMethods = () => authApi.listAccounts();

export const getSignInMethodsQueryOptions = () => queryOptions({ queryKey: ['sign-in-methods'], queryFn: getSignInMethods });

/** Whether the account has a password (an account made with Google has none until one is set). */
export function useHasPassword() {
  const query = useQuery(getSignInMethodsQueryOptions());
  return { ...query, hasPassword: query.data?.some((m) => m.providerId === 'credential') };
}
