import pg from 'pg';
import { expect, it } from 'vitest';
import { createTestApp } from '../../setup/app.js';

// Fastify's close waits for open connections, not for handlers: a request whose client went away
// (here: one that never had a socket) kept running after close and found the database pool ended.
it('close lets running handlers finish before the database pool ends', async () => {
  const t = await createTestApp();
  const app = t.app;
  const origin = { origin: 'http://localhost:3000' };
  const email = `closing${Date.now()}@example.com`;
  expect(
    (
      await app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: origin,
        payload: { email, password: 'secret123', name: 'Closing' },
      })
    ).statusCode,
  ).toBe(200);

  // A sign-in hashes the password (tens of milliseconds), then writes a session.
  const signIn = app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: origin, payload: { email, password: 'secret123' } });
  await new Promise((r) => setTimeout(r, 5));
  await app.close();
  const res = await signIn;

  const client = new pg.Client({ connectionString: t.databaseUrl });
  await client.connect();
  const sessions = await client.query(`SELECT count(*)::int AS n FROM session s JOIN "user" u ON u.id = s.user_id WHERE u.email = $1`, [
    email,
  ]);
  await client.end();
  await t.close(); // drops the database (closing again is a no-op)
  expect(res.statusCode, res.body).toBe(200);
  expect(sessions.rows[0].n).toBe(2); // the sign-up's and the sign-in's
});
