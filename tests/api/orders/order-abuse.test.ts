import { describe, expect, it } from 'vitest';
import { apiMessages } from '../../../src/shared/messages.js';
import type { Order } from '../../../src/shared/schemas/order.js';
import { as, signUp, useTestApp, type Session } from '../../setup/app.js';
import { mailsTo } from '../../setup/outbox.js';
import { createProduct, freeShippingOption, getProduct, payOrder, US_ADDRESS } from '../../setup/shop.js';

/**
 * Issue 27: one account held a part's whole stock hostage (cart and checkout took it all, and
 * cancel-and-reorder renewed the hold forever, mailing restock subscribers on every cancel), and
 * place/cancel loops mailed any address. The shop's real limits, not the tests' relaxed ones.
 */
const t = useTestApp({
  env: {
    MAX_HELD_UNITS: '10',
    MAX_HELD_SHARE_PERCENT: '50',
    MAX_OPEN_ORDERS: '5',
    ORDER_WRITES_PER_ACCOUNT: '10',
    ORDER_WRITES_PER_IP: '30',
    RESTOCK_SETTLE_SECONDS: '600',
    MAIL_PER_RECIPIENT_HOUR: '20',
    MAIL_PER_UNVERIFIED_DAY: '3',
  },
});

/** Each test its own client address: the per-address limit is one test's business. */
let nextIp = 1;
const newIp = () => `198.51.100.${nextIp++}`;

function client(ip = newIp()) {
  return {
    order: async (user: Session, productId: string, quantity: number) =>
      as(t.app, user, {
        method: 'POST',
        url: '/api/order',
        remoteAddress: ip,
        payload: { userId: productId, number: '5551234', quantity, address: US_ADDRESS, shippingOptionId: await freeShippingOption(t.app) },
      }),
    cancel: (user: Session, orderId: string) => as(t.app, user, { method: 'DELETE', url: `/api/order/${orderId}`, remoteAddress: ip }),
    cart: (user: Session, productId: string, quantity: number) =>
      as(t.app, user, { method: 'PUT', url: `/api/cart/items/${productId}`, remoteAddress: ip, payload: { quantity } }),
    checkout: async (user: Session) =>
      as(t.app, user, {
        method: 'POST',
        url: '/api/checkout',
        remoteAddress: ip,
        payload: { address: US_ADDRESS, shippingOptionId: await freeShippingOption(t.app) },
      }),
  };
}

describe('stock goes to people who buy', () => {
  it('lets one account hold at most half of what is on sale to it, and never more than MAX_HELD_UNITS', async () => {
    const product = await createProduct(t.app, t.admin, 10);
    const [hoarder, other] = [await signUp(t.app), await signUp(t.app)];
    const c = client();

    const whole = await c.order(hoarder, product._id, 10);
    expect(whole.statusCode).toBe(409);
    expect(whole.json().message).toBe(apiMessages.holdLimit(product.name, 5, 0));
    // The cart says so before checkout does.
    const cart = await c.cart(hoarder, product._id, 6);
    expect(cart.statusCode).toBe(409);
    expect(cart.json().message).toBe(apiMessages.holdLimit(product.name, 5, 0));

    const half = await c.order(hoarder, product._id, 5);
    expect(half.statusCode).toBe(201);
    const more = await c.order(hoarder, product._id, 1);
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toBe(apiMessages.holdLimit(product.name, 5, 5));
    // Another shopper still finds parts on the shelf.
    expect((await client().order(other, product._id, 3)).statusCode).toBe(201);

    // A shopper who pays is not held back: paid units are no longer held.
    await payOrder(t.app, hoarder, (half.json() as Order)._id);
    expect((await c.order(hoarder, product._id, 1)).statusCode).toBe(201);

    const big = await createProduct(t.app, t.admin, 100);
    expect((await c.order(hoarder, big._id, 11)).json().message).toBe(apiMessages.holdLimit(big.name, 10, 0));
    expect((await c.order(hoarder, big._id, 10)).statusCode).toBe(201);
  });

  it('counts parallel orders of one account one after the other (they cannot each find it under the limit)', async () => {
    const product = await createProduct(t.app, t.admin, 10);
    const hoarder = await signUp(t.app);
    const c = client();
    const results = await Promise.all(Array.from({ length: 4 }, () => c.order(hoarder, product._id, 5)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    expect((await getProduct(t.app, product._id)).Quantity).toBe(5);
  });

  it('checks the cart at checkout too', async () => {
    const product = await createProduct(t.app, t.admin, 4);
    const hoarder = await signUp(t.app);
    const c = client();
    expect((await c.cart(hoarder, product._id, 2)).statusCode).toBe(200);
    expect((await c.order(hoarder, product._id, 1)).statusCode).toBe(201);
    // Cart of 2 + 1 held = 3 of the 4 on sale: more than half.
    const checkout = await c.checkout(hoarder);
    expect(checkout.statusCode).toBe(409);
    expect(checkout.json().message).toBe(apiMessages.holdLimit(product.name, 2, 1));
  });

  it('limits placing and cancelling per account and per address (429 with Retry-After); admins act for the shop', async () => {
    const product = await createProduct(t.app, t.admin, 1000);
    const looper = await signUp(t.app);
    const c = client();
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      const placed = await c.order(looper, product._id, 1);
      codes.push(placed.statusCode);
      if (placed.statusCode !== 201) {
        expect(placed.headers['retry-after']).toBeDefined();
        expect(placed.json().message).toBe(apiMessages.tooManyRequests);
        break;
      }
      codes.push((await c.cancel(looper, (placed.json() as Order)._id)).statusCode);
    }
    expect(codes).toEqual([201, 200, 201, 200, 201, 200, 201, 200, 201, 200, 429]);

    // Many accounts from one address: the address's own limit.
    const shared = client();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const user = await signUp(t.app);
      for (let j = 0; j < 9; j++) statuses.push((await shared.order(user, product._id, 1)).statusCode);
    }
    // MAX_OPEN_ORDERS (5) for each of the first three, then the address's 30 requests are spent.
    expect(statuses.filter((s) => s === 201)).toHaveLength(18);
    expect(statuses.slice(30).every((s) => s === 429)).toBe(true);

    for (let i = 0; i < 6; i++) {
      const placed = await c.order(t.admin, product._id, 1);
      expect(placed.statusCode).toBe(201);
      expect((await c.cancel(t.admin, (placed.json() as Order)._id)).statusCode).toBe(200);
    }
  });
});

describe('restock mail goes out only for units that stay on the shelf', () => {
  it('does not mail "back in stock" when an order is cancelled, and mails once the units stayed', async () => {
    const product = await createProduct(t.app, t.admin, 2);
    const [holder, waiter] = [await signUp(t.app), await signUp(t.app)];
    const c = client();
    const first = (await c.order(holder, product._id, 1)).json() as Order;
    const second = (await client().order(await signUp(t.app), product._id, 1)).json() as Order;
    expect((await as(t.app, waiter, { method: 'POST', url: `/api/service/${product._id}/restock-alert` })).statusCode).toBe(201);

    // Cancel and order again at once: no mail, then or later (the units did not stay). A mail is
    // queued with the change that causes it, and kept a day once sent: the outbox shows it or not.
    const backInStock = async () =>
      (await t.app.pool.query(`SELECT sent_at FROM mail_outbox WHERE to_address = $1 AND subject LIKE 'Back in stock%'`, [waiter.email]))
        .rows;
    expect((await c.cancel(holder, first._id)).statusCode).toBe(200);
    expect(await backInStock()).toEqual([]);
    expect((await c.order(holder, product._id, 1)).statusCode).toBe(201);
    await t.app.pool.query(`UPDATE restock_check SET due_at = now()`);
    expect(await t.app.flows.tellSettledRestocks()).toBe(0);
    expect(await backInStock()).toEqual([]);

    // Units that stay on the shelf past the settle time: the waiting shopper is told, once.
    expect((await client().cancel(t.admin, second._id)).statusCode).toBe(200);
    const { rows } = await t.app.pool.query(
      `SELECT due_at > now() + interval '9 minutes' AS later FROM restock_check WHERE product_id = $1`,
      [product._id],
    );
    expect(rows).toEqual([{ later: true }]);
    expect(await t.app.flows.tellSettledRestocks()).toBe(0);
    await t.app.pool.query(`UPDATE restock_check SET due_at = now()`);
    expect(await t.app.flows.tellSettledRestocks()).toBe(1);
    expect(await backInStock()).toHaveLength(1);
    await expect.poll(() => mailsTo(t.config.DATA_DIR, waiter.email).filter((m) => m.subject.startsWith('Back in stock')).length).toBe(1);
  });
});

describe('mail cannot be used as a weapon', () => {
  it('sends an unconfirmed address at most MAIL_PER_UNVERIFIED_DAY order mails; the rest wait until it is confirmed', async () => {
    const product = await createProduct(t.app, t.admin, 1000);
    const victim = await signUp(t.app); // anyone's address: nobody proved it is theirs
    const c = client();
    for (let i = 0; i < 4; i++) expect((await c.order(victim, product._id, 1)).statusCode).toBe(201);
    while ((await t.app.services.mail.runOnce()) > 0);
    const orderMails = () => mailsTo(t.config.DATA_DIR, victim.email).filter((m) => m.subject.startsWith('Your PartsHub order'));
    await expect.poll(() => orderMails().length).toBe(3);
    // The app's own worker may have written a mail's file and not yet marked its row sent: wait for the row.
    const unsent = async () =>
      (
        await t.app.pool.query(
          `SELECT count(*)::int AS n FROM mail_outbox WHERE to_address = $1 AND sent_at IS NULL AND subject LIKE 'Your PartsHub order%'`,
          [victim.email],
        )
      ).rows[0].n as number;
    await expect.poll(unsent).toBe(1);

    // Confirmed: the hourly allowance applies, and the held mail goes.
    await t.app.services.accounts.markVerified(victim.email);
    while ((await t.app.services.mail.runOnce()) > 0);
    await expect.poll(() => orderMails().length).toBe(4);
  });
});
