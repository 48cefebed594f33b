import { randomSecret } from '../../db/settings.js';
import type { Auth } from './auth.js';
import type { AccountService } from './service.js';

export const DEMO_ADMIN_EMAIL = 'admin@partshub.local';

/**
 * Makes sure an admin exists: the one from ADMIN_EMAIL/ADMIN_PASSWORD, or a demo admin
 * whose generated password is printed once, when it is created.
 */
export async function ensureAdmin(
  accounts: AccountService,
  auth: Auth,
  admin: { email?: string; password?: string },
  log: (msg: string) => void,
): Promise<void> {
  const email = (admin.email ?? DEMO_ADMIN_EMAIL).toLowerCase();
  if (!(await accounts.findIdByEmail(email))) {
    if (!admin.email && (await accounts.anyAdmin())) return;
    const password = admin.password ?? randomSecret().slice(0, 16);
    await auth.api.signUpEmail({ body: { email, password, name: 'Shop admin' } });
    if (!admin.password) {
      log(`Demo admin created: ${email} / ${password} (shown once; set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own)`);
    } else {
      log(`Admin account created: ${email}`);
    }
  }
  await accounts.promote(email);
}
