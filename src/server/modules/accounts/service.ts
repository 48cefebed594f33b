import { and, asc, desc, eq, gt, inArray, like, max, not, sql, type SQL } from 'drizzle-orm';
import type { Role } from '../../../shared/constants.js';
import { FULL_ADMIN_ROLES, parseRoles } from '../../../shared/permissions.js';
import type { Database, DbOrTx } from '../../db/client.js';
import type { Viewer } from '../../lib/viewer.js';
import { BEARER_CACHE_MAX_ENTRIES, createBearerCache, type TokenSession } from './bearer-cache.js';
import { createErasureQueries } from './erasure.js';
import type { Access } from './roles.js';
import { sessions, users, verifications } from './tables.js';

export interface UserSummary {
  email: string;
  name: string;
  role: Role;
  roles: string[];
}

/** The spec's two roles: `admin` for an owner or admin (every permission), `user` otherwise. */
const asRole = (stored: string): Role => (parseRoles(stored).some((r) => FULL_ADMIN_ROLES.includes(r)) ? 'admin' : 'user');
/** A stored `role` value names an owner or admin. */
const FULL_ADMIN_SQL = sql`string_to_array(${users.role}, ',') && ARRAY['owner', 'admin']`;

/** What a stored `role` value lets its holder do (the role service's answer). */
type AccessOf = (stored: string) => Promise<Access>;

interface ViewerOptions {
  accessOf: AccessOf;
  staffTwoFactor: StaffTwoFactor;
}

/** The live session of a raw token, with its user: one indexed query (and one more for a custom staff role). */
async function readTokenSession(db: Database, options: ViewerOptions, token: string): Promise<TokenSession | null> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      twoFactorEnabled: users.twoFactorEnabled,
      token: sessions.token,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.token, token), gt(sessions.expiresAt, new Date())));
  if (!row) return null;
  const access = await options.accessOf(row.role);
  return {
    viewer: viewerOf(row, access, row.token, options.staffTwoFactor),
    expiresAt: row.expiresAt,
  };
}

/** STAFF_2FA: whether a staff role's permissions wait until the account has a second factor. */
export type StaffTwoFactor = 'required' | 'optional';

/**
 * The viewer of a user with these roles, signed in with this session token. With `required`, an
 * account whose roles grant permissions but that has no second factor yet holds none of them: it
 * acts as a customer until it sets one up (issue 29).
 */
export function viewerOf(
  user: { id: string; email: string; name: string; twoFactorEnabled?: boolean | null },
  access: Access,
  sessionToken: string,
  staffTwoFactor: StaffTwoFactor,
): Viewer {
  const twoFactorEnabled = user.twoFactorEnabled === true;
  const withheld = staffTwoFactor === 'required' && !twoFactorEnabled && access.permissions.length > 0;
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: access.fullAdmin && !withheld ? 'admin' : 'user',
    roles: access.roles,
    permissions: withheld ? [] : access.permissions,
    twoFactorEnabled,
    twoFactorRequired: withheld,
    sessionToken,
  };
}

/** The e-mail and name of these accounts, by id (deleted ones are missing). */
async function readContacts(db: Database, ids: string[]): Promise<Map<string, { email: string; name: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, { email: r.email, name: r.name }]));
}

/**
 * The spec's Make Admin in the caller's transaction: the account with this e-mail becomes admin
 * unless it is one (or an owner) already. Answers it with the roles it held, or null when nothing
 * changed; the caller tells `userChanged` after the commit.
 */
async function promoteIn(tx: DbOrTx, email: string): Promise<{ id: string; email: string; rolesBefore: string[] } | null> {
  const [row] = await tx
    .select({ id: users.id, email: users.email, role: users.role })
    .from(users)
    .where(and(eq(users.email, email.toLowerCase()), not(FULL_ADMIN_SQL)))
    .for('update');
  if (!row) return null;
  await tx.update(users).set({ role: 'admin' }).where(eq(users.id, row.id));
  return { id: row.id, email: row.email, rolesBefore: parseRoles(row.role) };
}

/** An account's e-mail and stored roles, by id (null: no such account). */
async function readRoles(db: Database, id: string): Promise<{ email: string; role: string } | null> {
  const [row] = await db.select({ email: users.email, role: users.role }).from(users).where(eq(users.id, id));
  return row ?? null;
}

/** An account's address verified by the operator, Make Admin in a flow's transaction, and who signed in (the audit trail). */
const staffAccountQueries = (db: Database) => ({
  /** Records that the address is the account owner's (only for an address the operator chose, such as ADMIN_EMAIL's). */
  async markVerified(email: string): Promise<void> {
    await db.update(users).set({ emailVerified: true }).where(eq(users.email, email.toLowerCase()));
  },
  /** The spec's Make Admin in the caller's transaction (see promoteIn). */
  promoteIn: (tx: DbOrTx, email: string) => promoteIn(tx, email),
  /** The account's e-mail and stored roles, by id (null: no such account). */
  rolesOf: (id: string) => readRoles(db, id),
});

/** A user's live sessions, the latest used first. */
function readLiveSessions(db: Database, userId: string) {
  return db
    .select({
      id: sessions.id,
      token: sessions.token,
      userAgent: sessions.userAgent,
      ip: sessions.ipAddress,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.updatedAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.updatedAt), desc(sessions.createdAt));
}

/** The devices a user trusted at a two-factor sign-in: Better Auth keeps each as a verification row naming the user. */
const trustedDevicesOf = (userId: string) => and(sql`${verifications.identifier} LIKE 'trust-device-%'`, eq(verifications.value, userId));

/** The devices that skip a user's two-factor code for 30 days ("Trust this device" at sign-in). */
function trustedDeviceQueries(db: Database) {
  return {
    /** How many devices skip this user's two-factor code, and until when the last of them does. */
    async trustedDevices(userId: string): Promise<{ count: number; until: Date | null }> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int`, until: max(verifications.expiresAt) })
        .from(verifications)
        .where(and(trustedDevicesOf(userId), gt(verifications.expiresAt, new Date())));
      return { count: row?.count ?? 0, until: row?.until ?? null };
    },

    /** Every device this user trusted asks for the code again at its next sign-in. */
    async forgetTrustedDevices(userId: string): Promise<number> {
      const gone = await db.delete(verifications).where(trustedDevicesOf(userId)).returning({ id: verifications.id });
      return gone.length;
    },
  };
}

/**
 * Accounts: who the users are and what they may do. Better Auth writes these tables; this reads and promotes.
 * `bearerCacheSeconds`: how long a looked-up bearer token is trusted in memory (0: never).
 */
export function createAccountService(db: Database, options: ViewerOptions & { bearerCacheSeconds?: number }) {
  const bearerCacheSeconds = options.bearerCacheSeconds ?? 0;
  const bearerCache = createBearerCache({ ttlMs: bearerCacheSeconds * 1000, maxEntries: BEARER_CACHE_MAX_ENTRIES });
  /** Told which users' sessions or details this instance changed (plugins/session-revocations.ts tells the others). */
  let announce: (userIds: string[]) => void = () => {};
  /** Drops these users' tokens here, and has the other instances drop them too. */
  const forget = (userIds: string[]) => {
    if (userIds.length === 0) return;
    bearerCache.forgetUsers(userIds);
    announce(userIds);
  };
  return {
    /** Every account but the deleted ones (kept under a pseudonym for their orders). */
    async list(): Promise<UserSummary[]> {
      const rows = await db
        .select({ email: users.email, role: users.role, name: users.name })
        .from(users)
        .where(not(like(users.email, 'deleted-%@invalid')))
        .orderBy(asc(users.createdAt));
      return rows.map((r) => ({ ...r, role: asRole(r.role), roles: parseRoles(r.role) }));
    },

    /** The account with this e-mail: its id, role and whether its owner proved the address (e.g. with the verification link). */
    async findByEmail(email: string): Promise<{ id: string; role: Role; emailVerified: boolean } | null> {
      const [row] = await db
        .select({ id: users.id, role: users.role, emailVerified: users.emailVerified })
        .from(users)
        .where(eq(users.email, email.toLowerCase()));
      return row ? { ...row, role: asRole(row.role) } : null;
    },

    /**
     * One way: a user (customer or staff) becomes admin; an admin or owner stays as they are.
     * `as`: 'owner' for the shop's first admin. Answers how many accounts changed.
     */
    async promote(email: string, as: 'admin' | 'owner' = 'admin'): Promise<number> {
      const rows = await db
        .update(users)
        .set({ role: as })
        .where(and(eq(users.email, email.toLowerCase()), not(FULL_ADMIN_SQL)))
        .returning({ id: users.id });
      // Their tokens carry the new role from the next request on, here and (told at once) on the other instances.
      forget(rows.map((row) => row.id));
      return rows.length;
    },

    /** The e-mail and name of these accounts, by id (deleted ones are missing). */
    contactsOf: (ids: string[]) => readContacts(db, ids),

    /** Whether the shop has an owner or admin (`owner`: an owner). */
    async anyAdmin(which: 'admin' | 'owner' = 'admin'): Promise<boolean> {
      const where = which === 'owner' ? sql`'owner' = ANY(string_to_array(${users.role}, ','))` : FULL_ADMIN_SQL;
      const [row] = await db.select({ id: users.id }).from(users).where(where).limit(1);
      return Boolean(row);
    },

    /**
     * The signed-in user of a raw bearer token: one indexed query (session by token, not expired,
     * with its user). Better Auth's bearer plugin accepts the same unsigned token the same way; this
     * skips its per-call machinery on the hot path. The answer is held in memory for
     * BEARER_CACHE_SECONDS (never past the session's expiry): a session ended through this instance
     * is refused at once (`sessionsEnded`), one ended through another instance as soon as its notice
     * arrives (`revokedElsewhere`), one deleted by hand within that bound (ADR 006).
     */
    viewerFromToken: (token: string): Promise<Viewer | null> => bearerCache.lookup(token, (t) => readTokenSession(db, options, t)),

    /** Better Auth ended these sessions (sign-out, revocation, password change or reset, account deleted). */
    sessionsEnded(ended: { token: string; userId: string }[]) {
      bearerCache.forgetTokens(ended.map((session) => session.token));
      announce([...new Set(ended.map((session) => session.userId))]);
    },

    /** Better Auth changed this user (name, e-mail) or deleted them: their tokens are read again. */
    userChanged: (userId: string) => forget([userId]),

    /** This user's live sign-ins, the latest used first (their tokens stay on the server). */
    liveSessionsOf: (userId: string) => readLiveSessions(db, userId),

    ...trustedDeviceQueries(db),
    ...staffAccountQueries(db),
    /** Whether bearer tokens are held in memory at all (BEARER_CACHE_SECONDS above 0). */
    holdsBearerTokens: bearerCacheSeconds > 0,

    /** `announce` is told the users whose sessions or details change through this instance, from now on. */
    announceChangesTo(listener: (userIds: string[]) => void) {
      announce = listener;
    },

    /** Another instance ended these users' sessions or changed them: their tokens are read again. */
    revokedElsewhere: (userIds: string[]) => bearerCache.forgetUsers(userIds),

    /**
     * Whether this instance hears the other instances' revocations. While it does not, no token is
     * trusted from memory (every request asks PostgreSQL); either way what is held is dropped.
     */
    hearsRevocations: (on: boolean) => bearerCache.setHearing(on),

    /** Deleting an account (flows/erase-account.ts) and what Download my data reads of it. */
    ...createErasureQueries(db),
  };
}
export type AccountService = ReturnType<typeof createAccountService>;

/**
 * Whether `address` (an e-mail address in SQL) belongs to an account that has not confirmed it:
 * anyone may sign up with anyone's address, so mail to it is held to a small allowance (the mail
 * outbox asks this when it picks what to send).
 */
export const unconfirmedAddressSql = (address: SQL): SQL =>
  sql`EXISTS (SELECT 1 FROM ${users} WHERE ${users.email} = lower(${address}) AND NOT ${users.emailVerified})`;
