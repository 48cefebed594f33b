import { randomSecret } from '../../db/settings.js';
import type { Auth } from './auth.js';
import type { AccountService } from './service.js';

export const DEMO_ADMIN_EMAIL = 'admin@partshub.local';

/** Where ensureAdmin reports: the app's logger, or a test's collector. */
export interface AdminLog {
  warn(msg: string): void;
  error(msg: string): void;
}

/**
 * Creates an e-mail-and-password account whose address counts as verified, through Better Auth's
 * own adapter (as its sign-up does, minus what a stranger's sign-up needs: the "Confirm your e-mail
 * address" mail and a session).
 */
async function createVerifiedAccount(auth: Auth, email: string, password: string, name: string): Promise<void> {
  const ctx = await auth.$context;
  const { minPasswordLength: min, maxPasswordLength: max } = ctx.password.config;
  if (password.length < min || password.length > max) {
    throw new Error(`ADMIN_PASSWORD must be ${min} to ${max} characters long.`);
  }
  const hash = await ctx.password.hash(password);
  const user = await ctx.internalAdapter.createUser({ email, name, emailVerified: true }, { method: 'email-password' });
  await ctx.internalAdapter.linkAccount({ userId: user.id, providerId: 'credential', accountId: user.id, password: hash });
}

/**
 * Makes sure an admin exists: the one from ADMIN_EMAIL/ADMIN_PASSWORD, or a demo admin
 * whose generated password is printed once, when it is created.
 *
 * An account this creates is the operator's (they chose the address), so it is marked verified.
 * An account that already has the address is promoted only when its e-mail is verified: anyone
 * can sign up with the future admin's address before the operator sets ADMIN_EMAIL.
 */
export async function ensureAdmin(
  accounts: AccountService,
  auth: Auth,
  admin: { email?: string; password?: string },
  log: AdminLog,
): Promise<void> {
  const email = (admin.email ?? DEMO_ADMIN_EMAIL).toLowerCase();
  const existing = await accounts.findByEmail(email);
  if (existing?.role === 'admin') return;
  // Without ADMIN_EMAIL, the demo admin is made only while the shop has no admin at all.
  if (!admin.email && (await accounts.anyAdmin())) return;
  if (existing && !existing.emailVerified) {
    log.error(
      `${admin.email ? 'ADMIN_EMAIL' : 'The demo admin address'} ${email} belongs to an account whose e-mail is not verified; ` +
        'it stays a customer. Verify the address (sign in as it and use the link in the verification e-mail) ' +
        'or remove that account, then restart.',
    );
    return;
  }
  if (!existing) {
    const password = admin.password ?? randomSecret().slice(0, 16);
    await createVerifiedAccount(auth, email, password, 'Shop admin');
    if (!admin.password) {
      log.warn(`Demo admin created: ${email} / ${password} (shown once; set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own)`);
    } else {
      log.warn(`Admin account created: ${email}`);
    }
  }
  // The shop's first admin is its owner (issue 29): the one who cannot be demoted by anyone else.
  await accounts.promote(email, (await accounts.anyAdmin('owner')) ? 'admin' : 'owner');
}
