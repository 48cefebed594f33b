import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { postgresRunsAsOtherUser, secureDataDir } from './data-dir.js';

const root = mkdtempSync(path.join(os.tmpdir(), 'partshub-datadir-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const mode = (dir: string) => statSync(dir).mode & 0o777;

describe('secureDataDir', () => {
  it('creates DATA_DIR (and its parents) so no other user can list or write it', () => {
    const dir = path.join(root, 'a', 'data');
    expect(secureDataDir(dir, { embeddedPostgres: false })).toBe(0o700);
    expect(mode(dir)).toBe(0o700);
  });

  it('tightens a folder an older version left open (0755)', () => {
    const dir = path.join(root, 'old');
    mkdirSync(dir);
    chmodSync(dir, 0o755);
    secureDataDir(dir, { embeddedPostgres: false });
    expect(mode(dir)).toBe(0o700);
  });

  it('lets the embedded PostgreSQL pass through (0711) only when it runs as its own user (the shop runs as root)', () => {
    const dir = path.join(root, 'embedded');
    secureDataDir(dir, { embeddedPostgres: true });
    expect(mode(dir)).toBe(postgresRunsAsOtherUser() ? 0o711 : 0o700);
    expect(postgresRunsAsOtherUser()).toBe(process.getuid?.() === 0);
  });
});
