import { describe, expect, it } from 'vitest';
import type { Quote } from '../../../src/shared/schemas/checkout.js';
import {
  giftCardBalanceSchema,
  giftCardDetailSchema,
  giftCardPageSchema,
  issuedGiftCardSchema,
  storeCreditSchema,
  type GiftCardIssueInput,
} from '../../../src/shared/schemas/gift-card.js';
import { orderSchema, type Order } from '../../../src/shared/schemas/order.js';
import { refundSchema } from '../../../src/shared/schemas/refund.js';
import { as, useTestApp, type Session } from '../../setup/app.js';
import { expectMail } from '../../setup/outbox.js';
import { createProduct, payOrder, useCartCheckout } from '../../setup/shop.js';

const t = useTestApp();
const { filled, body, checkout, quoted, placed } = useCartCheckout(t);

async function issue(input: GiftCardIssueInput) {
  const res = await as(t.app, t.admin, { method: 'POST', url: '/api/admin/gift-cards', payload: input });
  expect(res.statusCode, res.body).toBe(201);
  return issuedGiftCardSchema.parse(res.json());
}

async function balanceOf(code: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/gift-cards/balance', payload: { code }, remoteAddress: '10.9.0.1' });
  expect(res.statusCode, res.body).toBe(200);
  return giftCardBalanceSchema.parse(res.json()).balance;
}

async function ledgerSum(giftCardId: string) {
  const { rows } = await t.app.pool.query<{ cents: string }>(
    'SELECT coalesce(sum(amount_cents), 0) AS cents FROM gift_card_entry WHERE gift_card_id = $1',
    [giftCardId],
  );
  return Number(rows[0]!.cents);
}

async function refund(orderId: string, payload: object) {
  const res = await as(t.app, t.admin, { method: 'POST', url: `/api/order/${orderId}/refunds`, payload });
  expect(res.statusCode, res.body).toBe(201);
  return refundSchema.parse(res.json());
}

async function storeCredit(user: Session) {
  const res = await as(t.app, user, { method: 'GET', url: '/api/me/store-credit' });
  expect(res.statusCode, res.body).toBe(200);
  return storeCreditSchema.parse(res.json());
}

const money = (q: Quote | Order) => ({
  cost: q.cost,
  tax: q.tax,
  giftCards: q.giftCards,
  storeCredit: q.storeCredit,
  amountDue: q.amountDue,
});

describe('gift cards issued by staff', () => {
  it('answers the code once, mails it to the recipient, lists only its last four characters and audits the issue', async () => {
    const recipient = `friend${Date.now()}@example.com`;
    const card = await issue({ amount: 50, recipientEmail: recipient, message: 'Happy birthday!' });
    expect(card).toMatchObject({ balance: 50, initialAmount: 50, source: 'admin', recipientEmail: recipient, expiresAt: null });
    expect(card.code).toMatch(/^[2-9A-Z]{16}$/);
    expect(card.last4).toBe(card.code.slice(-4));
    const grouped = card.code.replace(/(.{4})(?=.)/g, '$1-');
    await expectMail(t.config.DATA_DIR, recipient, 'Your PartsHub gift card: $50.00', grouped, 'Happy birthday!');

    const list = giftCardPageSchema.parse(
      (await as(t.app, t.admin, { method: 'GET', url: `/api/admin/gift-cards?q=${card.last4}` })).json(),
    );
    expect(list.items.map((c) => c._id)).toContain(card._id);
    expect(JSON.stringify(list)).not.toContain(card.code);
    const { rows } = await t.app.pool.query('SELECT code_hash FROM gift_card WHERE id = $1', [card._id]);
    expect(rows[0].code_hash).not.toContain(card.code);

    // Typed with spaces, dashes and in small letters: the same card.
    expect(await balanceOf(` ${grouped.toLowerCase()} `)).toBe(50);
    const audit = await as(t.app, t.admin, { method: 'GET', url: `/api/admin/audit?entity=gift-card&entityId=${card._id}` });
    expect(audit.json().items[0]).toMatchObject({ action: 'gift-card.issue', entityLabel: `…${card.last4}` });
  });

  it('refuses bad input with 400s, unknown codes with 404, and customers with 403', async () => {
    const bad = await as(t.app, t.admin, { method: 'POST', url: '/api/admin/gift-cards', payload: { amount: -5 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.amount).toBe('Amount must be above 0');
    const past = await as(t.app, t.admin, {
      method: 'POST',
      url: '/api/admin/gift-cards',
      payload: { amount: 5, expiresAt: '2020-01-01T00:00:00Z' },
    });
    expect(past.json().fields.expiresAt).toBe('Expires at must be in the future');
    const user = await t.customer();
    expect((await as(t.app, user, { method: 'POST', url: '/api/admin/gift-cards', payload: { amount: 5 } })).statusCode).toBe(403);
    expect((await as(t.app, user, { method: 'GET', url: '/api/admin/gift-cards' })).statusCode).toBe(403);
    const shape = await t.app.inject({
      method: 'POST',
      url: '/api/gift-cards/balance',
      payload: { code: 'nope' },
      remoteAddress: '10.9.0.2',
    });
    expect(shape.statusCode).toBe(400);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/gift-cards/balance',
      payload: { code: 'ZZZZ-ZZZZ-ZZZZ-ZZZZ' },
      remoteAddress: '10.9.0.2',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No gift card has this code. Check it and try again.');
  });
});

describe('paying with gift cards', () => {
  it('pays part of an order: the quote is the order, the card pays the rest, and the ledger is the balance', async () => {
    const part = await createProduct(t.app, t.admin, 20, 40);
    const card = await issue({ amount: 25 });
    const user = await filled([[part._id, 1]]);
    const quote = await quoted(user, { giftCardCodes: [card.code] });
    // $40 + $6.95 shipping + 19 % = $55.87: the card pays $25, the card $30.87.
    expect(money(quote)).toEqual({
      cost: 55.87,
      tax: 8.92,
      giftCards: [{ last4: card.last4, amount: 25 }],
      storeCredit: 0,
      amountDue: 30.87,
    });
    const order = await placed(user, { giftCardCodes: [card.code] });
    expect(money(order)).toEqual(money(quote));
    expect(order.status).toBe('pending_payment');
    expect(await balanceOf(card.code)).toBe(0);
    expect(await ledgerSum(card._id)).toBe(0);
    // The card is asked for what is left, and the order is paid by it.
    const intent = await as(t.app, user, { method: 'POST', url: '/api/create-payment-intent', payload: { orderId: order._id } });
    const { rows } = await t.app.pool.query('SELECT amount_cents FROM payment WHERE client_secret = $1', [intent.json().clientSecret]);
    expect(rows[0].amount_cents).toBe(3087);
    await payOrder(t.app, user, order._id);
    const paid = orderSchema.parse((await as(t.app, user, { method: 'GET', url: `/api/order/${order._id}` })).json());
    expect(paid).toMatchObject({ status: 'paid', amountDue: 30.87 });
    // An empty card now says so.
    const again = await filled([[part._id, 1]]);
    const refused = await as(t.app, again, { method: 'POST', url: '/api/checkout/quote', payload: body({ giftCardCodes: [card.code] }) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'GIFT_CARD',
      message: `The gift card ending ${card.last4} has nothing left on it.`,
      fields: { giftCardCodes: `The gift card ending ${card.last4} has nothing left on it.` },
    });
  });

  it('pays a whole order: it is paid when placed, with its invoice and receipt, and nothing is asked of the card', async () => {
    const part = await createProduct(t.app, t.admin, 20, 10);
    const first = await issue({ amount: 10 });
    const second = await issue({ amount: 100 });
    const user = await filled([[part._id, 2]]);
    const order = await placed(user, { giftCardCodes: [first.code, second.code] });
    // $20 + $6.95 + 19 % = $32.07: the first card pays $10, the second $22.07.
    expect(order).toMatchObject({ status: 'paid', paid: true, cost: 32.07, amountDue: 0, transactionId: null });
    expect(order.giftCards).toEqual([
      { last4: first.last4, amount: 10 },
      { last4: second.last4, amount: 22.07 },
    ]);
    expect(order.invoiceNumber ?? (await as(t.app, user, { method: 'GET', url: `/api/order/${order._id}` })).json().invoiceNumber).toMatch(
      /^INV-/,
    );
    await expectMail(
      t.config.DATA_DIR,
      user.email,
      `Payment received for ${part.name} (order ${order.orderNumber})`,
      'Your gift cards and store credit paid for your order in full.',
    );
    expect(await balanceOf(second.code)).toBe(77.93);
    const intent = await as(t.app, user, { method: 'POST', url: '/api/create-payment-intent', payload: { orderId: order._id } });
    expect(intent.statusCode).toBe(409);
    // Refunded in full: back onto the cards, nothing through the payment provider.
    const back = await refund(order._id, { amount: 32.07, reason: 'Out of stock after all' });
    expect(back).toMatchObject({ status: 'succeeded', toCard: 0, toStoreCredit: 0, providerRefundId: null });
    expect(back.toGiftCards).toEqual([
      { last4: first.last4, amount: 10 },
      { last4: second.last4, amount: 22.07 },
    ]);
    expect([await balanceOf(first.code), await balanceOf(second.code)]).toEqual([10, 100]);
    // The invoice says what paid it; the credit note where the money went.
    const invoice = (await as(t.app, user, { method: 'GET', url: `/api/order/${order._id}/invoice` })).body.replace(/\s+/g, ' ');
    expect(invoice).toContain(`<td>Paid with gift card ending ${second.last4}</td> <td class="num">-$22.07</td>`);
    expect(invoice).toContain('<td>Paid by card</td> <td class="num">$0.00</td>');
    const note = (await as(t.app, user, { method: 'GET', url: `/api/refunds/${back._id}/credit-note` })).body.replace(/\s+/g, ' ');
    expect(note).toContain(`Refunded $10.00 to gift card ending ${first.last4}, $22.07 to gift card ending ${second.last4}.`);
  });

  it('says which card cannot pay: unknown, expired; and gives cards back when the order is cancelled or expires', async () => {
    const part = await createProduct(t.app, t.admin, 20, 10);
    const user = await filled([[part._id, 1]]);
    const unknown = await checkout(user, { giftCardCodes: ['ZZZZZZZZZZZZZZZZ'] });
    expect(unknown.statusCode).toBe(409);
    expect(unknown.json().message).toBe('No gift card has the code ZZZZ-ZZZZ-ZZZZ-ZZZZ.');
    const old = await issue({ amount: 5, expiresAt: new Date(Date.now() + 60_000).toISOString() });
    await t.app.pool.query(`UPDATE gift_card SET expires_at = '2026-01-02T00:00:00Z' WHERE id = $1`, [old._id]);
    const expired = await checkout(user, { giftCardCodes: [old.code] });
    expect(expired.json().message).toBe(`The gift card ending ${old.last4} expired on January 2, 2026.`);
    expect(
      giftCardBalanceSchema.parse(
        (await t.app.inject({ method: 'POST', url: '/api/gift-cards/balance', payload: { code: old.code } })).json(),
      ),
    ).toMatchObject({ balance: 5, usable: false });

    const card = await issue({ amount: 8 });
    const order = await placed(user, { giftCardCodes: [card.code] });
    expect(await balanceOf(card.code)).toBe(0);
    expect((await as(t.app, user, { method: 'DELETE', url: `/api/order/${order._id}` })).statusCode).toBe(200);
    expect(await balanceOf(card.code)).toBe(8);
    // Cancelling again, or the sweeper, gives nothing back twice.
    await t.app.flows.expireOrders();
    expect(await ledgerSum(card._id)).toBe(800);

    const user2 = await filled([[part._id, 1]]);
    const lapsing = await placed(user2, { giftCardCodes: [card.code] });
    await t.app.pool.query(`UPDATE "order" SET created_at = now() - interval '2 days' WHERE id = $1`, [lapsing._id]);
    expect(await t.app.flows.expireOrders()).toBeGreaterThanOrEqual(1);
    expect(await balanceOf(card.code)).toBe(8);
    const detail = giftCardDetailSchema.parse(
      (await as(t.app, t.admin, { method: 'GET', url: `/api/admin/gift-cards/${card._id}` })).json(),
    );
    expect(detail.entries.map((e) => [e.kind, e.amount])).toEqual([
      ['issued', 8],
      ['redeemed', -8],
      ['released', 8],
      ['redeemed', -8],
      ['released', 8],
    ]);
    expect(detail.entries[1]!.orderNumber).toBe(order.orderNumber);
  });

  it('adds up after parallel checkouts spending one card: never below zero, each order what it took', async () => {
    const part = await createProduct(t.app, t.admin, 100, 20);
    const card = await issue({ amount: 100 });
    const users = await Promise.all(Array.from({ length: 8 }, () => filled([[part._id, 1]])));
    // Each order is $20 + $6.95 + 19 % = $32.07: three fit on the card, the fourth only in part.
    const answers = await Promise.all(users.map((u) => checkout(u, { giftCardCodes: [card.code] })));
    const orders = answers.filter((r) => r.statusCode === 201).map((r) => orderSchema.parse(r.json()));
    for (const r of answers.filter((r) => r.statusCode !== 201)) {
      expect(r.statusCode).toBe(409);
      expect(['GIFT_CARD']).toContain(r.json().code);
    }
    const spent = orders.reduce((sum, o) => sum + Math.round(o.giftCards[0]!.amount * 100), 0);
    expect(orders.length).toBeGreaterThanOrEqual(1);
    expect(spent).toBeLessThanOrEqual(10_000);
    expect(await ledgerSum(card._id)).toBe(10_000 - spent);
    const { rows } = await t.app.pool.query<{ n: string }>(
      `SELECT count(*) AS n FROM gift_card_entry WHERE gift_card_id = $1 AND kind = 'redeemed'`,
      [card._id],
    );
    expect(Number(rows[0]!.n)).toBe(orders.length);
  }, 60_000);
});

describe('refunds and store credit', () => {
  it('refunds the card first, then the gift card; or all as store credit, which pays a later order first', async () => {
    const part = await createProduct(t.app, t.admin, 20, 50);
    const card = await issue({ amount: 20 });
    const user = await filled([[part._id, 1]]);
    // $50 + $6.95 + 19 % = $67.77: $20 on the gift card, $47.77 by card.
    const order = await placed(user, { giftCardCodes: [card.code] });
    await payOrder(t.app, user, order._id);
    const first = await refund(order._id, { amount: 50, reason: 'Scratched case' });
    expect(first).toMatchObject({ toCard: 47.77, toGiftCards: [{ last4: card.last4, amount: 2.23 }], toStoreCredit: 0 });
    await expectMail(
      t.config.DATA_DIR,
      user.email,
      `Refund for your order: ${part.name} (order ${order.orderNumber})`,
      '$47.77 to the card you paid with',
      `$2.23 back on your gift card ending ${card.last4}`,
    );
    expect(await balanceOf(card.code)).toBe(2.23);
    // The rest, as store credit.
    const second = await refund(order._id, { amount: 17.77, reason: 'Goodwill', to: 'store_credit' });
    expect(second).toMatchObject({ toCard: 0, toGiftCards: [], toStoreCredit: 17.77 });
    const too = await as(t.app, t.admin, {
      method: 'POST',
      url: `/api/order/${order._id}/refunds`,
      payload: { amount: 0.01, reason: 'x' },
    });
    expect(too.statusCode).toBe(409);
    const credit = await storeCredit(user);
    expect(credit).toMatchObject({ balance: 17.77, currency: 'USD' });
    expect(credit.entries[0]).toMatchObject({ kind: 'refund', amount: 17.77, orderNumber: order.orderNumber, note: 'Goodwill' });

    // Store credit pays first when asked, then the gift card, then the card.
    for (const l of [[part._id, 1]] as const)
      await as(t.app, user, { method: 'PUT', url: `/api/cart/items/${l[0]}`, payload: { quantity: l[1] } });
    const quote = await quoted(user, { useStoreCredit: true, giftCardCodes: [card.code] });
    expect(money(quote)).toEqual({
      cost: 67.77,
      tax: 10.82,
      storeCredit: 17.77,
      giftCards: [{ last4: card.last4, amount: 2.23 }],
      amountDue: 47.77,
    });
    const next = await placed(user, { useStoreCredit: true, giftCardCodes: [card.code] });
    expect(money(next)).toEqual(money(quote));
    expect((await storeCredit(user)).balance).toBe(0);
    // Cancelled unpaid: the credit comes back.
    await as(t.app, user, { method: 'DELETE', url: `/api/order/${next._id}` });
    const after = await storeCredit(user);
    expect(after.balance).toBe(17.77);
    expect(after.entries.map((e) => [e.kind, e.amount])).toEqual([
      ['released', 17.77],
      ['used', -17.77],
      ['refund', 17.77],
    ]);
  });

  it('never lets two orders at once spend the same credit', async () => {
    const part = await createProduct(t.app, t.admin, 50, 20);
    const user = await filled([[part._id, 1]]);
    const order = await placed(user);
    await payOrder(t.app, user, order._id);
    await refund(order._id, { amount: 32.07, reason: 'Credit for later', to: 'store_credit' });
    // Five orders of $32.07 from the same account at once, each wanting the credit: one gets it.
    const tries = await Promise.all(
      Array.from({ length: 5 }, async () => {
        await as(t.app, user, { method: 'PUT', url: `/api/cart/items/${part._id}`, payload: { quantity: 1 } });
        return checkout(user, { useStoreCredit: true });
      }),
    );
    const withCredit = tries
      .filter((r) => r.statusCode === 201)
      .map((r) => orderSchema.parse(r.json()))
      .filter((o) => o.storeCredit > 0);
    expect(withCredit.reduce((sum, o) => sum + o.storeCredit, 0)).toBeLessThanOrEqual(32.07);
    const credit = await storeCredit(user);
    expect(credit.balance).toBeGreaterThanOrEqual(0);
    expect(Math.round(credit.entries.reduce((sum, e) => sum + e.amount * 100, 0))).toBe(Math.round(credit.balance * 100));
  }, 60_000);

  it('lets a customer take a return as store credit where the shop allows it', async () => {
    const part = await createProduct(t.app, t.admin, 20, 30);
    const user = await filled([[part._id, 2]]);
    const order = await placed(user);
    await payOrder(t.app, user, order._id);
    for (const [status, extra] of [
      ['shipped', { trackingNumber: 'T-9' }],
      ['delivered', {}],
    ] as const) {
      await as(t.app, t.admin, { method: 'PATCH', url: `/api/order/${order._id}/status`, payload: { status, ...extra } });
    }
    const settings = (await as(t.app, t.admin, { method: 'GET', url: '/api/admin/settings' })).json();
    expect(settings.storeCreditRefunds).toBe(true);
    const ask = (refundTo: string) =>
      as(t.app, user, {
        method: 'POST',
        url: `/api/order/${order._id}/returns`,
        payload: { reason: 'not_needed', refundTo, lines: [{ productId: part._id, quantity: 1 }] },
      });
    await as(t.app, t.admin, { method: 'PUT', url: '/api/admin/settings', payload: { refundLimit: 100, storeCreditRefunds: false } });
    const off = await ask('store_credit');
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toBe('This shop refunds returns the way they were paid, not as store credit.');
    await as(t.app, t.admin, { method: 'PUT', url: '/api/admin/settings', payload: { refundLimit: 100, storeCreditRefunds: true } });
    const ret = await ask('store_credit');
    expect(ret.statusCode, ret.body).toBe(201);
    expect(ret.json().refundTo).toBe('store_credit');
    for (const status of ['approved', 'received', 'refunded']) {
      const res = await as(t.app, t.admin, { method: 'PATCH', url: `/api/returns/${ret.json()._id}`, payload: { status } });
      expect(res.statusCode, res.body).toBe(200);
    }
    // $30 + 19 %: $35.70 as credit, nothing to the card.
    const credit = await storeCredit(user);
    expect(credit.balance).toBe(35.7);
    const { rows } = await t.app.pool.query('SELECT card_cents, store_credit_cents FROM refund WHERE order_id = $1', [order._id]);
    expect(rows).toEqual([{ card_cents: 0, store_credit_cents: 3570 }]);
  });
});

describe('gift cards sold as products', () => {
  it('mails a code per unit when the order is paid, never discounted, and takes them out of use when the order is cancelled', async () => {
    const res = await as(t.app, t.admin, {
      method: 'POST',
      url: '/api/service',
      payload: { name: `Gift card $25 ${Date.now()}`, sublierName: 'PartsHub', cost: 25, Quantity: 50, category: 'gift-cards' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const giftCard = res.json() as { _id: string; name: string };
    await as(t.app, t.admin, {
      method: 'POST',
      url: '/api/admin/promotions',
      payload: { label: 'Everything 10 % off', kind: 'percentage', value: 10 },
    });
    const user = await filled([[giftCard._id, 2]]);
    const order = await placed(user);
    expect(order).toMatchObject({ subtotal: 50, discount: 0 });
    await payOrder(t.app, user, order._id);
    const mail = await expectMail(t.config.DATA_DIR, user.email, 'Your 2 PartsHub gift cards', `Thank you for order ${order.orderNumber}`);
    // Each code is in both parts of the mail (text and HTML).
    const codes = [...new Set([...mail.raw.matchAll(/([2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}): \$25\.00/g)].map((m) => m[1]!))];
    expect(codes).toHaveLength(2);
    expect(await balanceOf(codes[0]!)).toBe(25);
    // Paid again (a repeated event) issues nothing more.
    const { rows } = await t.app.pool.query<{ n: string }>('SELECT count(*) AS n FROM gift_card WHERE order_id = $1', [order._id]);
    expect(Number(rows[0]!.n)).toBe(2);
    // Cancelled and refunded by the shop before it ships: the cards go out of use.
    const cancel = await as(t.app, t.admin, { method: 'PATCH', url: `/api/order/${order._id}/status`, payload: { status: 'cancelled' } });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(
      giftCardBalanceSchema.parse(
        (await t.app.inject({ method: 'POST', url: '/api/gift-cards/balance', payload: { code: codes[1] } })).json(),
      ),
    ).toMatchObject({ balance: 0, usable: false });
  });
});
