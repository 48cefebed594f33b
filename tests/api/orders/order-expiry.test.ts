import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { holdText } from '../../../src/server/flows/expire-orders.js';
import type { Order } from '../../../src/shared/schemas/order.js';
import { as, useTestApp, type Session } from '../../setup/app.js';
import { drainOutbox, mailsTo, waitForMail } from '../../setup/outbox.js';
import { createProduct, getProduct, placeOrder } from '../../setup/shop.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function getOrder(app: ReturnType<typeof useTestApp>['app'], user: Session, id: string): Promise<Order> {
  return (await as(app, user, { method: 'GET', url: `/api/order/${id}` })).json();
}

describe('the sweeper expires unpaid orders even when nobody reads them', () => {
  const t = useTestApp({ env: { ORDER_HOLD_SECONDS: '1', ORDER_SWEEP_SECONDS: '0.2' } });

  it('moves the order to expired by the system, returns its units and mails a link to order again', async () => {
    const product = await createProduct(t.app, t.admin, 10);
    const user = await t.customer();
    const order = await placeOrder(t.app, user, product._id, 3);
    expect((await getProduct(t.app, product._id)).Quantity).toBe(7);

    // Only the database is read here: the sweeper must act without any request for the order.
    const db = new pg.Client({ connectionString: t.databaseUrl });
    await db.connect();
    try {
      await expect
        .poll(async () => (await db.query('select status from "order" where id = $1', [order._id])).rows[0].status, { timeout: 5000 })
        .toBe('expired');
    } finally {
      await db.end();
    }

    expect((await getProduct(t.app, product._id)).Quantity).toBe(10);
    const expired = await getOrder(t.app, user, order._id);
    expect(expired.status).toBe('expired');
    expect(expired.timeline.at(-1)).toMatchObject({ status: 'expired', by: 'system', note: 'Not paid within 1 second' });
    expect(expired.trackingNumber).toBeNull();
    const expiredMail = await waitForMail(t.config.DATA_DIR, user.email, 'Your unpaid order has expired');
    expect(expiredMail?.raw).toContain(`/details/${product._id}`);
    await drainOutbox(t.app);
    expect(mailsTo(t.config.DATA_DIR, user.email).filter((m) => m.subject.includes('expired'))).toHaveLength(1);

    const pay = await as(t.app, user, { method: 'POST', url: '/api/create-payment-intent', payload: { orderId: order._id } });
    expect(pay.statusCode).toBe(409);
    expect(pay.json().message).toBe('This order can no longer be paid.');
  });
});

describe('what the sweeper leaves alone', () => {
  // No timer within the test: each case calls the flow itself after the hold ran out.
  const t = useTestApp({ env: { ORDER_HOLD_SECONDS: '1', ORDER_SWEEP_SECONDS: '3600' } });

  async function unpaidOrderWithIntent(user: Session) {
    const product = await createProduct(t.app, t.admin, 5);
    const order = await placeOrder(t.app, user, product._id);
    const intent = await as(t.app, user, { method: 'POST', url: '/api/create-payment-intent', payload: { orderId: order._id } });
    expect(intent.statusCode).toBe(200);
    return { product, order };
  }

  it('keeps an order whose payment is being confirmed right now, and expires it once that is over', async () => {
    const user = await t.customer();
    const { order } = await unpaidOrderWithIntent(user);
    await sleep(1100);
    const confirming = new pg.Client({ connectionString: t.databaseUrl });
    await confirming.connect();
    try {
      await confirming.query('BEGIN');
      await confirming.query('select id from payment where order_id = $1 for update', [order._id]);
      expect(await t.app.flows.expireOrders()).toBe(0);
      expect((await getOrder(t.app, user, order._id)).status).toBe('pending_payment');
      await confirming.query('ROLLBACK');
    } finally {
      await confirming.end();
    }
    expect(await t.app.flows.expireOrders()).toBe(1);
    expect((await getOrder(t.app, user, order._id)).status).toBe('expired');
    const { rows } = await t.app.pool.query('select status from payment where order_id = $1', [order._id]);
    expect(rows.map((r) => r.status)).toEqual(['canceled']);
  });

  it('keeps an order whose payment the provider reports as processing', async () => {
    const user = await t.customer();
    const { order } = await unpaidOrderWithIntent(user);
    await t.app.pool.query(`update payment set status = 'processing' where order_id = $1`, [order._id]);
    await sleep(1100);
    await t.app.flows.expireOrders();
    expect((await getOrder(t.app, user, order._id)).status).toBe('pending_payment');
  });

  it('keeps orders still inside their hold', async () => {
    const user = await t.customer();
    const product = await createProduct(t.app, t.admin, 5);
    const fresh = await placeOrder(t.app, user, product._id);
    await t.app.flows.expireOrders();
    expect((await getOrder(t.app, user, fresh._id)).status).toBe('pending_payment');
  });

  it('expires each order once when sweepers run side by side (units returned once)', async () => {
    const user = await t.customer();
    const product = await createProduct(t.app, t.admin, 20);
    const orders = await Promise.all([1, 2, 3, 4].map(() => placeOrder(t.app, user, product._id, 2)));
    await sleep(1100);
    await Promise.all([t.app.flows.expireOrders(), t.app.flows.expireOrders(), t.app.flows.expireOrders()]);
    const { rows } = await t.app.pool.query<{ n: string }>(
      `select count(*) as n from order_event where status = 'expired' and order_id = any($1::uuid[]) group by order_id`,
      [orders.map((o) => o._id)],
    );
    expect(rows.map((r) => Number(r.n))).toEqual([1, 1, 1, 1]);
    expect((await getProduct(t.app, product._id)).Quantity).toBe(20);
  });
});

describe('the hold in words', () => {
  it('says hours, minutes or seconds as they divide', () => {
    expect([3600, 7200, 5400, 60, 90, 1].map(holdText)).toEqual(['1 hour', '2 hours', '90 minutes', '1 minute', '90 seconds', '1 second']);
  });
});

describe('MAX_OPEN_ORDERS', () => {
  const t = useTestApp({ env: { MAX_OPEN_ORDERS: '2' } });

  it('refuses the next unpaid order with a 409 until one is paid, cancelled or expired', async () => {
    const product = await createProduct(t.app, t.admin, 10);
    const user = await t.customer();
    const first = await placeOrder(t.app, user, product._id);
    await placeOrder(t.app, user, product._id);
    const third = await as(t.app, user, { method: 'POST', url: '/api/order', payload: { userId: product._id, number: '5551234' } });
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe('You have 2 unpaid orders. Pay for or cancel one of them before placing another.');
    expect((await getProduct(t.app, product._id)).Quantity).toBe(8);

    expect((await as(t.app, user, { method: 'DELETE', url: `/api/order/${first._id}` })).statusCode).toBe(200);
    await placeOrder(t.app, user, product._id);
    // Another account is not held back by this one's orders.
    await placeOrder(t.app, await t.customer(), product._id);
  });
});
