/**
 * `npm run backup` while the built shop (embedded PostgreSQL) takes orders, more orders after it,
 * then `npm run restore` into a fresh DATA_DIR: the restored shop has exactly the orders of the
 * backup (every one acknowledged before it started, none placed after it ended, the stock adding
 * up), its uploads, its sessions and passwords, and numbers the next invoice on from the backup's.
 */
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createBackup, embeddedMajor, restoreBackup } from '../../src/server/db/backup.js';
import type { Order } from '../../src/shared/schemas/order.js';
import type { Product, UploadResult } from '../../src/shared/schemas/product.js';
import { TEST_CARD } from '../setup/cards.js';
import {
  call,
  httpSession,
  postgresPidsFor,
  PROCESS_ADMIN,
  ROOT,
  startServer,
  type HttpSession,
  type ServerProcess,
} from '../setup/process.js';

const RECEIVED = 1000;
const work = mkdtempSync(path.join(os.tmpdir(), 'partshub-backup-'));
// The embedded PostgreSQL may run as a user of its own (when the tests run as root): it passes through.
chmodSync(work, 0o711);
const dataDir = path.join(work, 'data');
const restoredDir = path.join(work, 'restored');
const backupFile = path.join(work, 'shop.tar.gz');
const servers: ServerProcess[] = [];

afterAll(async () => {
  for (const s of servers) await s.stop('SIGKILL', 5000);
  for (const dir of [dataDir, restoredDir]) for (const pid of postgresPidsFor(dir)) process.kill(pid, 'SIGKILL');
  rmSync(work, { recursive: true, force: true });
});

/** `npm run <script> -- <args>` with DATA_DIR, as an operator runs it; answers the exit code and output. */
function npmRun(script: string, args: string[], dir: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, HOME: process.env.HOME ?? '/tmp', DATA_DIR: dir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

const ADDRESS = { name: 'Ada Lovelace', line1: '1 Main Street', city: 'Springfield', postalCode: '62701', country: 'US', phone: '5551234' };
/** The seeded shipping option the orders are sent with (an order needs a delivery to be paid). */
let shippingOptionId = '';

async function placeOrder(url: string, user: HttpSession, productId: string): Promise<Order> {
  const res = await call(url, user, 'POST', '/api/order', {
    userId: productId,
    number: '5551234',
    quantity: 2,
    address: ADDRESS,
    shippingOptionId,
  });
  expect(res.status).toBe(201);
  return res.json() as Order;
}

/** Pays through the test gateway; answers the order with its invoice number. */
async function pay(url: string, user: HttpSession, orderId: string): Promise<Order> {
  const intent = await call(url, user, 'POST', '/api/create-payment-intent', { orderId });
  expect(intent.status).toBe(200);
  const { clientSecret } = intent.json() as { clientSecret: string };
  expect((await call(url, null, 'POST', '/api/payments/test/confirm', { clientSecret, card: TEST_CARD })).status).toBe(200);
  return (await call(url, user, 'GET', `/api/order/${orderId}`)).json() as Order;
}

async function uploadImage(url: string, admin: HttpSession): Promise<UploadResult> {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'part.png');
  const res = await fetch(`${url}/api/uploads`, { method: 'POST', headers: admin.headers, body: form });
  expect(res.status).toBe(201);
  return (await res.json()) as UploadResult;
}

const invoiceSerial = (o: Order) => Number(o.invoiceNumber!.split('-')[2]);

/** The shop with a product, an image, a customer and one paid order (the first invoice). */
async function openShop() {
  const shop = await startServer({ dataDir });
  servers.push(shop);
  const admin = await httpSession(shop.url, PROCESS_ADMIN.email, PROCESS_ADMIN.password, true);
  const created = await call(shop.url, admin, 'POST', '/api/service', {
    name: 'Backup part',
    sublierName: 'S',
    cost: 5,
    Quantity: RECEIVED,
    category: 'fans',
  });
  expect(created.status).toBe(201);
  const productId = (created.json() as Product)._id;
  const options = (await call(shop.url, admin, 'GET', '/api/admin/shipping-options')).json() as { _id: string; name: string }[];
  shippingOptionId = options.find((o) => o.name === 'Standard ground')!._id;
  const customer = await httpSession(shop.url, `backup-${Date.now()}@example.com`, 'secret123');
  const image = await uploadImage(shop.url, admin);
  const paid = await pay(shop.url, customer, (await placeOrder(shop.url, customer, productId))._id);
  expect(paid.invoiceNumber).toMatch(/^INV-\d{4}-000001$/);
  const before = [paid._id, (await placeOrder(shop.url, customer, productId))._id];
  return { shop, admin, customer, productId, image, before };
}

/**
 * Orders one after the other until the backup is done (every third of the first 24 paid: the test
 * gateway's confirm allows 30 a minute); every answer must be normal. Answers them in order.
 */
async function ordersDuring(url: string, user: HttpSession, productId: string, done: () => boolean): Promise<string[]> {
  const placed: string[] = [];
  for (let i = 0; i < 300 && !done(); i++) {
    const order = await placeOrder(url, user, productId);
    placed.push(order._id);
    if (i % 3 === 2 && i < 24) expect((await pay(url, user, order._id)).invoiceNumber).toMatch(/^INV-/);
    expect((await call(url, null, 'GET', `/api/service/${productId}`)).status).toBe(200);
  }
  return placed;
}

describe('backup and restore of the embedded database', () => {
  it('restores exactly the orders of a backup taken while the shop runs, and numbers invoices on', async () => {
    const { shop, admin, customer, productId, image, before } = await openShop();

    let finished = false;
    const backup = npmRun('backup', ['--out', backupFile], dataDir).finally(() => (finished = true));
    const during = await ordersDuring(shop.url, customer, productId, () => finished);
    const result = await backup;
    expect(result.code, result.output).toBe(0);
    expect(result.output).toMatch(/Backup written to .*shop\.tar\.gz/);
    expect(during.length, 'orders the shop took while the backup ran').toBeGreaterThan(0);

    const after = await pay(shop.url, customer, (await placeOrder(shop.url, customer, productId))._id);
    expect(await shop.stop('SIGTERM')).toBe(0);

    // With the shop stopped, the command starts the database for the backup and stops it again.
    expect((await npmRun('backup', ['--out', path.join(work, 'cold.tar.gz')], dataDir)).code).toBe(0);
    expect(postgresPidsFor(dataDir)).toEqual([]);
    const refused = await npmRun('restore', [backupFile], dataDir);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/DATA_DIR .* is not empty/);
    const restored = await npmRun('restore', [backupFile], restoredDir);
    expect(restored.code, restored.output).toBe(0);

    const again = await startServer({ dataDir: restoredDir });
    servers.push(again);
    // The admin's session lives in the database; the customer's password signs in again.
    const orders = (await call(again.url, admin, 'GET', '/api/order')).json() as Order[];
    const ids = new Set(orders.map((o) => o._id));
    for (const id of before) expect(ids.has(id), 'an order placed before the backup').toBe(true);
    expect(ids.has(after._id), 'the order placed after the backup').toBe(false);
    expect([...ids].every((id) => before.includes(id) || during.includes(id))).toBe(true);
    // One snapshot: of the orders placed one after the other during the backup, it holds the first few.
    const kept = during.filter((id) => ids.has(id));
    expect(kept).toEqual(during.slice(0, kept.length));
    // A consistent snapshot: what left the shelf is what the restored orders hold.
    const product = (await call(again.url, null, 'GET', `/api/service/${productId}`)).json() as Product;
    expect(product.Quantity + orders.filter((o) => o.status !== 'cancelled').length * 2).toBe(RECEIVED);

    // The invoices of the backup are numbered 1..n without a gap or a repeat; the next one is n + 1.
    const invoiced = orders
      .filter((o) => o.invoiceNumber)
      .map(invoiceSerial)
      .sort((a, b) => a - b);
    expect(invoiced).toEqual(invoiced.map((_, i) => i + 1));
    const customerAgain = await httpSession(again.url, customer.email, 'secret123', true);
    const next = await pay(again.url, customerAgain, (await placeOrder(again.url, customerAgain, productId))._id);
    expect(invoiceSerial(next)).toBe(invoiced.length + 1);

    expect((await fetch(`${again.url}${image.img}`)).status).toBe(200);
    expect(await again.stop('SIGTERM')).toBe(0);
  }, 240_000);

  it('refuses what it cannot do, saying why', async () => {
    const empty = path.join(work, 'empty');
    mkdirSync(empty);
    await expect(createBackup({ dataDir: empty, out: path.join(work, 'x.tar.gz') })).rejects.toThrow(/no embedded database in .*empty/);
    const bogus = path.join(work, 'bogus.tar.gz');
    writeFileSync(bogus, 'not a backup');
    await expect(restoreBackup({ file: bogus, dataDir: path.join(work, 'new') })).rejects.toThrow(/is not a shop backup/);
    await expect(restoreBackup({ file: path.join(work, 'missing.tar.gz'), dataDir: empty })).rejects.toThrow(/does not exist/);
    // What restore checks a backup's PostgreSQL against (a data folder starts only on its own major version).
    expect(embeddedMajor()).toMatch(/^\d+$/);
  });
});
