import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createFlows } from '../../../src/server/flows/index.js';
import { flowContext } from '../../../src/server/plugins/services.js';
import type { paymentResultSchema } from '../../../src/shared/schemas/payment.js';
import { useTestApp, type Session } from '../../setup/app.js';
import { TEST_CARD, TEST_CARDS } from '../../setup/cards.js';
import { mailsTo } from '../../setup/outbox.js';
import {
  clientSecretFor,
  confirm,
  createIntent,
  getOrder,
  paidTransitions,
  paymentProduct,
  paymentRows,
  placeOrder,
} from './payment-helpers.js';

const t = useTestApp();
let productId: string;
let user: Session;
beforeAll(async () => {
  productId = await paymentProduct(t.app, 49.99);
  user = await t.customer();
});

/** Every answer is a success with one transaction id, or a 409; at least one success. */
function expectPaidOnce(results: LightMyRequestResponse[]) {
  const ok = results.filter((r) => r.statusCode === 200).map((r) => r.json<z.infer<typeof paymentResultSchema>>());
  expect(results.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
  expect(ok.length).toBeGreaterThan(0);
  expect(new Set(ok.map((r) => r.id)).size).toBe(1);
  return ok[0]!.id;
}

describe('paying one order from several tabs at once', () => {
  it('parallel confirms of one client secret pay it exactly once', async () => {
    const order = await placeOrder(t.app, user, productId);
    const secret = await clientSecretFor(t.app, user, order._id);
    const results = await Promise.all(Array.from({ length: 8 }, () => confirm(t.app, secret)));
    const id = expectPaidOnce(results);
    const paid = await getOrder(t.app, user, order._id);
    expect(paid).toMatchObject({ paid: true, transactionId: id });
    expect(paidTransitions(paid)).toBe(1);
    const rows = await paymentRows(t.app, order._id);
    expect(rows.map((r) => r.status)).toEqual(['succeeded']);
  });

  it('parallel createIntent calls get the same client secret and one payment row', async () => {
    const order = await placeOrder(t.app, user, productId);
    const results = await Promise.all(Array.from({ length: 6 }, () => createIntent(t.app, user, { orderId: order._id })));
    expect(results.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    expect(new Set(results.map((r) => r.json().clientSecret)).size).toBe(1);
    expect(await paymentRows(t.app, order._id)).toHaveLength(1);
  });

  it('parallel createIntent + confirm pairs pay exactly once and never create a second charge', async () => {
    const order = await placeOrder(t.app, user, productId);
    const tab = async () => {
      const intent = await createIntent(t.app, user, { orderId: order._id, cost: 49.99 });
      if (intent.statusCode !== 200) return intent;
      return confirm(t.app, intent.json().clientSecret);
    };
    const results = await Promise.all(Array.from({ length: 4 }, tab));
    const id = expectPaidOnce(results);
    const paid = await getOrder(t.app, user, order._id);
    expect(paid.transactionId).toBe(id);
    expect(paidTransitions(paid)).toBe(1);
    const rows = await paymentRows(t.app, order._id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('succeeded');
  });

  it('a decline in one tab and a success in another leave one paid order', async () => {
    const order = await placeOrder(t.app, user, productId);
    const secret = await clientSecretFor(t.app, user, order._id);
    const [declined, ok] = await Promise.all([confirm(t.app, secret, { number: TEST_CARDS.declined }), confirm(t.app, secret)]);
    expect(declined.statusCode).toBe(402);
    expect(ok.statusCode).toBe(200);
    expect((await getOrder(t.app, user, order._id)).transactionId).toBe(ok.json().id);
  });
});

describe('the pay flow', () => {
  it('queues one receipt e-mail and drops the best sellers once under parallel confirms', async () => {
    const invalidated: string[][] = [];
    const { services } = t.app;
    const flows = createFlows({ ...flowContext(t.app, services), invalidate: (tags) => void invalidated.push(tags) });
    const order = await placeOrder(t.app, user, productId);
    const viewer = {
      id: await ownerId(order._id),
      email: user.email,
      name: 'Test User',
      role: 'user' as const,
      roles: [],
      permissions: [],
      twoFactorEnabled: false,
      twoFactorRequired: false,
      sessionToken: '',
    };
    const { clientSecret } = await flows.startPayment(viewer, { orderId: order._id });
    const settled = await Promise.allSettled(Array.from({ length: 6 }, () => flows.confirmTestPayment({ clientSecret, card: TEST_CARD })));
    expect(settled.every((s) => s.status === 'fulfilled')).toBe(true);
    expect(invalidated).toEqual([['best-sellers']]);
    // Queued in the paying transaction, sent by the worker: once the outbox is empty, one receipt was written.
    await expect
      .poll(
        async () => (await t.app.pool.query('select 1 from mail_outbox where to_address = $1 and sent_at is null', [user.email])).rowCount,
      )
      .toBe(0);
    const receipts = mailsTo(t.config.DATA_DIR, user.email).filter(
      (m) => m.subject.startsWith('Payment received') && m.raw.includes(order.orderNumber),
    );
    expect(receipts).toHaveLength(1);
  });
});

async function ownerId(orderId: string): Promise<string> {
  const res = await t.app.pool.query<{ user_id: string }>('select user_id from "order" where id = $1', [orderId]);
  return res.rows[0]!.user_id;
}
