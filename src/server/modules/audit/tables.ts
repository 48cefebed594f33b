import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { AuditAction, AuditChanges, AuditEntity } from '../../../shared/schemas/audit.js';
import { id } from '../../db/columns.js';

/**
 * The audit trail (issue 29): one row per staff write, written in the transaction of the change it
 * tells about. Append-only: a trigger (migration 0023) refuses every UPDATE, and every DELETE but
 * the retention job's, which may remove only rows older than the cutoff it sets for its own
 * transaction. Who did it is copied as it was (e-mail, roles) and `actor_id` has no foreign key:
 * the row outlives the account.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    /** clock_timestamp(): rows written one after another in a transaction keep their order. */
    at: timestamp('at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
    /** Null: the shop itself (the import worker). */
    actorId: text('actor_id'),
    actorEmail: text('actor_email'),
    actorRoles: text('actor_roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    action: text('action').$type<AuditAction>().notNull(),
    entity: text('entity').$type<AuditEntity>().notNull(),
    entityId: text('entity_id').notNull(),
    /** What the entity was called then (an order's number, a product's name), so the row reads well after it is gone. */
    entityLabel: text('entity_label'),
    /** The fields that changed, `{ field: { from, to } }`; never a secret. */
    changes: jsonb('changes').$type<AuditChanges>().notNull().default({}),
    ip: text('ip'),
    requestId: text('request_id'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at, t.id),
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.at),
    index('audit_log_actor_idx').on(t.actorId, t.at),
    index('audit_log_action_idx').on(t.action, t.at),
  ],
);
