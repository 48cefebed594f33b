import type { PaymentRow } from '../modules/payments/service.js';
import type { FlowContext } from './context.js';

export type CancelIntentsDeps = Pick<FlowContext, 'paymentProvider' | 'log'>;

/**
 * Tells the provider to cancel the intents of attempts a flow closed (after its commit): the
 * compensation for a payment that can no longer land. A failure is logged, not thrown: if one is
 * taken anyway, the webhook reports an order that cannot be paid, for a refund. An attempt whose
 * provider call never answered has no intent to cancel.
 */
export async function cancelIntents(d: CancelIntentsDeps, closed: PaymentRow[], why: string): Promise<void> {
  await Promise.all(
    closed.map((p) =>
      p.providerIntentId === null || p.provider !== d.paymentProvider.name
        ? undefined
        : d.paymentProvider
            .cancelIntent(p.providerIntentId)
            .catch((err: unknown) => d.log.warn({ err, intentId: p.providerIntentId }, why)),
    ),
  );
}
