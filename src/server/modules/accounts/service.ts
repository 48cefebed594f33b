import { and, asc, eq, gt, inArray, ne } from 'drizzle-orm';
import type { Role } from '../../../shared/constants.js';
import type { Database } from '../../db/client.js';
import type { Viewer } from '../../lib/viewer.js';
import { sessions, users } from './tables.js';

export interface UserSummary {
  email: string;
  name: string;
  role: Role;
}

const asRole = (role: string): Role => (role === 'admin' ? 'admin' : 'user');

/** Accounts: who the users are and what they may do. Better Auth writes these tables; this reads and promotes. */
export function createAccountService(db: Database) {
  return {
    async list(): Promise<UserSummary[]> {
      const rows = await db.select({ email: users.email, role: users.role, name: users.name }).from(users).orderBy(asc(users.createdAt));
      return rows.map((r) => ({ ...r, role: asRole(r.role) }));
    },

    /** The account with this e-mail: its id, role and whether its owner proved the address (e.g. with the verification link). */
    async findByEmail(email: string): Promise<{ id: string; role: Role; emailVerified: boolean } | null> {
      const [row] = await db
        .select({ id: users.id, role: users.role, emailVerified: users.emailVerified })
        .from(users)
        .where(eq(users.email, email.toLowerCase()));
      return row ? { ...row, role: asRole(row.role) } : null;
    },

    /** Records that the address is the account owner's (only for an address the operator chose, such as ADMIN_EMAIL's). */
    async markVerified(email: string): Promise<void> {
      await db.update(users).set({ emailVerified: true }).where(eq(users.email, email.toLowerCase()));
    },

    /** One way: a user becomes admin; an admin stays admin. Answers how many accounts changed. */
    async promote(email: string): Promise<number> {
      const rows = await db
        .update(users)
        .set({ role: 'admin' })
        .where(and(eq(users.email, email.toLowerCase()), ne(users.role, 'admin')))
        .returning({ id: users.id });
      return rows.length;
    },

    /** The e-mail and name of these accounts, by id (deleted ones are missing). */
    async contactsOf(ids: string[]): Promise<Map<string, { email: string; name: string }>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: users.id, email: users.email, name: users.name })
        .from(users)
        .where(inArray(users.id, [...new Set(ids)]));
      return new Map(rows.map((r) => [r.id, { email: r.email, name: r.name }]));
    },

    async anyAdmin(): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
      return Boolean(row);
    },

    /**
     * The signed-in user of a raw bearer token: one indexed query (session by token, not expired,
     * with its user). Better Auth's bearer plugin accepts the same unsigned token the same way; this
     * skips its per-call machinery on the hot path. A deleted (signed-out) session answers null at once.
     */
    async viewerFromToken(token: string): Promise<Viewer | null> {
      const [row] = await db
        .select({ id: users.id, email: users.email, name: users.name, role: users.role, token: sessions.token })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.token, token), gt(sessions.expiresAt, new Date())));
      if (!row) return null;
      return { id: row.id, email: row.email, name: row.name, role: asRole(row.role), sessionToken: row.token };
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
