import { randomBytes } from 'node:crypto';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * Counts against the recipient's allowance in the outbox (MAIL_PER_RECIPIENT_HOUR); default true.
   * False only for the sign-in mails (verification, password reset), limited where they are asked for.
   */
  throttled?: boolean;
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
  // The files hold password-reset links: only the shop's user may read them, or list the folder.
  let folderReady: Promise<void> | undefined;
  /** Makes the outbox folder (0700) once, tightening one an older version left open; retried after a failure. */
  const prepareFolder = () =>
    (folderReady ??= (async () => {
      await mkdir(outbox, { recursive: true, mode: 0o700 });
      await chmod(outbox, 0o700);
    })().catch((err: unknown) => {
      folderReady = undefined;
      throw err;
    }));
  async function write(file: string, data: Buffer) {
    await prepareFolder();
    try {
      await writeFile(file, data, { mode: 0o600 });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      folderReady = undefined; // the folder went away meanwhile: make it again
      await prepareFolder();
      await writeFile(file, data, { mode: 0o600 });
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
