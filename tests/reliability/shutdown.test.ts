/**
 * SIGTERM while requests are in flight: readiness turns 503 at once while the instance still serves
 * (SHUTDOWN_DRAIN_SECONDS), then the port stops taking new connections, and the process exits 0 with its embedded
 * PostgreSQL stopped after the requests, not before.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { httpSession, postgresPidsFor, reachable, sleep, startServer, type ServerProcess } from '../setup/process.js';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'partshub-shutdown-'));
let server: ServerProcess | undefined;

afterAll(async () => {
  await server?.stop('SIGKILL', 5000);
  for (const pid of postgresPidsFor(dataDir)) process.kill(pid, 'SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('graceful shutdown', () => {
  it('lets 20 slow requests finish, refuses new connections, and exits 0', async () => {
    // info: the server logs each request as it arrives, so the test knows they are in flight.
    server = await startServer({ dataDir, env: { LOG_LEVEL: 'info', SHUTDOWN_DRAIN_SECONDS: '1' } });
    const s = server;
    const email = `slow-${Date.now()}@example.com`;
    await httpSession(s.url, email, 'secret123');

    let arrived = 0;
    s.child.stdout!.on('data', (chunk: Buffer) => {
      arrived += chunk
        .toString()
        .split('\n')
        .filter((l) => l.includes('incoming request') && l.includes('/api/auth/sign-in/email')).length;
    });
    // Sign-ins hash the password: slow on purpose, each on its own connection.
    const signIns = Array.from({ length: 20 }, () =>
      fetch(`${s.url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: s.url, connection: 'close' },
        body: JSON.stringify({ email, password: 'secret123' }),
      }).then(
        async (res) => ({ status: res.status, body: await res.text() }),
        (err: Error) => ({ status: 0, body: String(err.cause ?? err) }),
      ),
    );
    for (let i = 0; i < 200 && arrived < 20; i++) await sleep(25);
    expect(arrived).toBe(20);

    const ready = async () => (await fetch(`${s.url}/api/health/ready`, { headers: { connection: 'close' } })).status;
    expect(await ready()).toBe(200);
    s.child.kill('SIGTERM');
    for (let i = 0; i < 200 && !s.output().includes('SIGTERM received'); i++) await sleep(10);
    // Draining: readiness says 503 at once (a load balancer stops sending), while the instance still serves.
    expect(await ready()).toBe(503);
    const live = await fetch(`${s.url}/api/health/live`, { headers: { connection: 'close' } });
    expect(live.status).toBe(200);
    // Closing has started: the port takes no new connection.
    let refused = false;
    for (let i = 0; i < 100 && !refused; i++) {
      refused = !(await reachable(s.port));
      if (!refused) await sleep(20);
    }
    expect(refused).toBe(true);

    const results = await Promise.all(signIns);
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(results.every((r) => JSON.parse(r.body).user?.email === email)).toBe(true);
    expect(await s.exited).toBe(0);
    expect(postgresPidsFor(dataDir)).toEqual([]);
  }, 120_000);
});
