import { and, count, desc, eq, gte, ilike, lt, lte, sql, type SQL } from 'drizzle-orm';
import { idSchema } from '../../../shared/schemas/common.js';
import type { AuditAction, AuditEntity } from '../../../shared/schemas/audit.js';
import type { Database, DbOrTx } from '../../db/client.js';
import { changesBetween, changesOf } from './changes.js';
import { auditCsv } from './csv.js';
import { auditLog } from './tables.js';

export type AuditRow = typeof auditLog.$inferSelect;

/** Who did it, as the audit keeps them: the account, its roles then, and the request it came in. */
export interface AuditActor {
  id: string;
  email: string;
  roles: readonly string[];
  ip?: string | null | undefined;
  requestId?: string | null | undefined;
}
/** A signed-in person, or the shop itself (the import worker). */
export type Auditor = AuditActor | 'system';

/** What was done to what. */
export interface AuditRecord {
  action: AuditAction;
  entity: AuditEntity;
  entityId: string;
  /** What the entity is called (an order's number, a product's name), kept with the row. */
  label?: string | null | undefined;
  /** Values before and after, field by field (`{ status: ['paid', 'shipped'] }`); unchanged ones are left out. */
  changes?: Record<string, readonly [unknown, unknown] | undefined>;
  /** A row before and after (null: made, or removed): the fields that differ (only `fields` when given). */
  diff?: { before: object | null; after: object | null; fields?: readonly string[] };
}

export interface AuditFilters {
  /** An account's id, or part of an e-mail (any case). */
  actor?: string | undefined;
  entity?: AuditEntity | undefined;
  entityId?: string | undefined;
  action?: AuditAction | undefined;
  /** A day (its start) or an instant, inclusive. */
  from?: string | undefined;
  /** A day (its end) or an instant, inclusive. */
  to?: string | undefined;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const escapeLike = (s: string) => s.replace(/[\\%_]/g, '\\$&');
/** Rows the retention job deletes per statement (each batch its own short transaction). */
const PRUNE_BATCH = 5000;

/** The WHERE of a filtered list (and its CSV). */
function whereOf(f: AuditFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (f.actor) {
    const actor = f.actor;
    conditions.push(idSchema.safeParse(actor).success ? eq(auditLog.actorId, actor) : ilike(auditLog.actorEmail, `%${escapeLike(actor)}%`));
  }
  if (f.entity) conditions.push(eq(auditLog.entity, f.entity));
  if (f.entityId) conditions.push(eq(auditLog.entityId, f.entityId));
  if (f.action) conditions.push(eq(auditLog.action, f.action));
  if (f.from) conditions.push(gte(auditLog.at, new Date(DAY.test(f.from) ? `${f.from}T00:00:00Z` : f.from)));
  if (f.to) {
    if (DAY.test(f.to)) conditions.push(lt(auditLog.at, sql`${`${f.to}T00:00:00Z`}::timestamptz + interval '1 day'`));
    else conditions.push(lte(auditLog.at, new Date(f.to)));
  }
  return conditions.length ? and(...conditions) : undefined;
}

const rowOf = (actor: Auditor, entry: AuditRecord): typeof auditLog.$inferInsert => ({
  actorId: actor === 'system' ? null : actor.id,
  actorEmail: actor === 'system' ? null : actor.email,
  actorRoles: actor === 'system' ? [] : [...actor.roles],
  action: entry.action,
  entity: entry.entity,
  entityId: entry.entityId,
  entityLabel: entry.label ?? null,
  // Secrets (passwords, tokens) never reach the row, whatever a caller passes (changes.ts).
  changes: {
    ...(entry.diff ? changesBetween(entry.diff.before, entry.diff.after, entry.diff.fields) : {}),
    ...changesOf(entry.changes ?? {}),
  },
  ip: actor === 'system' ? null : (actor.ip ?? null),
  requestId: actor === 'system' ? null : (actor.requestId ?? null),
});

/**
 * The audit trail: rows appended in the caller's transaction (so a change and its row commit or
 * roll back together), read back filtered and paged or as CSV, and pruned after the retention.
 * Nothing here updates a row; the table's trigger refuses it anyway.
 */
export function createAuditService(db: Database) {
  /** Newest first, one page after another (keyset), for the CSV. */
  async function* pages(filters: AuditFilters, size = 500): AsyncGenerator<AuditRow[]> {
    let after: { at: Date; id: string } | undefined;
    for (;;) {
      const keyset = after
        ? sql`(${auditLog.at}, ${auditLog.id}) < (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)`
        : undefined;
      const rows = await db
        .select()
        .from(auditLog)
        .where(and(whereOf(filters), keyset))
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(size);
      if (rows.length) yield rows;
      if (rows.length < size) return;
      const last = rows[rows.length - 1]!;
      after = { at: last.at, id: last.id };
    }
  }

  return {
    /** Appends one row in the caller's transaction: the change's own. */
    async record(tx: DbOrTx, actor: Auditor, entry: AuditRecord): Promise<void> {
      await tx.insert(auditLog).values(rowOf(actor, entry));
    },

    /** Appends one row in a short transaction of its own: for what another library wrote (a sign-in). */
    async recordAlone(actor: Auditor, entry: AuditRecord): Promise<void> {
      await db.transaction((tx) => tx.insert(auditLog).values(rowOf(actor, entry)));
    },

    /** One page of rows, newest first, and how many match. */
    async list(filters: AuditFilters & { page: number; limit: number }): Promise<{ items: AuditRow[]; total: number }> {
      const where = whereOf(filters);
      const [items, [counted]] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(desc(auditLog.at), desc(auditLog.id))
          .limit(filters.limit)
          .offset((filters.page - 1) * filters.limit),
        db.select({ n: count() }).from(auditLog).where(where),
      ]);
      return { items, total: counted!.n };
    },

    /** Every matching row as CSV text, a page at a time (formula-like cells neutralised). */
    csv: (filters: AuditFilters): AsyncGenerator<string> => auditCsv(pages(filters)),

    /**
     * Deletes the rows older than `days` days, a batch per transaction; each batch is taken with
     * SKIP LOCKED, so instances pruning at once share the work. The trigger lets a DELETE through
     * only for rows older than the cutoff the transaction sets for itself. Answers how many went.
     */
    async prune(days: number): Promise<number> {
      let deleted = 0;
      for (;;) {
        const batch = await db.transaction(async (tx) => {
          await tx.execute(sql`SELECT set_config('partshub.audit_prune_before', (now() - make_interval(days => ${days}))::text, true)`);
          const result = await tx.execute(sql`
            DELETE FROM ${auditLog} WHERE id IN (
              SELECT id FROM ${auditLog}
              WHERE at < current_setting('partshub.audit_prune_before')::timestamptz
              ORDER BY at LIMIT ${PRUNE_BATCH} FOR UPDATE SKIP LOCKED
            )`);
          return result.rowCount ?? 0;
        });
        deleted += batch;
        if (batch < PRUNE_BATCH) return deleted;
      }
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
