import { and, eq, gt } from 'drizzle-orm';
import type { Role } from '../../shared/constants.js';
import type { Database } from '../db/client.js';
import { sessions, users } from '../db/schema/auth.js';
import type { Viewer } from '../services/viewer.js';

const RAW_TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

/** The raw session token of an `Authorization: Bearer <token>` header (the spec's accessToken), if any. */
export function rawBearerToken(header: string | undefined): string | undefined {
  if (!header || header.slice(0, 7).toLowerCase() !== 'bearer ') return undefined;
  const token = header.slice(7).trim();
  return RAW_TOKEN.test(token) ? token : undefined;
}

/**
 * The signed-in user of a raw bearer token: one indexed query (session by token, not expired,
 * with its user). Better Auth's bearer plugin accepts the same unsigned token the same way; this
 * skips its per-call machinery on the hot path. A deleted (signed-out) session answers null at once.
 */
export async function viewerFromBearer(db: Database, token: string): Promise<Viewer | null> {
  const [row] = await db
    .select({ id: users.id, email: users.email, name: users.name, role: users.role, token: sessions.token })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.token, token), gt(sessions.expiresAt, new Date())));
  if (!row) return null;
  return { id: row.id, email: row.email, name: row.name, role: (row.role === 'admin' ? 'admin' : 'user') as Role, sessionToken: row.token };
}
