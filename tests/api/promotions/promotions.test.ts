import { describe, expect, it } from 'vitest';
import type { Quote } from '../../../src/shared/schemas/checkout.js';
import type { Order } from '../../../src/shared/schemas/order.js';
import {
  activePromotionSchema,
  promotionSchema,
  promotionUsageSchema,
  type PromotionInput,
} from '../../../src/shared/schemas/promotion.js';
import { as, useTestApp } from '../../setup/app.js';
import { createProduct, freeShippingOption, getProduct, payOrder, US_ADDRESS, useCartCheckout } from '../../setup/shop.js';
import { returnSchema } from '../../../src/shared/schemas/return.js';
import { adminOverviewSchema } from '../../../src/shared/schemas/insights.js';

const t = useTestApp();
const { filled, quote, quoted, placed } = useCartCheckout(t);

let codes = 0;
const uniqueCode = (prefix = 'SAVE') => `${prefix}${Date.now().toString(36)}${codes++}`.toUpperCase();

async function promote(input: PromotionInput) {
  const res = await as(t.app, t.admin, { method: 'POST', url: '/api/admin/promotions', payload: input });
  expect(res.statusCode, res.body).toBe(201);
  return promotionSchema.parse(res.json());
}

/** The money of a quote or an order, to compare them. */
const money = (q: Quote | Order) => ({
  lines: q.lines.map((l) => [l.productId, l.lineTotal, l.discount]),
  subtotal: q.subtotal,
  discount: q.discount,
  discounts: q.discounts,
  shipping: q.shipping,
  tax: q.tax,
  cost: q.cost,
});

describe('discount codes', () => {
  it('takes a percentage off the lines it covers; tax is on the discounted amount; the order is what the quote said', async () => {
    const a = await createProduct(t.app, t.admin, 20, 40);
    const b = await createProduct(t.app, t.admin, 20, 25.5);
    const code = uniqueCode();
    const promotion = await promote({ label: '15 % off this part', code, kind: 'percentage', value: 15, productIds: [a._id] });
    const user = await filled([
      [a._id, 3],
      [b._id, 1],
    ]);
    // Typed in lower case: codes are compared without case.
    const q = await quoted(user, { discountCode: code.toLowerCase() });
    // 15 % of $40 is $6 a unit, so $18 off three; nothing off b.
    expect(q.lines.map((l) => [l.productId, l.discount])).toEqual([
      [a._id, 18],
      [b._id, 0],
    ]);
    expect(q).toMatchObject({ subtotal: 145.5, discount: 18, shipping: 0 });
    expect(q.discounts).toEqual([{ code, promotionId: promotion._id, label: '15 % off this part', kind: 'percentage', amount: 18 }]);
    // 19 % of 127.50 (free shipping over $100 on the list prices) = 24.225 → 24.23.
    expect(q.tax).toBe(24.23);
    expect(q.cost).toBe(151.73);

    const order = await placed(user, { discountCode: code });
    expect(money(order)).toEqual(money(q));
    const usage = promotionUsageSchema.parse(
      (await as(t.app, t.admin, { method: 'GET', url: `/api/admin/promotions/${promotion._id}/usage` })).json(),
    );
    expect(usage).toMatchObject({ uses: 1, orders: [{ orderId: order._id, orderNumber: order.orderNumber, discount: 18, total: 151.73 }] });
    const listed = promotionSchema.parse(
      (await as(t.app, t.admin, { method: 'GET', url: `/api/admin/promotions/${promotion._id}` })).json(),
    );
    expect(listed).toMatchObject({ uses: 1, discountTotal: 18, revenue: 151.73, status: 'running' });
    // The overview says what promotions did this month.
    const overview = adminOverviewSchema.parse((await as(t.app, t.admin, { method: 'GET', url: '/api/insights/overview' })).json());
    expect(overview.promotions.orders).toBeGreaterThanOrEqual(1);
    expect(overview.promotions.top).toContainEqual({
      _id: promotion._id,
      label: '15 % off this part',
      code,
      uses: 1,
      discount: 18,
      revenue: 151.73,
    });
  });

  it('splits a fixed amount over the lines it covers to the cent, and free shipping takes the shipping', async () => {
    const parts = await Promise.all([
      createProduct(t.app, t.admin, 9, 10),
      createProduct(t.app, t.admin, 9, 10),
      createProduct(t.app, t.admin, 9, 10),
    ]);
    const fixed = uniqueCode('TEN');
    await promote({ label: '$10 off', code: fixed, kind: 'fixed', value: 10 });
    const user = await filled(parts.map((p) => [p._id, 1] as [string, number]));
    const q = await quoted(user, { discountCode: fixed }, US_ADDRESS);
    // $10 over three $10 lines: 3.34 + 3.33 + 3.33, the extra cent on the first line.
    expect(q.lines.map((l) => l.discount)).toEqual([3.34, 3.33, 3.33]);
    expect(q).toMatchObject({ subtotal: 30, discount: 10, shipping: 6.95, tax: 0, cost: 26.95 });

    const free = uniqueCode('SHIP');
    await promote({ label: 'Free shipping', code: free, kind: 'free_shipping' });
    const shipped = await quoted(user, { discountCode: free });
    expect(shipped).toMatchObject({ subtotal: 30, discount: 0, shipping: 0 });
    expect(shipped.discounts).toEqual([expect.objectContaining({ code: free, kind: 'free_shipping', amount: 6.95 })]);
    // 19 % of 30.00, nothing of the shipping that was waived.
    expect(shipped.tax).toBe(5.7);
    // A free-shipping code on an order that already ships free takes nothing off: it says so.
    const big = await filled([
      [parts[0]!._id, 9],
      [parts[1]!._id, 2],
    ]);
    const res = await quote(big, { discountCode: free });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'DISCOUNT_CODE', fields: { discountCode: `The code ${free} takes nothing off this order.` } });
  });

  it('says why a code does not apply: unknown, expired, not yet, paused, used up, conditions', async () => {
    const part = await createProduct(t.app, t.admin, 50, 20);
    const user = await filled([[part._id, 2]]);
    const refusal = async (discountCode: string, who = user) => {
      const res = await quote(who, { discountCode });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().fields.discountCode).toBe(res.json().message);
      return res.json().message as string;
    };
    const day = 86_400_000;
    expect(await refusal('NO-SUCH-CODE')).toBe('That discount code does not exist.');
    const expired = uniqueCode();
    await promote({ label: 'Old', code: expired, kind: 'percentage', value: 5, endsAt: new Date(Date.now() - day).toISOString() });
    expect(await refusal(expired)).toBe(`The code ${expired} has expired.`);
    const later = uniqueCode();
    await promote({ label: 'Soon', code: later, kind: 'percentage', value: 5, startsAt: '2099-01-02T00:00:00Z' });
    expect(await refusal(later)).toBe(`The code ${later} can be used from January 2, 2099.`);
    const paused = uniqueCode();
    const p = await promote({ label: 'Paused', code: paused, kind: 'percentage', value: 5, paused: true });
    expect(await refusal(paused)).toBe(`The code ${paused} cannot be used right now.`);
    await as(t.app, t.admin, { method: 'PUT', url: `/api/admin/promotions/${p._id}`, payload: { paused: false } });
    expect((await quoted(user, { discountCode: paused })).discount).toBe(2);

    const min = uniqueCode();
    await promote({ label: 'Big baskets', code: min, kind: 'fixed', value: 5, minSubtotal: 50 });
    expect(await refusal(min)).toBe(`The code ${min} needs a subtotal of at least $50.00.`);
    const two = uniqueCode();
    await promote({ label: 'Three or more', code: two, kind: 'percentage', value: 5, minQuantity: 3 });
    expect(await refusal(two)).toBe(`The code ${two} needs at least 3 of the parts it covers.`);
    const other = uniqueCode();
    await promote({ label: 'Screens only', code: other, kind: 'percentage', value: 5, categories: ['screens'] });
    expect(await refusal(other)).toBe(`The code ${other} does not apply to anything in your cart.`);
    const vip = uniqueCode();
    await promote({ label: 'VIP', code: vip, kind: 'percentage', value: 5, customerEmails: ['Someone.Else@example.com'] });
    expect(await refusal(vip)).toBe(`The code ${vip} is not for your account.`);
    // The brand is compared without case; an account on the list (any case) gets it.
    const brand = uniqueCode();
    await as(t.app, t.admin, { method: 'PATCH', url: `/api/service/${part._id}`, payload: { brand: 'Kingston' } });
    await promote({
      label: 'Kingston week',
      code: brand,
      kind: 'percentage',
      value: 10,
      brands: ['KINGSTON'],
      customerEmails: [user.email.toUpperCase()],
    });
    expect((await quoted(user, { discountCode: brand })).discount).toBe(4);
  });

  it('first order only, and uses per customer, count the orders that still count', async () => {
    const part = await createProduct(t.app, t.admin, 50, 20);
    const welcome = uniqueCode('WELCOME');
    await promote({ label: 'Welcome', code: welcome, kind: 'percentage', value: 10, firstOrderOnly: true });
    const once = uniqueCode('ONCE');
    await promote({ label: 'Once each', code: once, kind: 'fixed', value: 1, usageLimitPerCustomer: 1 });
    const user = await filled([[part._id, 1]]);
    const first = await placed(user, { discountCode: welcome });
    expect(first.discount).toBe(2);
    await as(t.app, user, { method: 'PUT', url: `/api/cart/items/${part._id}`, payload: { quantity: 1 } });
    expect((await quote(user, { discountCode: welcome })).json().message).toBe(`The code ${welcome} is for a first order only.`);
    // Cancelled, the first order no longer counts: the code works again.
    expect((await as(t.app, user, { method: 'DELETE', url: `/api/order/${first._id}` })).statusCode).toBe(200);
    expect((await quoted(user, { discountCode: welcome })).discount).toBe(2);

    const withOnce = await placed(user, { discountCode: once });
    expect(withOnce.discount).toBe(1);
    await as(t.app, user, { method: 'PUT', url: `/api/cart/items/${part._id}`, payload: { quantity: 1 } });
    expect((await quote(user, { discountCode: once })).json().message).toBe(`You have already used the code ${once}.`);
  });
});

describe('automatic promotions', () => {
  it('show a sale price on the product, apply without a code, and a code comes on top', async () => {
    const part = await createProduct(t.app, t.admin, 50, 80);
    const sale = await promote({
      label: '25 % off this part',
      kind: 'percentage',
      value: 25,
      productIds: [part._id],
      endsAt: '2099-12-31T23:00:00Z',
    });
    expect(await getProduct(t.app, part._id)).toMatchObject({
      cost: 80,
      salePrice: 60,
      promotion: { label: '25 % off this part', endsAt: '2099-12-31T23:00:00.000Z' },
    });
    const page = (await t.app.inject({ method: 'GET', url: `/api/service?search=${encodeURIComponent(part.name)}` })).json();
    expect(page.items[0]).toMatchObject({ _id: part._id, salePrice: 60 });
    // Listed for everyone, without a code.
    const active = activePromotionSchema.array().parse((await t.app.inject({ method: 'GET', url: '/api/promotions/active' })).json());
    expect(active.find((p) => p._id === sale._id)).toMatchObject({ label: '25 % off this part', value: 25, productIds: [part._id] });
    expect(JSON.stringify(active)).not.toMatch(/"code"/);

    const user = await filled([[part._id, 2]]);
    const cart = (await as(t.app, user, { method: 'GET', url: '/api/cart' })).json();
    expect(cart.items[0]).toMatchObject({ unitCost: 80, salePrice: 60 });
    const q = await quoted(user, {}, US_ADDRESS);
    expect(q).toMatchObject({ subtotal: 160, discount: 40, cost: 120 });
    expect(q.discounts).toEqual([{ promotionId: sale._id, label: '25 % off this part', kind: 'percentage', amount: 40 }]);
    // A code is taken off what the lines cost after the sale: 10 % of $120.
    const code = uniqueCode();
    await promote({ label: 'Ten more', code, kind: 'percentage', value: 10 });
    const both = await quoted(user, { discountCode: code }, US_ADDRESS);
    expect(both.discounts.map((x) => [x.label, x.amount])).toEqual([
      ['25 % off this part', 40],
      ['Ten more', 12],
    ]);
    expect(both.cost).toBe(108);

    // Ended: the price is the regular one again, at once.
    expect((await as(t.app, t.admin, { method: 'DELETE', url: `/api/admin/promotions/${sale._id}` })).json()).toMatchObject({
      status: 'ended',
    });
    expect(await getProduct(t.app, part._id)).not.toHaveProperty('salePrice');
  });

  it('of several automatic promotions whose conditions hold, the one that saves most applies', async () => {
    const part = await createProduct(t.app, t.admin, 50, 30);
    await promote({ label: '$5 off two', kind: 'fixed', value: 5, productIds: [part._id], minQuantity: 2 });
    await promote({ label: '$8 off three', kind: 'fixed', value: 8, productIds: [part._id], minQuantity: 3 });
    const two = await quoted(await filled([[part._id, 2]]), {}, US_ADDRESS);
    expect(two.discounts.map((x) => [x.label, x.amount])).toEqual([['$5 off two', 5]]);
    const three = await quoted(await filled([[part._id, 3]]), {}, US_ADDRESS);
    expect(three.discounts.map((x) => [x.label, x.amount])).toEqual([['$8 off three', 8]]);
    // No sale price: these depend on the rest of the order.
    expect(await getProduct(t.app, part._id)).not.toHaveProperty('salePrice');
  });
});

describe('returns and staff', () => {
  it('refunds returned units of a discounted line at what was paid for them, to the cent over every return', async () => {
    const part = await createProduct(t.app, t.admin, 50, 10);
    const code = uniqueCode();
    await promote({ label: '$10 off', code, kind: 'fixed', value: 10 });
    const user = await filled([[part._id, 3]]);
    const order = await placed(user, { discountCode: code, shippingOptionId: await freeShippingOption(t.app) });
    // $30 - $10, 19 % tax: 23.80; each unit was paid $6.67, $6.67 and $6.66 (the line's $10 spread over three).
    expect(order).toMatchObject({ subtotal: 30, discount: 10, tax: 3.8, cost: 23.8 });
    await payOrder(t.app, user, order._id);
    for (const [status, extra] of [
      ['shipped', { trackingNumber: 'T-1' }],
      ['delivered', {}],
    ] as const) {
      const res = await as(t.app, t.admin, { method: 'PATCH', url: `/api/order/${order._id}/status`, payload: { status, ...extra } });
      expect(res.statusCode, res.body).toBe(200);
    }
    // The invoice shows the discount between the subtotal and the shipping.
    const invoice = await as(t.app, user, { method: 'GET', url: `/api/order/${order._id}/invoice` });
    expect(invoice.statusCode).toBe(200);
    expect(invoice.body.replace(/\s+/g, ' ')).toMatch(new RegExp(`<td>\\$10 off \\(code ${code}\\)</td> <td class="num">-\\$10\\.00</td>`));
    const ask = async (quantity: number) => {
      const res = await as(t.app, user, {
        method: 'POST',
        url: `/api/order/${order._id}/returns`,
        payload: { reason: 'not_needed', lines: [{ productId: part._id, quantity }] },
      });
      expect(res.statusCode, res.body).toBe(201);
      return returnSchema.parse(res.json());
    };
    const one = await ask(1);
    // $10 - $3.33 of the discount (the first unit's share, rounded down), + 19 %: 6.67 + 1.27.
    expect(one.lines[0]).toMatchObject({ unitCost: 10, quantity: 1, discount: 3.33 });
    expect(one.suggestedRefund).toBe(7.94);
    const rest = await ask(2);
    // The other two units carry the rest of the discount: $6.67.
    expect(rest.lines[0]).toMatchObject({ quantity: 2, discount: 6.67 });
    expect(rest.suggestedRefund).toBe(15.86);
    // Together: what was paid.
    expect(Math.round((one.suggestedRefund + rest.suggestedRefund) * 100)).toBe(2380);
  });

  it('keeps codes unique without case, checks an update against what is stored, and audits every change', async () => {
    const code = uniqueCode();
    const p = await promote({ label: 'Unique', code, kind: 'percentage', value: 5 });
    const again = await as(t.app, t.admin, {
      method: 'POST',
      url: '/api/admin/promotions',
      payload: { label: 'Again', code: code.toLowerCase(), kind: 'free_shipping' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Another promotion already has this code.');
    const tooMuch = await as(t.app, t.admin, { method: 'PUT', url: `/api/admin/promotions/${p._id}`, payload: { value: 150 } });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().fields).toEqual({ value: 'Value must be a percentage above 0 and at most 100, for example 10' });
    const kindOnly = await as(t.app, t.admin, { method: 'PUT', url: `/api/admin/promotions/${p._id}`, payload: { kind: 'fixed' } });
    expect(kindOnly.statusCode).toBe(400);
    const bad = await as(t.app, t.admin, { method: 'POST', url: '/api/admin/promotions', payload: { label: 'x', kind: 'percentage' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.value).toMatch(/percentage/);
    const limits = await as(t.app, t.admin, {
      method: 'POST',
      url: '/api/admin/promotions',
      payload: { label: 'x', kind: 'free_shipping', usageLimit: 2, usageLimitPerCustomer: 3 },
    });
    expect(limits.statusCode).toBe(400);
    expect(limits.json().fields).toEqual({ usageLimitPerCustomer: 'Uses per customer cannot be more than the usage limit' });
    expect((await as(t.app, t.admin, { method: 'DELETE', url: `/api/admin/promotions/${p._id}` })).statusCode).toBe(200);
    const ended = await as(t.app, t.admin, { method: 'PUT', url: `/api/admin/promotions/${p._id}`, payload: { label: 'Revived' } });
    expect(ended.statusCode).toBe(409);
    const audit = (await as(t.app, t.admin, { method: 'GET', url: `/api/admin/audit?entity=promotion&entityId=${p._id}` })).json();
    expect(audit.items.map((e: { action: string }) => e.action).sort()).toEqual(['promotion.create', 'promotion.end']);
  });
});
