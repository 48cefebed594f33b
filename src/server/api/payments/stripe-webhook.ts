import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { webhookAckSchema } from '../../../shared/schemas/payment.js';
import type { Flows } from '../../flows/index.js';
import type { ProviderRefund } from '../../flows/reconcile-refund.js';
import { errors } from '../../lib/http.js';
import type { PaymentService } from '../../modules/payments/service.js';

const idOf = (v: string | { id: string } | null | undefined) => (typeof v === 'string' ? v : (v?.id ?? null));

/** A Stripe Refund as the reconcile flow reads it; `intent` fills in for a refund listed on its charge. */
const providerRefund = (r: Stripe.Refund, intent: string | null = null): ProviderRefund => ({
  id: r.id,
  intentId: idOf(r.payment_intent) ?? intent,
  amountCents: r.amount,
  status: r.status ?? 'pending',
  refundId: r.metadata?.refundId ?? null,
  failureReason: r.failure_reason ?? null,
});

/** Refunds made here or in Stripe's dashboard: the shop's records follow what Stripe reports. */
async function handleRefundEvent(flows: Flows, event: Stripe.Event, log: FastifyBaseLogger): Promise<void> {
  let reported: ProviderRefund[] = [];
  if (event.type === 'refund.created' || event.type === 'refund.updated') reported = [providerRefund(event.data.object)];
  if (event.type === 'charge.refunded') {
    const charge = event.data.object;
    // Recent API versions no longer list a charge's refunds in it: refund.created and refund.updated carry them.
    if (!charge.refunds?.data)
      log.info({ eventId: event.id, chargeId: charge.id }, 'Stripe charge.refunded without its refunds: waiting for refund events');
    reported = (charge.refunds?.data ?? []).map((r) => providerRefund(r, idOf(charge.payment_intent)));
  }
  for (const refund of reported) {
    const { outcome, orderId } = await flows.reconcileRefund('stripe', refund);
    log.info({ eventId: event.id, type: event.type, refundId: refund.id, status: refund.status, orderId, outcome }, 'Stripe refund');
  }
}

/** Acts on the events the shop subscribes to; any other event type is acknowledged and ignored. */
async function handleEvent(flows: Flows, payments: PaymentService, event: Stripe.Event, log: FastifyBaseLogger): Promise<void> {
  if (event.type === 'refund.created' || event.type === 'refund.updated' || event.type === 'charge.refunded') {
    return handleRefundEvent(flows, event, log);
  }
  if (event.type === 'payment_intent.succeeded') {
    const intent = event.data.object;
    const { outcome, orderId } = await flows.intentSucceeded('stripe', {
      id: intent.id,
      amountCents: intent.amount_received,
      currency: intent.currency,
    });
    const entry = { eventId: event.id, intentId: intent.id, orderId, outcome };
    if (outcome === 'amount_mismatch' || outcome === 'order_not_payable') {
      log.error(entry, 'Stripe took a payment the shop could not apply to its order: check it and refund it');
    } else {
      log.info(entry, 'Stripe payment_intent.succeeded');
    }
  } else if (event.type === 'payment_intent.processing') {
    await payments.markProcessing('stripe', event.data.object.id);
  } else if (event.type === 'payment_intent.canceled') {
    await payments.markCanceled('stripe', event.data.object.id);
  }
}

/**
 * POST /api/payments/stripe/webhook: Stripe reports a PaymentIntent's outcome; on
 * payment_intent.succeeded the order is marked paid (once: a repeated event changes nothing).
 * Refund events reconcile refunds, those made in Stripe's dashboard too (flows/reconcile-refund.ts).
 *
 * Mounted when, and only when, STRIPE_WEBHOOK_SECRET is set; otherwise the path is a 404.
 * Checking a signature needs only that secret, and keying on it (not on PAYMENT_PROVIDER)
 * lets Stripe payments already under way still settle after a switch back to the test gateway.
 * Without the secret there is nothing to check events with, so no unsigned event is accepted.
 *
 * This plugin is encapsulated (no fastify-plugin): its raw-body parser for application/json
 * applies to this route only, and the rest of the API keeps parsed JSON.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = app.config.STRIPE_WEBHOOK_SECRET;
  if (!secret) {
    if (app.config.PAYMENT_PROVIDER === 'stripe') {
      app.log.warn('STRIPE_WEBHOOK_SECRET is not set: Stripe payments will never mark orders paid (see docs/payments.md)');
    }
    return;
  }
  const { verifyStripeEvent } = await import('../../modules/payments/stripe.js');
  const { payments } = app.services;

  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/payments/stripe/webhook',
    {
      schema: {
        tags: ['payments'],
        description:
          "Stripe's webhook: payment_intent.succeeded marks the order paid; payment_intent.processing and .canceled follow the payment; " +
          "refund.created, refund.updated and charge.refunded reconcile refunds (also those made in Stripe's dashboard). " +
          'The Stripe-Signature header is checked on the raw body.',
        response: { 200: webhookAckSchema, ...errors(400) },
      },
    },
    async (request) => {
      const event = verifyStripeEvent(request.body as Buffer, request.headers['stripe-signature'], secret);
      await handleEvent(app.flows, payments, event, request.log);
      return { received: true as const };
    },
  );
};
