import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.js';
import type { Mailer, MailMessage } from './transport.js';
import { mailOutbox } from './tables.js';

export interface OutboxOptions {
  /** How often the worker looks for due mail (retries, and mail queued by other instances). */
  pollMs?: number;
  batchSize?: number;
  /** After this many failed attempts a mail is marked failed and no longer tried. */
  maxAttempts?: number;
  /** The first retry waits this long; each later one twice as long as the one before. */
  retryBaseMs?: number;
}

export interface MailProblems {
  /** Mails whose last attempt failed and that will be retried. */
  retrying: number;
  /** Mails given up on. */
  failed: number;
  /** What the mail server said about the newest of them. */
  lastError: string | null;
}

export interface MailOutbox extends Mailer {
  /** Queues a mail inside the caller's transaction: it exists exactly when the change it tells about commits. Call wake() after the commit. */
  enqueue(tx: DbOrTx, message: MailMessage): Promise<void>;
  /** The same, as part of a flow's single statement: one row, only if the CTE `guard` yields a row. */
  enqueueSql(message: MailMessage, guard: SQL): SQL;
  /** Tells the worker there is new mail (after a commit); it also polls, so a missed wake only delays. */
  wake(): void;
  problems(): Promise<MailProblems>;
  /** Sends what is due now, once; answers how many mails it claimed. */
  runOnce(): Promise<number>;
  /** Stops the worker after the mail it is sending. */
  close(): Promise<void>;
}

type OutboxLog = { error: (obj: object, msg: string) => void };

/**
 * Claims up to a batch of due mails (SKIP LOCKED, and their retry time moved forward so a crashed
 * sender's mail comes back), sends each, deletes what the transport took and records what it refused.
 */
async function sendDue(
  db: Database,
  transport: Mailer,
  log: OutboxLog,
  { batchSize, maxAttempts, retryBaseMs }: Required<Pick<OutboxOptions, 'batchSize' | 'maxAttempts' | 'retryBaseMs'>>,
): Promise<number> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt), lte(mailOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(batchSize)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      nextAttemptAt: sql`now() + ${retryBaseMs} * power(2, ${mailOutbox.attempts}) * interval '1 millisecond'`,
    })
    .where(inArray(mailOutbox.id, due))
    .returning();
  for (const mail of claimed) {
    try {
      await transport.send({
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.bodyText,
        ...(mail.bodyHtml ? { html: mail.bodyHtml } : {}),
      });
      await db.delete(mailOutbox).where(eq(mailOutbox.id, mail.id));
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

/**
 * A durable outbox in front of a transport: `send` stores the message and returns; a worker in
 * this process sends it at once (and every instance's worker picks up what is due), deleting it
 * when the transport accepts it, retrying it with a doubling delay when it fails. Several
 * instances share the table safely: each claims its batch with FOR UPDATE SKIP LOCKED and moves
 * its retry time forward, so a mail being sent is not claimed twice, and a crashed sender's mail
 * comes back when that time passes.
 */
export function createMailOutbox(db: Database, transport: Mailer, log: OutboxLog, options: OutboxOptions = {}): MailOutbox {
  const { pollMs = 2000, batchSize = 20, maxAttempts = 8, retryBaseMs = 60_000 } = options;

  const runOnce = () => sendDue(db, transport, log, { batchSize, maxAttempts, retryBaseMs });

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

  const row = (m: MailMessage) => ({ toAddress: m.to, subject: m.subject, bodyText: m.text, bodyHtml: m.html ?? null });

  return {
    /** Queues a mail on its own (when there is no change to commit with it) and wakes the worker. */
    async send(message: MailMessage) {
      await db.insert(mailOutbox).values(row(message));
      kick();
    },
    async enqueue(tx, message) {
      await tx.insert(mailOutbox).values(row(message));
    },
    enqueueSql(message, guard) {
      return sql`INSERT INTO ${mailOutbox} (to_address, subject, body_text, body_html)
        SELECT ${message.to}, ${message.subject}, ${message.text}, ${message.html ?? null} FROM ${guard}`;
    },
    wake: kick,
    problems: () => mailProblems(db),
    runOnce,
    async close() {
      closed = true;
      clearInterval(timer);
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
    .where(isNotNull(mailOutbox.lastError));
  const [latest] = await db
    .select({ lastError: mailOutbox.lastError })
    .from(mailOutbox)
    .where(isNotNull(mailOutbox.lastError))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return { retrying: counts?.retrying ?? 0, failed: counts?.failed ?? 0, lastError: latest?.lastError ?? null };
}
