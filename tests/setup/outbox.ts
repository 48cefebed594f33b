import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  raw: string;
}

/** Reads the e-mails written under DATA_DIR/outbox (the mailer's file transport). */
export function readOutbox(dataDir: string): OutboxMail[] {
  const dir = path.join(dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((file) => {
      const raw = readFileSync(path.join(dir, file), 'utf8');
      // The head with folded header lines unfolded (a long subject goes on over several lines).
      const head = raw.slice(0, raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
      const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(head)?.[1]?.trim() ?? '';
      return { file, to: header('To'), subject: header('Subject'), raw: decodeQuotedPrintable(raw) };
    });
}

/** Soft line breaks joined and =XX escapes decoded as the UTF-8 bytes they are (so "×" reads as "×"). */
function decodeQuotedPrintable(raw: string): string {
  const text = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(text[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

export const mailsTo = (dataDir: string, to: string) => readOutbox(dataDir).filter((m) => m.to.includes(to));

/**
 * Waits until `to` has a mail whose subject starts with `subject` (or `timeoutMs` passes) and answers
 * the newest such mail. Other mail to the same address (the sign-up's verification link) is ignored.
 */
export async function waitForMail(dataDir: string, to: string, subject: string, timeoutMs = 5000): Promise<OutboxMail | undefined> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = mailsTo(dataDir, to).filter((m) => m.subject.startsWith(subject));
    if (found.length > 0 || Date.now() > deadline) return found.at(-1);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * Waits for the mail to `to` whose subject is exactly `subject`, and expects its body to hold each
 * of `says` (a fragment or a pattern): a mail that merely starts alike does not pass.
 */
export async function expectMail(dataDir: string, to: string, subject: string, ...says: (string | RegExp)[]): Promise<OutboxMail> {
  const deadline = Date.now() + 5000;
  let found = mailsTo(dataDir, to).findLast((m) => m.subject === subject);
  while (!found && Date.now() <= deadline) {
    await new Promise((r) => setTimeout(r, 20));
    found = mailsTo(dataDir, to).findLast((m) => m.subject === subject);
  }
  const got = mailsTo(dataDir, to).map((m) => `"${m.subject}"`);
  expect(found, `no mail "${subject}" to ${to}; it got: ${got.join(', ') || 'none'}`).toBeDefined();
  expect(found!.to).toContain(to);
  for (const fragment of says) {
    if (typeof fragment === 'string') expect(found!.raw).toContain(fragment);
    else expect(found!.raw).toMatch(fragment);
  }
  return found!;
}

/**
 * Sends every mail the app (or another instance on its database) has queued and waits until the
 * outbox holds none still to send: afterwards a mail missing from DATA_DIR/outbox was never queued.
 * This proves an absence without sleeping; it fails after `timeoutMs` if the outbox does not empty.
 */
export async function drainOutbox(app: FastifyInstance, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await app.services.mail.runOnce();
    const { rows } = await app.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM mail_outbox WHERE sent_at IS NULL AND failed_at IS NULL',
    );
    const pending = rows[0]!.n;
    if (pending === 0) return;
    if (Date.now() > deadline) throw new Error(`the mail outbox still holds ${pending} mails to send after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}
