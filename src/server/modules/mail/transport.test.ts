import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
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
});
