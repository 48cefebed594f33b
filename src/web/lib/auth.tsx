import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react';
import type { Permission } from '../../shared/permissions';
import type { Me } from '../../shared/schemas/staff';
import type { TokenResult } from '../../shared/schemas/user';
import { api, tokenStore } from './api-client';
import { authApi } from './auth-api';

export interface AuthUser {
  id: string;
  email: string;
  name: string;
  image?: string | null;
  /** Whether the user proved the address is theirs (the link in the verification e-mail). */
  emailVerified: boolean;
}

interface AuthContextValue {
  user: AuthUser | null;
  isPending: boolean;
  /** Ends the session on the server and removes the stored token. */
  signOut: () => Promise<void>;
  /** Re-reads the session (after sign-in or sign-up). */
  refresh: () => Promise<void>;
  /**
   * After any sign-in or sign-up: fetches the spec's token, runs the provider's `onSignedIn` and
   * reads the account's access (so where it lands can depend on it: `useAccess`).
   */
  completeSignIn: (email: string) => Promise<void>;
}

export const sessionQueryKey = ['session'] as const;

const AuthContext = createContext<AuthContextValue | null>(null);

/** The spec's call after any login: PUT /user/{email} answers the token kept under accessToken. */
async function fetchAccessToken(email: string): Promise<void> {
  const { token } = await api.put<TokenResult>(`/user/${encodeURIComponent(email)}`, { email });
  tokenStore.set(token);
}

/**
 * After Better Auth replaced this browser's session (two-factor sign-in turned on or off): the
 * stored token named the old one, so it goes, and the new session's token is fetched with its cookie.
 */
export async function renewAccessToken(email: string): Promise<void> {
  tokenStore.clear();
  await fetchAccessToken(email);
}

/** GET /api/me, one query per account (removed with the account's other queries at sign-out). */
export const accessQueryOptions = (email: string | undefined) =>
  queryOptions({ queryKey: ['access', email], queryFn: () => api.get<Me>('/me'), enabled: Boolean(email), staleTime: 60_000 });

interface AuthProviderProps {
  children: ReactNode;
  /**
   * Runs once the token is stored after any sign-in (sign-in, sign-up and Google alike): the app
   * joins what the guest chose to the account (src/web/app/app.tsx). A stable function.
   */
  onSignedIn?: () => Promise<unknown>;
}

export function AuthProvider({ children, onSignedIn }: AuthProviderProps) {
  const queryClient = useQueryClient();
  const session = useQuery({ queryKey: sessionQueryKey, queryFn: authApi.getSession, staleTime: 5 * 60_000 });
  const user = session.data?.user ?? null;

  const completeSignIn = useCallback(
    async (email: string) => {
      await fetchAccessToken(email);
      await onSignedIn?.();
      await queryClient.prefetchQuery(accessQueryOptions(email));
    },
    [onSignedIn, queryClient],
  );

  // A sign-in that ended elsewhere (e.g. the Google redirect) still gets its token.
  useEffect(() => {
    if (user && !tokenStore.get()) void completeSignIn(user.email).catch(() => {});
    if (!user && !session.isPending) tokenStore.clear();
  }, [user, session.isPending, completeSignIn]);

  const signOut = useCallback(async () => {
    await authApi.signOut().catch(() => {});
    tokenStore.clear();
    // The session first: its observers are told, so every screen shows the signed-out state.
    // (Clearing the whole cache first would detach them and leave the old user on screen.)
    queryClient.setQueryData(sessionQueryKey, null);
    // Then forget what belonged to the account (orders, profile, admin data).
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionQueryKey[0] });
  }, [queryClient]);

  const refresh = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  }, [queryClient]);

  const value = useMemo<AuthContextValue>(
    () => ({
      user: user
        ? { id: user.id, email: user.email, name: user.name, image: user.image, emailVerified: user.emailVerified ?? false }
        : null,
      isPending: session.isPending,
      signOut,
      refresh,
      completeSignIn,
    }),
    [user, session.isPending, signOut, refresh, completeSignIn],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth must be used inside AuthProvider');
  return ctx;
}

/** What the signed-in viewer may do in the shop (issue 29): their staff roles and what those allow. */
export interface Access {
  permissions: readonly Permission[];
  roles: readonly string[];
  /** Whether the viewer holds the permission, or any one of a list of them. */
  can: (permission: Permission | readonly Permission[]) => boolean;
  /** Holds any permission: a member of staff (owners and admins included); a customer holds none. */
  isStaff: boolean;
  /** Signed in and the answer not here yet. */
  isLoading: boolean;
  /** The account signs in with a second factor (an authenticator app). */
  twoFactorEnabled: boolean;
  /**
   * The staff roles wait for two-factor sign-in (STAFF_2FA=required, not set up yet): no permission
   * until then, and the staff screens send the account to set it up (My Profile's two-factor part).
   */
  twoFactorRequired: boolean;
}

const NO_PERMISSIONS: readonly Permission[] = [];
const NO_ROLES: readonly string[] = [];

/**
 * The viewer's access, from GET /api/me: one query per account. Signing out removes it with the
 * account's other queries (AuthProvider's signOut), so the next account asks again.
 */
export function useAccess(): Access {
  const { user } = useAuth();
  const query = useQuery(accessQueryOptions(user?.email));
  const permissions = query.data?.permissions ?? NO_PERMISSIONS;
  const roles = query.data?.roles ?? NO_ROLES;
  const isLoading = Boolean(user) && query.isLoading;
  const twoFactorEnabled = query.data?.twoFactorEnabled ?? false;
  const twoFactorRequired = query.data?.twoFactorRequired ?? false;
  return useMemo<Access>(
    () => ({
      permissions,
      roles,
      can: (needed) => (typeof needed === 'string' ? [needed] : needed).some((p) => permissions.includes(p)),
      isStaff: permissions.length > 0,
      isLoading,
      twoFactorEnabled,
      twoFactorRequired,
    }),
    [permissions, roles, isLoading, twoFactorEnabled, twoFactorRequired],
  );
}
