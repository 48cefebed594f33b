import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id } from '../../db/columns.js';

/** Where staff want events sent (issue 32): an http(s) URL, the events it takes, and the secret its deliveries are signed with. */
export const webhookEndpoint = pgTable('webhook_endpoint', {
  id: id(),
  url: text('url').notNull(),
  events: text('events').array().notNull(),
  description: text('description').notNull().default(''),
  /** The HMAC-SHA256 key of `Shop-Signature`; shown once, when the endpoint is added. */
  secret: text('secret').notNull(),
  disabled: boolean('disabled').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One event, written in the transaction of the change it tells about (only when an endpoint takes its type). */
export const webhookEvent = pgTable('webhook_event', {
  id: id(),
  type: text('type').notNull(),
  payload: jsonb('payload').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The outbox: one row per event and endpoint that takes it, claimed by any instance's worker
 * (FOR UPDATE SKIP LOCKED; the claim moves `next_attempt_at` past the timeout, so a crashed
 * sender's delivery comes back), retried with a doubling delay for a day, then failed.
 */
export const webhookDelivery = pgTable(
  'webhook_delivery',
  {
    id: id(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoint.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => webhookEvent.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    /** The first bytes of the receiver's last answer. */
    lastResponse: text('last_response'),
    /** When a worker may (re)try it; null once it succeeded or failed. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('webhook_delivery_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('webhook_delivery_endpoint_idx').on(t.endpointId, t.createdAt),
    index('webhook_delivery_event_idx').on(t.eventId),
  ],
);
