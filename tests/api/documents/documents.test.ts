import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../../../src/server/modules/documents/tables.js';
import { escapeHtml, renderInvoice } from '../../../src/server/modules/documents/render.js';
import type { TestGateway } from '../../../src/server/modules/payments/test-gateway.js';
import { apiMessages } from '../../../src/shared/messages.js';
import { orderSchema, type Order } from '../../../src/shared/schemas/order.js';
import { refundSchema } from '../../../src/shared/schemas/refund.js';
import { as, useTestApp, type Session } from '../../setup/app.js';
import { createProduct, payOrder, placeOrder } from '../../setup/shop.js';
import { confirm, createIntent, refundOrder } from '../payments/payment-helpers.js';

const t = useTestApp({ env: { SHOP_NAME: 'Parts & Co', SHOP_ADDRESS: '1 Shop Road|Springfield', SHOP_TAX_ID: 'US-123456' } });
const YEAR = new Date().getUTCFullYear();
const NUMBER = new RegExp(`^INV-${YEAR}-\\d{6}$`);

const get = (url: string, by: Session | null) => as(t.app, by, { method: 'GET', url });
const orderOf = async (user: Session, id: string): Promise<Order> => orderSchema.parse((await get(`/api/order/${id}`, user)).json());
const refund = (orderId: string, body: object) => refundOrder(t.app, t.admin, orderId, body);
const counter = async (kind: 'invoice' | 'credit_note') =>
  Number((await t.app.pool.query('SELECT last FROM document_counter WHERE kind = $1 AND year = $2', [kind, YEAR])).rows[0]?.last ?? 0);
const seq = (n: string) => Number(n.split('-')[2]);
/** The page with the white space between tags taken out. */
const flat = (html: string) => html.replace(/>\s+</g, '><');

let productId: string;
let user: Session;
beforeAll(async () => {
  productId = (await createProduct(t.app, t.admin, 1000, 40))._id;
  user = await t.customer();
});

async function paidOrder(units = 2) {
  const order = await placeOrder(t.app, user, productId, units);
  await payOrder(t.app, user, order._id);
  return orderOf(user, order._id);
}

describe('invoices', () => {
  it('a paid order has a numbered invoice: one printable A4 page with the seller, the customer, the lines and the totals', async () => {
    const before = await counter('invoice');
    const order = await paidOrder();
    expect(order.invoiceNumber).toMatch(NUMBER);
    expect(seq(order.invoiceNumber!)).toBe(before + 1);
    const res = await get(`/api/order/${order._id}/invoice`, user);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const html = res.body;
    expect(html).toContain('@page { size: A4; margin: 15mm }');
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain(`Invoice ${order.invoiceNumber}`);
    expect(html).toContain('Parts &amp; Co');
    expect(html).toContain('1 Shop Road<br>Springfield');
    expect(html).toContain('Tax ID: US-123456');
    expect(html).toContain(user.email);
    expect(html).toContain('1 Main Street');
    expect(flat(html)).toContain(`<dt>Order number</dt><dd>${order.orderNumber}</dd>`);
    expect(html).toContain(escapeHtml(order.lines[0]!.name));
    expect(flat(html)).toMatch(/<td class="num">2<\/td><td class="num">\$40\.00<\/td><td class="num">\$80\.00<\/td>/);
    expect(html).toContain('Shipping (Collect from the test shop)');
    expect(html).toContain('Tax (0%)');
    expect(html).toContain(`Paid by card on`);
    expect(html).toContain(`transaction ${order.transactionId}`);
    expect(html).not.toContain('Refunds so far');
    // The admin sees the same invoice; asking again issues nothing new.
    expect((await get(`/api/order/${order._id}/invoice`, t.admin)).body).toBe(html);
    expect(await counter('invoice')).toBe(before + 1);
  });

  it("another customer's order is a 404, an unpaid order a 409, no session a 401", async () => {
    const order = await paidOrder(1);
    const other = await t.customer();
    const hidden = await get(`/api/order/${order._id}/invoice`, other);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe(apiMessages.orderNotFound);
    expect((await get(`/api/order/${order._id}/invoice`, null)).statusCode).toBe(401);
    const unpaid = await placeOrder(t.app, user, productId);
    const before = await counter('invoice');
    const res = await get(`/api/order/${unpaid._id}/invoice`, user);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(apiMessages.invoiceUnpaid);
    expect((await orderOf(user, unpaid._id)).invoiceNumber).toBeNull();
    expect(await counter('invoice')).toBe(before);
  });

  it('20 orders paid at once get the next 20 numbers: no gap, no duplicate', async () => {
    const orders = await Promise.all(Array.from({ length: 20 }, () => placeOrder(t.app, user, productId)));
    const secrets = await Promise.all(orders.map(async (o) => (await createIntent(t.app, user, { orderId: o._id })).json().clientSecret));
    const before = await counter('invoice');
    const paid = await Promise.all(secrets.map((s) => confirm(t.app, s)));
    expect(paid.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const numbers = (await Promise.all(orders.map((o) => orderOf(user, o._id)))).map((o) => o.invoiceNumber!);
    expect(numbers.every((n) => NUMBER.test(n))).toBe(true);
    expect(numbers.map(seq).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => before + i + 1));
    expect(await counter('invoice')).toBe(before + 20);
  });

  it('an order paid before invoices existed gets one on the first request, once, dated when it was paid', async () => {
    const order = await paidOrder(1);
    await t.app.db.delete(invoices).where(eq(invoices.orderId, order._id));
    const before = await counter('invoice');
    const pages = await Promise.all([1, 2, 3].map(() => get(`/api/order/${order._id}/invoice`, user)));
    expect(pages.map((p) => p.statusCode)).toEqual([200, 200, 200]);
    const number = (await orderOf(user, order._id)).invoiceNumber!;
    expect(seq(number)).toBe(before + 1);
    expect(await counter('invoice')).toBe(before + 1);
    expect(new Set(pages.map((p) => p.body)).size).toBe(1);
    const [row] = await t.app.db.select().from(invoices).where(eq(invoices.orderId, order._id));
    expect(row!.issuedAt.toISOString()).toBe(order.paidAt);
  });

  it('escapes every value it prints', () => {
    const html = renderInvoice({
      seller: { name: '<b>Shop</b>', addressLines: ['"quoted" & co'], taxId: null },
      number: 'INV-2026-000001',
      issuedAt: new Date('2026-03-01T10:00:00Z'),
      order: {
        id: 'o1',
        orderNumber: 'PH-2026-000001',
        customerEmail: 'a@example.com',
        addressLines: ["<img src=x onerror='alert(1)'>"],
        lines: [{ name: '<script>alert(1)</script>', quantity: 1, unitPriceCents: 100, lineTotalCents: 100 }],
        subtotalCents: 100,
        discounts: [{ label: '<i>Sale</i>', code: '<u>x</u>', kind: 'fixed', amountCents: 0 }],
        shippingCents: 0,
        shippingOptionName: '</td><td>',
        taxCents: 0,
        taxRateBasisPoints: 0,
        totalCents: 100,
        tenders: [{ label: '<b>Paid with gift card</b>', amountCents: 50 }],
        paidAt: new Date('2026-03-01T10:00:00Z'),
        transactionId: 'pi_<x>',
      },
      refunds: [],
    });
    expect(html).not.toMatch(/<script|<img|<b>Shop|<b>Paid|<i>Sale|<u>/);
    expect(html).toContain('&lt;b&gt;Paid with gift card&lt;/b&gt;');
    expect(html).toContain('&lt;i&gt;Sale&lt;/i&gt; (code &lt;U&gt;X&lt;/U&gt;)');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&quot;quoted&quot; &amp; co');
    expect(html).toContain('&lt;img src=x onerror=&#39;alert(1)&#39;&gt;');
    expect(html).toContain('Shipping (&lt;/td&gt;&lt;td&gt;)');
    expect(html).toContain('March 1, 2026');
  });
});

describe('credit notes', () => {
  it('every refund that goes through gets a numbered credit note that names the invoice it corrects', async () => {
    const order = await paidOrder();
    const before = await counter('credit_note');
    const res = await refund(order._id, { amount: 12.5, reason: 'Scratched <bezel>' });
    expect(res.statusCode, res.body).toBe(201);
    const made = refundSchema.parse(res.json());
    expect(made.creditNoteNumber).toBe(`CN-${YEAR}-${String(before + 1).padStart(6, '0')}`);
    const after = await orderOf(user, order._id);
    expect(after.refunds.map((r) => r.creditNoteNumber)).toEqual([made.creditNoteNumber]);

    const note = await get(`/api/refunds/${made._id}/credit-note`, user);
    expect(note.statusCode, note.body).toBe(200);
    expect(note.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(note.headers['cache-control']).toBe('private, no-store');
    expect(note.body).toContain(`Credit note ${made.creditNoteNumber}`);
    expect(flat(note.body)).toContain(`Corrects invoice</dt><dd>${order.invoiceNumber}</dd>`);
    expect(note.body).toContain('$12.50');
    expect(note.body).toContain('Scratched &lt;bezel&gt;');
    expect(flat(note.body)).toContain(`<dt>Order number</dt><dd>${order.orderNumber}</dd>`);
    expect(note.body).not.toMatch(/<script/i);
    expect((await get(`/api/refunds/${made._id}/credit-note`, t.admin)).statusCode).toBe(200);

    // The invoice lists the refunds so far.
    const invoice = (await get(`/api/order/${order._id}/invoice`, user)).body;
    expect(invoice).toContain('Refunds so far');
    expect(invoice).toContain(made.creditNoteNumber!);
    expect(invoice).toContain('$67.50');
  });

  it("another customer's refund is a 404, an unknown one a 404, no session a 401", async () => {
    const order = await paidOrder(1);
    const made = (await refund(order._id, { amount: 1, reason: 'Goodwill' })).json();
    const other = await t.customer();
    expect((await get(`/api/refunds/${made._id}/credit-note`, other)).statusCode).toBe(404);
    expect((await get(`/api/refunds/${made._id}/credit-note`, null)).statusCode).toBe(401);
    const unknown = await get('/api/refunds/00000000-0000-4000-8000-000000000000/credit-note', t.admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(apiMessages.refundNotFound);
  });

  it('a refund the provider refused takes no number and has no credit note', async () => {
    const order = await paidOrder(1);
    const before = await counter('credit_note');
    (t.app.services.paymentProvider as TestGateway).failNextRefund('the card account is closed');
    expect((await refund(order._id, { amount: 10, reason: 'Goodwill' })).statusCode).toBe(502);
    const [failed] = (await orderOf(user, order._id)).refunds;
    expect(failed).toMatchObject({ status: 'failed', creditNoteNumber: null });
    const res = await get(`/api/refunds/${failed!._id}/credit-note`, user);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(apiMessages.creditNoteNotDue);
    expect(await counter('credit_note')).toBe(before);
    // The next refund that goes through takes the next number.
    const ok = (await refund(order._id, { amount: 10, reason: 'Goodwill again' })).json();
    expect(seq(ok.creditNoteNumber)).toBe(before + 1);
  });
});
