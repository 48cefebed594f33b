/**
 * The built server in production never falls back to the test gateway: without PAYMENT_PROVIDER it
 * refuses to start (before its database), naming the variable; with PAYMENT_PROVIDER=test set on
 * purpose it starts and tells the web app it runs in test mode.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { paymentConfigSchema } from '../../src/shared/schemas/payment.js';
import { postgresPidsFor, runServerToExit, startServer, type ServerProcess } from '../setup/process.js';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'partshub-payments-'));
let server: ServerProcess | undefined;

afterAll(async () => {
  await server?.stop('SIGKILL', 5000);
  for (const pid of postgresPidsFor(dataDir)) process.kill(pid, 'SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('PAYMENT_PROVIDER in production', () => {
  it('refuses to start without it: exit code 1 and a message naming the variable', () => {
    const run = runServerToExit({ dataDir, env: { PAYMENT_PROVIDER: undefined } });
    expect(run.status, run.output).toBe(1);
    expect(run.output).toMatch(/PAYMENT_PROVIDER must be set in production/);
    // It stopped before starting the embedded PostgreSQL.
    expect(existsSync(path.join(dataDir, 'postgres'))).toBe(false);
  }, 30_000);

  it("starts with PAYMENT_PROVIDER=test set explicitly, and /api/payments/config says mode 'test'", async () => {
    server = await startServer({ dataDir, env: { PAYMENT_PROVIDER: 'test' } });
    const res = await fetch(`${server.url}/api/payments/config`);
    expect(res.status).toBe(200);
    expect(paymentConfigSchema.parse(await res.json())).toMatchObject({ provider: 'test', mode: 'test' });
    expect(await server.stop()).toBe(0);
  }, 120_000);
});
