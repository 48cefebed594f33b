import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * SMTP when SMTP_URL is set; otherwise each message is written as an .eml file
 * under DATA_DIR/outbox (and logged), so a shop without SMTP still works.
 */
export function createMailer(opts: { smtpUrl?: string; from: string; dataDir: string; log: (msg: string) => void }): Mailer {
  if (opts.smtpUrl) {
    // Bounded waits (nodemailer's defaults are minutes); the outbox retries a mail that timed out.
    // Parameters in SMTP_URL's query string override these.
    const transport = nodemailer.createTransport({
      url: opts.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return {
      async send(m) {
        await transport.sendMail({ from: opts.from, ...m });
      },
    };
  }
  const outbox = path.resolve(opts.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  /** Writes the file, making the outbox folder only when it is missing (not on every mail). */
  async function write(file: string, data: Buffer) {
    try {
      await writeFile(file, data);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      await mkdir(outbox, { recursive: true });
      await writeFile(file, data);
    }
  }
  return {
    async send(m) {
      const info = await transport.sendMail({ from: opts.from, ...m });
      const safeTo = m.to.replace(/[^a-z0-9@._-]/gi, '_');
      const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}-${safeTo}.eml`);
      await write(file, info.message as Buffer);
      opts.log(`mail to ${m.to} "${m.subject}" written to ${file}`);
    },
  };
}
