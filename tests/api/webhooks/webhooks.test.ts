import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { Webhook, WebhookDeliveryPage } from '../../../src/shared/schemas/webhook.js';
import { as, useTestApp, type Session } from '../../setup/app.js';
import { createProduct, payOrder, useCartCheckout } from '../../setup/shop.js';
import { signatureValid, startReceiver, type Receiver } from '../../setup/webhook-receiver.js';

const t = useTestApp({ env: { WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_RETRY_SECONDS: '0.2', WEBHOOK_TIMEOUT_SECONDS: '2' } });
const shop = useCartCheckout(t);

const open: Receiver[] = [];
const endpoints: string[] = [];
afterEach(async () => {
  for (const id of endpoints.splice(0)) await as(t.app, t.admin, { method: 'DELETE', url: `/api/admin/webhooks/${id}` });
  for (const r of open.splice(0)) await r.close();
});

async function receiver(...args: Parameters<typeof startReceiver>) {
  const r = await startReceiver(...args);
  open.push(r);
  return r;
}

async function addEndpoint(app: FastifyInstance, admin: Session, url: string, events: string[]): Promise<Webhook & { secret: string }> {
  const res = await as(app, admin, { method: 'POST', url: '/api/admin/webhooks', payload: { url, events, description: 'test' } });
  expect(res.statusCode, res.body).toBe(201);
  endpoints.push(res.json()._id);
  return res.json();
}

const deliveries = async (id: string) =>
  (await as(t.app, t.admin, { method: 'GET', url: `/api/admin/webhooks/${id}/deliveries?page=1` })).json() as WebhookDeliveryPage;

/** An event written as a flow writes it (in a transaction of its own here), and the worker woken. */
async function emit(type: 'product.back_in_stock' | 'product.low_stock', data: object) {
  await t.app.db.transaction((tx) => t.app.services.webhooks.emit(tx, type, data));
  t.app.services.webhooks.wake();
}

describe('webhook endpoints', () => {
  it('answers the secret once, lists and edits without it, and refuses unknown events and other schemes', async () => {
    const added = await addEndpoint(t.app, t.admin, 'http://127.0.0.1:9/hook', ['order.paid']);
    expect(added.secret).toMatch(/^whsec_/);
    const list = (await as(t.app, t.admin, { method: 'GET', url: '/api/admin/webhooks' })).json() as Webhook[];
    const listed = list.find((w) => w._id === added._id)!;
    expect(listed).toMatchObject({ url: 'http://127.0.0.1:9/hook', events: ['order.paid'], description: 'test', disabled: false });
    expect(listed).not.toHaveProperty('secret');

    const put = await as(t.app, t.admin, {
      method: 'PUT',
      url: `/api/admin/webhooks/${added._id}`,
      payload: { url: 'http://127.0.0.1:9/other', events: ['order.shipped', 'order.delivered'] },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ url: 'http://127.0.0.1:9/other', events: ['order.shipped', 'order.delivered'], description: '' });
    expect(put.json()).not.toHaveProperty('secret');

    const unknown = await as(t.app, t.admin, {
      method: 'POST',
      url: '/api/admin/webhooks',
      payload: { url: 'http://127.0.0.1:9/', events: ['order.paid', 'order.teleported'] },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('order.teleported');
    const ftp = await as(t.app, t.admin, {
      method: 'POST',
      url: '/api/admin/webhooks',
      payload: { url: 'ftp://127.0.0.1/', events: ['order.paid'] },
    });
    expect(ftp.statusCode).toBe(400);
    expect(ftp.json().message).toMatch(/http/);

    const { rows } = await t.app.pool.query(`SELECT action FROM audit_log WHERE entity = 'webhook' AND entity_id = $1 ORDER BY at`, [
      added._id,
    ]);
    expect(rows.map((r) => r.action)).toEqual(['webhook.create', 'webhook.update']);
    const removed = await as(t.app, t.admin, { method: 'DELETE', url: `/api/admin/webhooks/${added._id}` });
    expect(removed.statusCode).toBe(200);
    expect((await as(t.app, t.admin, { method: 'DELETE', url: `/api/admin/webhooks/${added._id}` })).statusCode).toBe(404);
    expect((await as(t.app, t.admin, { method: 'GET', url: `/api/admin/webhooks/${added._id}/deliveries` })).statusCode).toBe(404);
  });
});

describe('webhook deliveries', () => {
  it('sends order.placed and order.paid from a real checkout, signed with the endpoint’s secret', async () => {
    const hook = await receiver();
    const endpoint = await addEndpoint(t.app, t.admin, hook.url, ['order.placed', 'order.paid']);
    const product = await createProduct(t.app, t.admin, 5, 30);
    const user = await shop.filled([[product._id, 2]]);
    const order = await shop.placed(user);
    await payOrder(t.app, user, order._id);

    const got = await hook.waitFor(2);
    expect(got.map((r) => r.body.type).sort()).toEqual(['order.paid', 'order.placed']);
    for (const r of got) {
      expect(signatureValid(endpoint.secret, r.headers['shop-signature'], r.raw)).toBe(true);
      expect(signatureValid('whsec_wrong', r.headers['shop-signature'], r.raw)).toBe(false);
      expect(r.headers['content-type']).toBe('application/json');
      expect(r.headers['shop-event-id']).toBe(r.body.id);
      expect(r.headers['shop-event']).toBe(r.body.type);
      expect(Math.abs(Number(/t=(\d+)/.exec(String(r.headers['shop-signature']))![1]) - Date.now() / 1000)).toBeLessThan(60);
      expect(new Date(r.body.createdAt).toString()).not.toBe('Invalid Date');
      expect(r.body.data).toMatchObject({ id: order._id, orderNumber: order.orderNumber, totalCents: Math.round(order.cost * 100) });
    }
    const paid = got.find((r) => r.body.type === 'order.paid')!;
    expect(paid.body.data).toMatchObject({ status: 'paid', lines: [{ productId: product._id, quantity: 2 }] });

    const page = await deliveries(endpoint._id);
    expect(page.total).toBe(2);
    expect(page.items[0]).toMatchObject({ status: 'succeeded', attempts: 1, lastStatusCode: 200, lastError: null, nextAttemptAt: null });
  });

  it('retries after a 500 with the same event id, then records the success', async () => {
    const hook = await receiver((n) => (n === 1 ? 500 : 200));
    const endpoint = await addEndpoint(t.app, t.admin, hook.url, ['product.low_stock']);
    await emit('product.low_stock', { id: 'p1', stockAvailable: 1 });
    const [first, second] = await hook.waitFor(2);
    expect(second!.body.id).toBe(first!.body.id);
    expect(second!.raw).toBe(first!.raw);
    await expect.poll(async () => (await deliveries(endpoint._id)).items[0]?.status).toBe('succeeded');
    const [delivery] = (await deliveries(endpoint._id)).items;
    expect(delivery).toMatchObject({
      event: 'product.low_stock',
      eventId: first!.body.id,
      attempts: 2,
      lastStatusCode: 200,
      lastError: null,
    });
  });

  it('does not follow a redirect: it is an answer that is not 2xx, retried like any other', async () => {
    const hook = await receiver((n) => (n === 1 ? 307 : 200));
    const endpoint = await addEndpoint(t.app, t.admin, hook.url, ['product.low_stock']);
    await emit('product.low_stock', { id: 'moved' });
    const got = await hook.waitFor(2);
    expect(got.map((r) => r.url)).toEqual(['/hook', '/hook']);
    await expect.poll(async () => (await deliveries(endpoint._id)).items[0]?.status).toBe('succeeded');
    expect((await deliveries(endpoint._id)).items[0]?.attempts).toBe(2);
  });

  it('delivers again, with the same id, when the receiver dies in the middle of a delivery', async () => {
    const hook = await receiver((n) => (n === 1 ? 'destroy' : 200));
    const endpoint = await addEndpoint(t.app, t.admin, hook.url, ['product.back_in_stock']);
    await emit('product.back_in_stock', { id: 'p2', stockAvailable: 4 });
    const [cut, again] = await hook.waitFor(2);
    expect(again!.headers['shop-event-id']).toBe(cut!.headers['shop-event-id']);
    await expect.poll(async () => (await deliveries(endpoint._id)).items[0]?.status).toBe('succeeded');
  });

  it('lets a receiver that does not answer time out without holding the others', async () => {
    const slow = await receiver(() => 'hang');
    const fast = await receiver();
    const stuck = await addEndpoint(t.app, t.admin, slow.url, ['product.low_stock']);
    await addEndpoint(t.app, t.admin, fast.url, ['product.back_in_stock']);
    await emit('product.low_stock', { id: 'slow' });
    await slow.waitFor(1);
    const sent = Date.now();
    await emit('product.back_in_stock', { id: 'fast' });
    const [got] = await fast.waitFor(1);
    // The slow receiver holds its delivery for the whole 2 s timeout; the other went meanwhile.
    expect(got!.at - sent).toBeLessThan(1500);
    await expect.poll(async () => (await deliveries(stuck._id)).items[0]?.lastError, { timeout: 5000 }).toMatch(/No answer within 2 s/);
  });

  it('marks a delivery failed once retrying it would go past a day, keeping the first bytes of the answer', async () => {
    const hook = await receiver(() => 500);
    const endpoint = await addEndpoint(t.app, t.admin, hook.url, ['product.low_stock']);
    await t.app.db.transaction(async (tx) => {
      await t.app.services.webhooks.emit(tx, 'product.low_stock', { id: 'old' });
      // Queued a day ago (in the same transaction: the worker never sees it younger).
      await tx.execute(sql`UPDATE webhook_delivery SET created_at = now() - interval '1 day' WHERE endpoint_id = ${endpoint._id}`);
    });
    t.app.services.webhooks.wake();
    await hook.waitFor(1);
    await expect.poll(async () => (await deliveries(endpoint._id)).items[0]?.status).toBe('failed');
    expect((await deliveries(endpoint._id)).items[0]).toMatchObject({
      attempts: 1,
      lastStatusCode: 500,
      lastError: 'HTTP 500',
      lastResponse: 'no: 500',
      nextAttemptAt: null,
    });
  });

  it('sends a delivery again on request, with the same event id (202)', async () => {
    const hook = await receiver();
    const endpoint = await addEndpoint(t.app, t.admin, hook.url, ['product.low_stock']);
    await emit('product.low_stock', { id: 'p3' });
    const [first] = await hook.waitFor(1);
    await expect.poll(async () => (await deliveries(endpoint._id)).items[0]?.status).toBe('succeeded');
    const [delivery] = (await deliveries(endpoint._id)).items;
    const retry = await as(t.app, t.admin, {
      method: 'POST',
      url: `/api/admin/webhooks/${endpoint._id}/deliveries/${delivery!._id}/retry`,
    });
    expect(retry.statusCode, retry.body).toBe(202);
    const [, again] = await hook.waitFor(2);
    expect(again!.body.id).toBe(first!.body.id);
    const missing = await as(t.app, t.admin, {
      method: 'POST',
      url: `/api/admin/webhooks/${endpoint._id}/deliveries/00000000-0000-4000-8000-000000000000/retry`,
    });
    expect(missing.statusCode).toBe(404);
  });
});
