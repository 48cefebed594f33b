import { and, eq, ne } from 'drizzle-orm';
import { apiMessages } from '../../shared/messages.js';
import { toCents } from '../../shared/money.js';
import type { TestConfirmInput } from '../../shared/schemas/payment.js';
import { testConfirmSchema } from '../../shared/schemas/payment.js';
import type { Database, DbOrTx } from '../db/client.js';
import { payments } from '../db/schema/orders.js';
import { conflict, notFound, paymentFailed } from '../lib/errors.js';
import type { PaymentProvider } from '../payments/provider.js';
import { evaluateTestCard } from '../payments/test-cards.js';
import type { OrderService } from './orders.js';
import type { Viewer } from './viewer.js';

export interface PaymentEvents {
  onPaid?: (orderId: string) => void | Promise<void>;
}

export function createPaymentService(
  db: Database,
  provider: PaymentProvider,
  orderService: OrderService,
  currency: string,
  events: PaymentEvents = {},
) {
  /** Marks the payment succeeded and its order paid, once; answers whether this call did it. */
  async function settle(tx: DbOrTx, payment: typeof payments.$inferSelect): Promise<boolean> {
    await tx.update(payments).set({ status: 'succeeded' }).where(eq(payments.id, payment.id));
    return orderService.markPaid(tx, payment.orderId, payment.providerIntentId);
  }

  return {
    provider,

    /** The amount always comes from the order; only its owner can pay it, and only once. */
    async createIntent(viewer: Viewer, input: { orderId: string; cost?: number }): Promise<{ clientSecret: string }> {
      return db.transaction(async (tx) => {
        const order = await orderService.findRow(tx, input.orderId, { ...viewer, role: 'user' }, true);
        if (order.paidAt !== null || order.status !== 'pending_payment') {
          throw conflict(order.paidAt ? apiMessages.orderAlreadyPaid : 'This order can no longer be paid.');
        }
        if (input.cost !== undefined && toCents(input.cost) !== order.totalCents) {
          throw conflict(apiMessages.costMismatch);
        }
        const [open] = await tx
          .select()
          .from(payments)
          .where(
            and(
              eq(payments.orderId, order.id),
              eq(payments.provider, provider.name),
              eq(payments.amountCents, order.totalCents),
              ne(payments.status, 'succeeded'),
            ),
          );
        if (open) return { clientSecret: open.clientSecret };
        const intent = await provider.createIntent({
          orderId: order.id,
          amountCents: order.totalCents,
          currency,
          idempotencyKey: `order-${order.id}-${order.totalCents}`,
        });
        await tx.insert(payments).values({
          orderId: order.id,
          provider: provider.name,
          providerIntentId: intent.intentId,
          clientSecret: intent.clientSecret,
          amountCents: order.totalCents,
          currency,
        });
        return { clientSecret: intent.clientSecret };
      });
    },

    /** The test gateway's confirm: decides by test card, pays the order once. */
    async confirmTest(input: TestConfirmInput): Promise<{ id: string; status: 'succeeded' }> {
      const data = testConfirmSchema.parse(input);
      const paidNow = await db.transaction(async (tx) => {
        const [payment] = await tx
          .select()
          .from(payments)
          .where(and(eq(payments.clientSecret, data.clientSecret), eq(payments.provider, 'test')))
          .for('update');
        if (!payment) throw notFound('No payment matches this client secret.');
        if (payment.status === 'succeeded') return { id: payment.providerIntentId, orderId: payment.orderId, paid: false };
        const outcome = evaluateTestCard(data.card);
        if (!outcome.ok) throw paymentFailed(outcome.message);
        const paid = await settle(tx, payment);
        if (!paid) throw conflict('This order can no longer be paid.');
        return { id: payment.providerIntentId, orderId: payment.orderId, paid: true };
      });
      if (paidNow.paid) await events.onPaid?.(paidNow.orderId);
      return { id: paidNow.id, status: 'succeeded' };
    },

    /** A provider said an intent succeeded (e.g. Stripe's webhook); repeated events change nothing. */
    async intentSucceeded(intentId: string): Promise<boolean> {
      const paid = await db.transaction(async (tx) => {
        const [payment] = await tx
          .select()
          .from(payments)
          .where(eq(payments.providerIntentId, intentId))
          .for('update');
        if (!payment || payment.status === 'succeeded') return null;
        return (await settle(tx, payment)) ? payment.orderId : null;
      });
      if (paid) await events.onPaid?.(paid);
      return paid !== null;
    },
  };
}
export type PaymentService = ReturnType<typeof createPaymentService>;
