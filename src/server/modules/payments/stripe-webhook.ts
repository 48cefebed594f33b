import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { webhookAckSchema } from '../../../shared/schemas/payment.js';
import type { Flows } from '../../flows/index.js';
import { errors } from '../../lib/http.js';
import type { PaymentService } from './service.js';

/** Acts on the events the shop subscribes to; any other event type is acknowledged and ignored. */
async function handleEvent(flows: Flows, payments: PaymentService, event: Stripe.Event, log: FastifyBaseLogger): Promise<void> {
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
  const { verifyStripeEvent } = await import('./stripe.js');
  const { payments } = app.services;

  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/payments/stripe/webhook',
    {
      schema: {
        tags: ['payments'],
        description:
          "Stripe's webhook (event payment_intent.succeeded marks the order paid). The Stripe-Signature header is checked on the raw body.",
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
