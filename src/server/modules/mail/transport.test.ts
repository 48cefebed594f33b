import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailer } from './transport.js';

describe('outbox mailer (no SMTP_URL)', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'partshub-mail-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps every message, even many to one customer at the same moment', async () => {
    const logged: string[] = [];
    const mailer = createMailer({ from: 'shop@example.com', dataDir, log: (m) => logged.push(m) });
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => mailer.send({ to: 'Ann <ann@example.com>', subject: `Order ${i}`, text: `Body ${i}` })),
    );

    const files = readdirSync(path.join(dataDir, 'outbox'));
    expect(files).toHaveLength(20);
    expect(files.every((f) => /^[\w.@-]+\.eml$/.test(f))).toBe(true);
    const subjects = files.map((f) => readFileSync(path.join(dataDir, 'outbox', f), 'utf8').match(/^Subject: (.*)$/m)?.[1]).sort();
    expect(subjects).toEqual(Array.from({ length: 20 }, (_, i) => `Order ${i}`).sort());
    expect(logged).toHaveLength(20);
  });

  it('writes each mail readable by the shop only (0600), in a folder only the shop can list (0700)', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'partshub-mail-modes-'));
    try {
      const mailer = createMailer({ from: 'shop@example.com', dataDir: dir, log: () => {} });
      await mailer.send({ to: 'ann@example.com', subject: 'Reset your password', text: 'https://shop/reset?token=x' });
      const outbox = path.join(dir, 'outbox');
      expect(statSync(outbox).mode & 0o777).toBe(0o700);
      const [file] = readdirSync(outbox);
      expect(statSync(path.join(outbox, file!)).mode & 0o777).toBe(0o600);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('closes an outbox folder an older version left open (0755) before writing to it', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'partshub-mail-old-'));
    try {
      const outbox = path.join(dir, 'outbox');
      mkdirSync(outbox);
      chmodSync(outbox, 0o755);
      writeFileSync(path.join(outbox, 'old.eml'), 'Subject: old\n', { mode: 0o644 });
      const mailer = createMailer({ from: 'shop@example.com', dataDir: dir, log: () => {} });
      await mailer.send({ to: 'ann@example.com', subject: 'New', text: 'x' });
      expect(statSync(outbox).mode & 0o777).toBe(0o700);
      for (const f of readdirSync(outbox).filter((f) => f !== 'old.eml')) expect(statSync(path.join(outbox, f)).mode & 0o777).toBe(0o600);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
