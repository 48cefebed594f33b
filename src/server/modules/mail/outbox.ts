import { and, desc, eq, inArray, isNotNull, isNull, lte, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.js';
import type { Mailer, MailMessage } from './transport.js';
import { mailOutbox } from './tables.js';
import type { MailContent } from './templates/content.js';
import { previewTemplate, templateList } from './templates/previews.js';
import { renderMessage, type RenderedMail } from './templates/render.js';

export interface OutboxOptions {
  /** How often the worker looks for due mail (retries, and mail queued by other instances). */
  pollMs?: number;
  batchSize?: number;
  /** After this many failed attempts a mail is marked failed and no longer tried. */
  maxAttempts?: number;
  /** The first retry waits this long; each later one twice as long as the one before. */
  retryBaseMs?: number;
  /** Throttled mails (order and account mail) one address is sent per hour at most (MAIL_PER_RECIPIENT_HOUR). */
  perRecipientHour?: number;
  /** The same per day for an address nobody has proved is theirs (MAIL_PER_UNVERIFIED_DAY). */
  perUnverifiedDay?: number;
  /**
   * Whether an address belongs to an account that has not confirmed it (the accounts module's
   * SQL, given the address column): its throttled mail gets the smaller daily allowance.
   */
  unverified?: (address: SQL) => SQL;
  /** PUBLIC_URL: the origin of the templates' links and images. */
  shopUrl?: string;
}

/** How much throttled mail one address may be sent. */
interface Allowance {
  perRecipientHour: number;
  perUnverifiedDay: number;
  unverified: (address: SQL) => SQL;
}

export interface MailProblems {
  /** Mails whose last attempt failed and that will be retried. */
  retrying: number;
  /** Mails given up on. */
  failed: number;
  /** What the mail server said about the newest of them. */
  lastError: string | null;
}

/** A mail a statement queues: its subject and text are text, or SQL over the statement's guard. */
export type StatementMail = Omit<MailMessage, 'subject' | 'text' | 'html'> & {
  subject: string | SQL;
  text: string | SQL;
  html?: string | SQL;
};

export interface MailOutbox extends Mailer {
  /** Queues a mail inside the caller's transaction: it exists exactly when the change it tells about commits. Call wake() after the commit. */
  enqueue(tx: DbOrTx, message: MailMessage): Promise<void>;
  /**
   * The same, as part of a flow's single statement: one row, only if the CTE `guard` yields a row.
   * The subject and text may be SQL over the guard's columns (what the statement itself assigns, an order's number).
   */
  enqueueSql(message: StatementMail, guard: SQL): SQL;
  /**
   * A message's HTML and plain-text parts, from one template in the shop's frame (templates/). What
   * it answers is stored with the mail, so a retry sends exactly the same.
   */
  render(content: MailContent): Promise<RenderedMail>;
  /** Every template by name and label, for the staff's previews. */
  templates(): { name: string; label: string }[];
  /** A template rendered with its sample content (null: no such template). */
  preview(name: string): Promise<(RenderedMail & { label: string }) | null>;
  /** Tells the worker there is new mail (after a commit); it also polls, so a missed wake only delays. */
  wake(): void;
  /**
   * Deletes, in the caller's transaction, every mail to this address or naming it (sent or not): a
   * deleted account's. Mail to an address at the reserved `.invalid` name is never queued at all.
   */
  forget(tx: DbOrTx, address: string): Promise<void>;
  problems(): Promise<MailProblems>;
  /** Sends what is due now, once; answers how many mails it claimed. */
  runOnce(): Promise<number>;
  /** Stops the worker after the mail it is sending. */
  close(): Promise<void>;
}

type OutboxLog = { error: (obj: object, msg: string) => void };

/** Any number of the worker's claims at a time: one instance claims, the others skip their turn (see claimDue). */
const CLAIM_LOCK = 0x6d61696c; // 'mail'

/**
 * Claims up to a batch of due mails, each within its recipient's allowance: a throttled mail is
 * taken only while its address has been sent (or is being sent) fewer than `perRecipientHour`
 * throttled mails in the last hour, and, for an address of an unconfirmed account, fewer than
 * `perUnverifiedDay` in the last day; the rest wait, in order, and go when the window allows.
 * Claiming moves a mail's retry time forward (a crashed sender's mail comes back) and stamps
 * `claimed_at` (what the allowance counts). One instance claims at a time (a transaction-scoped
 * advisory lock; another instance's worker skips its turn), so two cannot both spend the last of
 * one address's allowance.
 */
async function claimDue(
  db: Database,
  { batchSize, retryBaseMs }: { batchSize: number; retryBaseMs: number },
  allowance: Allowance,
): Promise<(typeof mailOutbox.$inferSelect)[]> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ locked: boolean }>(sql`SELECT pg_try_advisory_xact_lock(${CLAIM_LOCK}) AS locked`);
    if (!rows[0]?.locked) return [];
    const pending = sql`m.sent_at IS NULL AND m.failed_at IS NULL`;
    // What an address was sent (or is being sent) within `window`, not counting mail due again now (it is ranked below).
    const spent = (window: string) => sql`(
      SELECT count(*) FROM ${mailOutbox} s
      WHERE s.to_address = c.to_address AND s.throttled AND s.claimed_at > now() - ${window}::interval
        AND NOT (s.sent_at IS NULL AND s.failed_at IS NULL AND s.next_attempt_at <= now())
    )`;
    const { rows: ids } = await tx.execute<{ id: string }>(sql`
      WITH candidates AS (
        SELECT m.id, m.to_address, m.throttled, m.next_attempt_at,
          row_number() OVER (PARTITION BY m.to_address, m.throttled ORDER BY m.next_attempt_at, m.created_at, m.id) AS nth
        FROM ${mailOutbox} m
        WHERE ${pending} AND m.next_attempt_at <= now()
      )
      SELECT c.id FROM candidates c
      WHERE NOT c.throttled OR (
        c.nth + ${spent('1 hour')} <= ${allowance.perRecipientHour}
        AND (NOT ${allowance.unverified(sql`c.to_address`)} OR c.nth + ${spent('1 day')} <= ${allowance.perUnverifiedDay})
      )
      ORDER BY c.next_attempt_at, c.id
      LIMIT ${batchSize}`);
    if (ids.length === 0) return [];
    return tx
      .update(mailOutbox)
      .set({
        attempts: sql`${mailOutbox.attempts} + 1`,
        claimedAt: sql`now()`,
        nextAttemptAt: sql`now() + ${retryBaseMs} * power(2, ${mailOutbox.attempts}) * interval '1 millisecond'`,
      })
      .where(
        inArray(
          mailOutbox.id,
          ids.map((r) => r.id),
        ),
      )
      .returning();
  });
}

/** A message as its outbox row. */
const outboxRow = (m: MailMessage) => ({
  toAddress: m.to,
  subject: m.subject,
  bodyText: m.text,
  bodyHtml: m.html ?? null,
  throttled: m.throttled ?? true,
});

/** An address at the reserved name `invalid` (a deleted account's pseudonym): no mail can reach it. */
const undeliverable = (m: MailMessage) => /@invalid$/i.test(m.to.trim());

/** Queues a mail (not to an undeliverable address) through the database or the caller's transaction. */
async function queue(into: DbOrTx, message: MailMessage): Promise<void> {
  if (!undeliverable(message)) await into.insert(mailOutbox).values(outboxRow(message));
}

/** Deletes every mail to this address or naming it, sent or not (a deleted account's), in the caller's transaction. */
async function forgetAddress(tx: DbOrTx, address: string): Promise<void> {
  const needle = address.trim().toLowerCase();
  const names = (column: AnyColumn) => sql`position(${needle} in lower(coalesce(${column}, ''))) > 0`;
  await tx
    .delete(mailOutbox)
    .where(or(names(mailOutbox.toAddress), names(mailOutbox.subject), names(mailOutbox.bodyText), names(mailOutbox.bodyHtml)));
}

/** Sent mail is kept a day (the allowances count it), then deleted. */
async function forgetSent(db: Database) {
  await db.delete(mailOutbox).where(lte(mailOutbox.sentAt, sql`now() - interval '1 day'`));
}

/**
 * Claims due mails (claimDue), sends each, marks what the transport took as sent and records
 * what it refused.
 */
async function sendDue(
  db: Database,
  transport: Mailer,
  log: OutboxLog,
  { batchSize, maxAttempts, retryBaseMs }: Required<Pick<OutboxOptions, 'batchSize' | 'maxAttempts' | 'retryBaseMs'>>,
  allowance: Allowance,
): Promise<number> {
  const claimed = await claimDue(db, { batchSize, retryBaseMs }, allowance);
  for (const mail of claimed) {
    try {
      await transport.send({
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.bodyText,
        ...(mail.bodyHtml ? { html: mail.bodyHtml } : {}),
      });
      await db
        .update(mailOutbox)
        .set({ sentAt: sql`now()` })
        .where(eq(mailOutbox.id, mail.id));
    } catch (err) {
      const gaveUp = mail.attempts >= maxAttempts;
      await db
        .update(mailOutbox)
        .set({ lastError: (err instanceof Error ? err.message : String(err)).slice(0, 1000), ...(gaveUp ? { failedAt: sql`now()` } : {}) })
        .where(eq(mailOutbox.id, mail.id));
      log.error(
        { err, to: mail.toAddress, attempt: mail.attempts, gaveUp },
        gaveUp ? 'mail failed for good' : 'mail failed; it will be retried',
      );
    }
  }
  return claimed.length;
}

/** The outbox's templates: messages rendered in the shop's frame, and the staff's previews. */
const templating = (shopUrl: string): Pick<MailOutbox, 'render' | 'templates' | 'preview'> => ({
  render: (content) => renderMessage({ url: shopUrl }, content),
  templates: templateList,
  preview: (name) => previewTemplate(shopUrl, name),
});

/**
 * A durable outbox in front of a transport: `send` stores the message and returns; a worker in
 * this process sends it at once (and every instance's worker picks up what is due), deleting it
 * when the transport accepts it, retrying it with a doubling delay when it fails. Several
 * instances share the table safely: each claims its batch with FOR UPDATE SKIP LOCKED and moves
 * its retry time forward, so a mail being sent is not claimed twice, and a crashed sender's mail
 * comes back when that time passes.
 */
export function createMailOutbox(db: Database, transport: Mailer, log: OutboxLog, options: OutboxOptions = {}): MailOutbox {
  const { pollMs = 2000, batchSize = 20, maxAttempts = 8, retryBaseMs = 60_000, shopUrl = 'http://localhost' } = options;
  const allowance: Allowance = {
    perRecipientHour: options.perRecipientHour ?? 20,
    perUnverifiedDay: options.perUnverifiedDay ?? 10,
    unverified: options.unverified ?? (() => sql`false`),
  };

  const runOnce = () => sendDue(db, transport, log, { batchSize, maxAttempts, retryBaseMs }, allowance);

  let running: Promise<void> | undefined;
  let again = false;
  let closed = false;

  /** Runs the worker now, or once more after the current run. */
  function kick() {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        let claimed: number;
        do {
          claimed = await runOnce().catch((err: unknown) => {
            log.error({ err }, 'mail outbox worker failed');
            return 0;
          });
        } while (claimed === batchSize && !closed);
      } while (again && !closed);
    })().finally(() => {
      running = undefined;
    });
  }

  const timer = setInterval(kick, pollMs);
  timer.unref();
  kick();
  // Sent mail older than a day goes, once an hour (any instance: deleting twice is harmless).
  const sweeper = setInterval(() => forgetSent(db).catch((err: unknown) => log.error({ err }, 'mail outbox sweep failed')), 3_600_000);
  sweeper.unref();

  return {
    /** Queues a mail on its own (when there is no change to commit with it) and wakes the worker. */
    async send(message: MailMessage) {
      await queue(db, message);
      kick();
    },
    enqueue: queue,
    forget: forgetAddress,
    enqueueSql(message, guard) {
      return sql`INSERT INTO ${mailOutbox} (to_address, subject, body_text, body_html, throttled)
        SELECT ${message.to}, ${message.subject}, ${message.text}, ${message.html ?? null}, ${message.throttled ?? true} FROM ${guard}`;
    },
    wake: kick,
    ...templating(shopUrl),
    problems: () => mailProblems(db),
    runOnce,
    async close() {
      closed = true;
      clearInterval(timer);
      clearInterval(sweeper);
      await running;
    },
  };
}

/** Mails with a failed attempt, and what the mail server said about the newest of them. */
async function mailProblems(db: Database): Promise<MailProblems> {
  const [counts] = await db
    .select({
      retrying: sql<number>`count(*) FILTER (WHERE ${mailOutbox.failedAt} IS NULL)`.mapWith(Number),
      failed: sql<number>`count(*) FILTER (WHERE ${mailOutbox.failedAt} IS NOT NULL)`.mapWith(Number),
    })
    .from(mailOutbox)
    .where(and(isNotNull(mailOutbox.lastError), isNull(mailOutbox.sentAt)));
  const [latest] = await db
    .select({ lastError: mailOutbox.lastError })
    .from(mailOutbox)
    .where(and(isNotNull(mailOutbox.lastError), isNull(mailOutbox.sentAt)))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return { retrying: counts?.retrying ?? 0, failed: counts?.failed ?? 0, lastError: latest?.lastError ?? null };
}
