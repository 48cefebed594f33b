import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id } from '../../db/columns.js';

/**
 * E-mails waiting to be sent. Written in the same request (or transaction) as the change they
 * tell about, and sent by the outbox worker, so a slow or failing mail server neither holds up
 * the shop's answers nor loses the message: it is retried with a growing delay. A sent mail stays
 * a day (`sent_at`), so each recipient's allowance counts what they were sent.
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
    /**
     * Counts against the recipient's hourly allowance (MAIL_PER_RECIPIENT_HOUR): order and account
     * mail. False for the sign-in mails (verification, password reset), which have their own limits.
     */
    throttled: boolean('throttled').notNull().default(true),
    /** When a worker last took it to send: what the recipient's allowance counts. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
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
    index('mail_outbox_recipient_idx')
      .on(t.toAddress, t.claimedAt)
      .where(sql`${t.throttled}`),
    index('mail_outbox_sent_idx')
      .on(t.sentAt)
      .where(sql`${t.sentAt} IS NOT NULL`),
  ],
);
