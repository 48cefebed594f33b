import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id } from '../../db/columns.js';

/**
 * E-mails waiting to be sent. Written in the same request (or transaction) as the change they
 * tell about, and sent by the outbox worker, so a slow or failing mail server neither holds up
 * the shop's answers nor loses the message: it is retried with a growing delay.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    bodyText: text('body_text').notNull(),
    bodyHtml: text('body_html'),
    attempts: integer('attempts').notNull().default(0),
    /** When the worker may (re)try it; a claim moves it forward, so a crashed sender's mail comes back. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Set when the last allowed attempt failed; the row stays, and the admin's overview counts it. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} IS NULL AND ${t.failedAt} IS NULL`),
  ],
);
