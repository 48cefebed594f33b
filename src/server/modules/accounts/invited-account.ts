import type { Auth } from './auth.js';

/**
 * The account an accepted staff invitation signs in with: a new one (its address verified: the
 * link proved it), or the existing account of that address, verified now, with the chosen password
 * (set, or added when it only had Google). Through Better Auth's own adapter and hashing.
 */
export async function accountForInvitation(auth: Auth, input: { email: string; name: string; password: string }): Promise<string> {
  const ctx = await auth.$context;
  const hash = await ctx.password.hash(input.password);
  const existing = await ctx.internalAdapter.findUserByEmail(input.email, { includeAccounts: true });
  if (!existing) {
    const user = await ctx.internalAdapter.createUser(
      { email: input.email, name: input.name, emailVerified: true },
      { method: 'email-password' },
    );
    await ctx.internalAdapter.linkAccount({ userId: user.id, providerId: 'credential', accountId: user.id, password: hash });
    return user.id;
  }
  const { user, accounts } = existing;
  await ctx.internalAdapter.updateUser(user.id, { emailVerified: true, name: input.name });
  if (accounts.some((a) => a.providerId === 'credential')) await ctx.internalAdapter.updatePassword(user.id, hash);
  else await ctx.internalAdapter.linkAccount({ userId: user.id, providerId: 'credential', accountId: user.id, password: hash });
  return user.id;
}
