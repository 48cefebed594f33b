import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SignInMethod } from '../../../../shared/schemas/session';
import { api } from '../../../lib/api-client';

/** GET /api/auth/list-accounts: how the account signs in ('credential' is a password, 'google' Google). */
export const getSignInMethods = () => api.get<SignInMethod[]>('/auth/list-accounts');

export const getSignInMethodsQueryOptions = () => queryOptions({ queryKey: ['sign-in-methods'], queryFn: getSignInMethods });

/** Whether the account has a password (an account made with Google has none until one is set). */
export function useHasPassword() {
  const query = useQuery(getSignInMethodsQueryOptions());
  return { ...query, hasPassword: query.data?.some((m) => m.providerId === 'credential') };
}
