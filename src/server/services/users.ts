import { and, asc, eq, ne } from 'drizzle-orm';
import type { Role } from '../../shared/constants.js';
import type { User } from '../../shared/schemas/user.js';
import type { Database } from '../db/client.js';
import { users } from '../db/schema/auth.js';

export function createUserService(db: Database) {
  return {
    async list(): Promise<User[]> {
      const rows = await db
        .select({ email: users.email, role: users.role, name: users.name })
        .from(users)
        .orderBy(asc(users.createdAt));
      return rows.map((r) => ({ ...r, role: r.role as Role }));
    },
    async isAdmin(email: string): Promise<boolean> {
      const [row] = await db.select({ role: users.role }).from(users).where(eq(users.email, email.toLowerCase()));
      return row?.role === 'admin';
    },
    async exists(email: string): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase()));
      return Boolean(row);
    },
    /** One way: a user becomes admin; an admin stays admin. */
    async promote(email: string): Promise<{ modifiedCount: number }> {
      const rows = await db
        .update(users)
        .set({ role: 'admin' })
        .where(and(eq(users.email, email.toLowerCase()), ne(users.role, 'admin')))
        .returning({ id: users.id });
      return { modifiedCount: rows.length };
    },
  };
}
export type UserService = ReturnType<typeof createUserService>;
