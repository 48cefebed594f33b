import { createServer, type Server, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, runMigrations, type Database } from '../../../src/server/db/client.js';
import type { Mailer, MailMessage } from '../../../src/server/modules/mail/transport.js';
import { createMailOutbox } from '../../../src/server/modules/mail/outbox.js';
import type { Product } from '../../../src/shared/schemas/product.js';
import { as, createTestApp, signUp, type TestApp } from '../../setup/app.js';
import { createTestDatabase } from '../../setup/database.js';

const quiet = { error: () => {} };
const mail = (i: number): MailMessage => ({ to: `buyer${i}@example.com`, subject: `Mail ${i}`, text: `Body ${i}` });

/** A transport that records what it was given, failing while `failing` is true. */
function recorder() {
  const sent: MailMessage[] = [];
  const state = { failing: false };
  const transport: Mailer = {
    async send(m) {
      if (state.failing) throw new Error('mail server said no');
      sent.push(m);
    },
  };
  return { sent, state, transport };
}

describe('mail outbox', () => {
  let db: Database;
  let pool: { end: () => Promise<void>; query: (q: string) => Promise<{ rows: Record<string, unknown>[] }> };
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    ({ db, pool } = createDatabase(database.url));
    await runMigrations(db);
  });
  afterAll(async () => {
    await pool.end();
    await drop();
  });

  const rows = async () =>
    (
      await pool.query(
        'SELECT to_address, attempts, last_error, failed_at, next_attempt_at > now() AS later FROM mail_outbox WHERE sent_at IS NULL ORDER BY to_address',
      )
    ).rows;
  const clear = () => pool.query('DELETE FROM mail_outbox');
  /** Mails the transport took, kept a day (marked sent) for the recipients' allowances. */
  const sentRows = async () => (await pool.query('SELECT to_address FROM mail_outbox WHERE sent_at IS NOT NULL')).rows;

  it('sends a queued mail at once and marks it sent', async () => {
    const { sent, transport } = recorder();
    const outbox = createMailOutbox(db, transport, quiet, { pollMs: 60_000 });
    await outbox.send(mail(1));
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]).toEqual({ ...mail(1) });
    await outbox.close();
    expect(await rows()).toEqual([]);
    expect(await sentRows()).toEqual([{ to_address: 'buyer1@example.com' }]);
  });

  it('keeps a mail the server refused, retries it later, and gives up after the last attempt', async () => {
    await clear();
    const { sent, state, transport } = recorder();
    state.failing = true;
    const outbox = createMailOutbox(db, transport, quiet, { pollMs: 60_000, maxAttempts: 2, retryBaseMs: 60_000 });
    await outbox.send(mail(2));
    // The claim counts the attempt first; the refusal is written when the send has failed.
    await expect.poll(async () => (await rows())[0]?.last_error).toBe('mail server said no');
    let [row] = await rows();
    expect(row).toMatchObject({ last_error: 'mail server said no', failed_at: null, later: true });
    // Not due yet: a run claims nothing.
    expect(await outbox.runOnce()).toBe(0);

    // Due again (as if a minute had passed) and still refused: the last allowed attempt fails it.
    await pool.query('UPDATE mail_outbox SET next_attempt_at = now()');
    expect(await outbox.runOnce()).toBe(1);
    [row] = await rows();
    expect(row!.attempts).toBe(2);
    expect(row!.failed_at).not.toBeNull();
    await pool.query('UPDATE mail_outbox SET next_attempt_at = now()');
    expect(await outbox.runOnce()).toBe(0);
    expect(sent).toHaveLength(0);
    await outbox.close();
  });

  it('retries a rendered mail with exactly the subject, HTML and text it stored', async () => {
    await clear();
    const { sent, state, transport } = recorder();
    state.failing = true;
    const outbox = createMailOutbox(db, transport, quiet, { pollMs: 60_000, shopUrl: 'https://shop.example' });
    const rendered = await outbox.render({
      preview: 'Hello',
      heading: 'Hello',
      blocks: ['A line', { action: { label: 'Open', url: 'https://shop.example/x' } }],
    });
    expect(rendered.html).toContain('href="https://shop.example/x"');
    expect(rendered.text).toContain('Open https://shop.example/x');
    const message = { to: 'html@example.com', subject: 'Rendered', ...rendered };
    await outbox.send(message);
    await expect.poll(async () => (await rows())[0]?.last_error).toBe('mail server said no');
    state.failing = false;
    await pool.query('UPDATE mail_outbox SET next_attempt_at = now()');
    expect(await outbox.runOnce()).toBe(1);
    expect(sent).toEqual([message]);
    await outbox.close();
  });

  it('sends a retried mail once the server takes it', async () => {
    await clear();
    const { sent, state, transport } = recorder();
    state.failing = true;
    const outbox = createMailOutbox(db, transport, quiet, { pollMs: 60_000 });
    await outbox.send(mail(3));
    // The refused attempt written in full (its error and next time), not just claimed: otherwise the
    // failure could land after the row is made due below and push it into the future again.
    await expect.poll(async () => (await rows())[0]?.last_error).toBe('mail server said no');
    state.failing = false;
    await pool.query('UPDATE mail_outbox SET next_attempt_at = now()');
    expect(await outbox.runOnce()).toBe(1);
    expect(sent).toEqual([mail(3)]);
    expect(await rows()).toEqual([]);
    await outbox.close();
  });

  it('two instances draining one table send every mail exactly once', async () => {
    await clear();
    const a = recorder();
    const b = recorder();
    // Slow transports, so both workers are busy at the same time.
    const slow = (r: ReturnType<typeof recorder>): Mailer => ({
      send: async (m) => (await new Promise((res) => setTimeout(res, 2)), r.transport.send(m)),
    });
    const queue = createMailOutbox(db, { send: async () => {} }, quiet, { pollMs: 60_000 });
    await queue.close(); // only used to queue
    await Promise.all(Array.from({ length: 120 }, (_, i) => queue.send(mail(100 + i))));
    const one = createMailOutbox(db, slow(a), quiet, { pollMs: 10, batchSize: 7 });
    const two = createMailOutbox(db, slow(b), quiet, { pollMs: 10, batchSize: 7 });
    await expect.poll(() => a.sent.length + b.sent.length, { timeout: 15_000 }).toBe(120);
    await Promise.all([one.close(), two.close()]);
    const subjects = [...a.sent, ...b.sent].map((m) => m.subject);
    expect(new Set(subjects).size).toBe(120);
    expect(a.sent.length).toBeGreaterThan(0);
    expect(b.sent.length).toBeGreaterThan(0);
    expect(await rows()).toEqual([]);
  });

  it("holds an address's mail past its hourly allowance and sends it later, never dropping it; sign-in mail is not counted", async () => {
    await clear();
    const { sent, transport } = recorder();
    const outbox = createMailOutbox(db, transport, quiet, { pollMs: 60_000, perRecipientHour: 20 });
    await outbox.close(); // runOnce only
    const to = 'target@example.com';
    for (let i = 0; i < 30; i++) await outbox.send({ to, subject: `Order ${i}`, text: 'x' });
    await outbox.send({ to: 'other@example.com', subject: 'Other', text: 'x' });
    await outbox.send({ to, subject: 'Reset your password', text: 'x', throttled: false });
    while ((await outbox.runOnce()) > 0);
    const toTarget = sent.filter((m) => m.to === to).map((m) => m.subject);
    expect(toTarget).toHaveLength(21);
    // The oldest first; the sign-in mail went although the allowance was spent.
    expect(toTarget.filter((s) => s.startsWith('Order'))).toEqual(Array.from({ length: 20 }, (_, i) => `Order ${i}`));
    expect(toTarget).toContain('Reset your password');
    expect(sent.some((m) => m.to === 'other@example.com')).toBe(true);
    expect((await rows()).filter((r) => r.to_address === to)).toHaveLength(10);

    // An hour later the rest go, in order.
    await pool.query(`UPDATE mail_outbox SET claimed_at = claimed_at - interval '61 minutes' WHERE claimed_at IS NOT NULL`);
    while ((await outbox.runOnce()) > 0);
    expect(
      sent
        .filter((m) => m.to === to)
        .map((m) => m.subject)
        .slice(21),
    ).toEqual(Array.from({ length: 10 }, (_, i) => `Order ${20 + i}`));
    expect(await rows()).toEqual([]);
  });

  it('gives the address of an unconfirmed account a small daily allowance', async () => {
    await clear();
    const { sent, transport } = recorder();
    const outbox = createMailOutbox(db, transport, quiet, {
      pollMs: 60_000,
      perRecipientHour: 20,
      perUnverifiedDay: 3,
      unverified: (address) => sql`${address} = 'new@example.com'`,
    });
    await outbox.close();
    for (let i = 0; i < 5; i++) {
      await outbox.send({ to: 'new@example.com', subject: `New ${i}`, text: 'x' });
      await outbox.send({ to: 'known@example.com', subject: `Known ${i}`, text: 'x' });
    }
    while ((await outbox.runOnce()) > 0);
    expect(sent.filter((m) => m.to === 'new@example.com').map((m) => m.subject)).toEqual(['New 0', 'New 1', 'New 2']);
    expect(sent.filter((m) => m.to === 'known@example.com')).toHaveLength(5);
  });

  it('close waits for the mail being sent and then stops', async () => {
    await clear();
    let release!: () => void;
    const sent: string[] = [];
    const transport: Mailer = {
      send: (m) =>
        new Promise<void>((res) => {
          release = () => {
            sent.push(m.subject);
            res();
          };
        }),
    };
    const outbox = createMailOutbox(db, transport, quiet, { pollMs: 60_000 });
    await outbox.send(mail(4));
    await expect.poll(() => typeof release).toBe('function');
    let closed = false;
    const closing = outbox.close().then(() => (closed = true));
    await new Promise((r) => setTimeout(r, 50));
    expect(closed).toBe(false);
    release();
    await closing;
    expect(sent).toEqual(['Mail 4']);
    expect(await rows()).toEqual([]);
  });
});

describe('a mail server that never answers', () => {
  let t: TestApp;
  let silent: Server;
  const sockets = new Set<Socket>();

  beforeAll(async () => {
    // Accepts connections and never sends the SMTP greeting.
    silent = createServer((s) => {
      sockets.add(s);
      s.on('error', () => {});
    });
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    const port = (silent.address() as { port: number }).port;
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    for (const s of sockets) s.destroy();
    await t.close();
    silent.close();
  });

  it('does not hold up an order: the answer comes at once and the mail waits in the outbox', async () => {
    const user = await signUp(t.app);
    const list = (await t.app.inject({ method: 'GET', url: '/api/service' })).json() as Product[];
    const started = performance.now();
    const res = await as(t.app, user, { method: 'POST', url: '/api/order', payload: { userId: list[0]!._id, number: '5551234' } });
    const ms = performance.now() - started;
    expect(res.statusCode).toBe(201);
    // Without the outbox the answer waited for the mail server: at least the 10 s greeting timeout.
    expect(ms).toBeLessThan(5000);
    // (The sign-up's verification link waits there too.)
    const queued = await t.app.pool.query(
      `SELECT subject, sent_at FROM mail_outbox WHERE to_address = $1 AND subject NOT LIKE 'Confirm%'`,
      [user.email],
    );
    expect(queued.rows).toEqual([{ subject: expect.stringContaining('Your PartsHub order'), sent_at: null }]);
  });
});
