import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../../../shared/schemas/common.js';
import {
  clientSecretSchema,
  createPaymentIntentSchema,
  paymentConfigSchema,
  paymentResultSchema,
  testConfirmSchema,
} from '../../../shared/schemas/payment.js';
import { notFound } from '../../lib/errors.js';
import { toCents } from '../../../shared/money.js';
import { idParamsSchema } from '../../../shared/schemas/common.js';
import { refundCreateSchema, refundSchema } from '../../../shared/schemas/refund.js';
import { refundView } from '../../flows/reads/refunds.js';
import { bearer, errors } from '../../lib/http.js';
import { paymentMode, ProviderError } from '../../modules/payments/provider.js';
import { stripeWebhookRoutes } from './stripe-webhook.js';
import { refundToWire } from './wire.js';

/** Refunds: an admin gives money back on a paid order, through the payment provider. */
const refundRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/order/:id/refunds',
    {
      config: { permission: 'refunds:create' },
      schema: {
        tags: ['payments'],
        security: bearer,
        description:
          'Refunds part or all of a paid order: back the way it was paid (the card through the payment provider first, then the gift cards, then store credit: `toCard`, `toGiftCards`, `toStoreCredit`), or with `to: store_credit` all as store credit. More than was paid minus what is refunded: 409. ' +
          'The provider refused or could not be reached: 502 with its message, and nothing counts as refunded. ' +
          'The same refund asked again within a minute (a double click) answers the first one (200).',
        params: idParamsSchema,
        body: refundCreateSchema,
        response: { 200: refundSchema, 201: refundSchema, ...errors(400, 401, 403, 404, 409, 502) },
      },
    },
    async (request, reply) => {
      const { amount, reason, to } = request.body;
      const { refund, created } = await app.flows.refundOrder(request.viewer!, request.params.id, {
        amountCents: toCents(amount),
        reason,
        to,
      });
      const { creditNoteNumber } = await refundView(app.services, refund);
      return reply.status(created ? 201 : 200).send(refundToWire(refund, creditNoteNumber));
    },
  );
};

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(refundRoutes);
  const { paymentProvider: provider } = app.services;
  const { startPayment, confirmTestPayment } = app.flows;
  // Its own encapsulated plugin: a raw-body JSON parser for that one route (see the file).
  await app.register(stripeWebhookRoutes);
  // The error handler shows the user a plain 502; what the provider said goes to the log.
  app.addHook('onError', async (request, _reply, error) => {
    if (error instanceof ProviderError) request.log.error({ detail: error.detail }, 'payment provider error');
  });

  app.get(
    '/payments/config',
    { config: { cache: 'settings' }, schema: { tags: ['payments'], response: { 200: paymentConfigSchema } } },
    () => ({
      provider: provider.name,
      mode: paymentMode(provider.name, app.config.STRIPE_SECRET_KEY),
      publishableKey: provider.publishableKey,
      currency: app.config.PAYMENT_CURRENCY,
    }),
  );

  app.post(
    '/create-payment-intent',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['payments'],
        security: bearer,
        description: "Starts a card payment for one of the caller's orders; the amount comes from the order.",
        body: createPaymentIntentSchema,
        response: { 200: clientSecretSchema, ...errors(400, 401, 403, 404, 409), 502: errorSchema },
      },
    },
    (request) => {
      const { orderId, cost } = request.body;
      return startPayment(request.viewer!, { orderId, ...(cost === undefined ? {} : { costCents: toCents(cost) }) });
    },
  );

  app.post(
    '/payments/test/confirm',
    {
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      // Before validation: under Stripe the path does not exist, whatever the body.
      onRequest: async () => {
        if (provider.name !== 'test') throw notFound('The test gateway is not enabled.');
      },
      schema: {
        tags: ['payments'],
        description: "The built-in test gateway's confirm (Stripe test cards decide the outcome).",
        body: testConfirmSchema,
        response: { 200: paymentResultSchema, ...errors(400, 402, 404, 409, 429) },
      },
    },
    (request) => confirmTestPayment(request.body),
  );
};
