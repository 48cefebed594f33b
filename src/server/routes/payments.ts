import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  clientSecretSchema,
  createPaymentIntentSchema,
  paymentConfigSchema,
  paymentResultSchema,
  testConfirmSchema,
} from '../../shared/schemas/payment.js';
import { notFound } from '../lib/errors.js';
import { bearer, errors } from './responses.js';

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payments } = app.services;

  app.get('/payments/config', { schema: { tags: ['payments'], response: { 200: paymentConfigSchema } } }, () => ({
    provider: payments.provider.name,
    publishableKey: payments.provider.publishableKey,
    currency: app.config.PAYMENT_CURRENCY,
  }));

  app.post(
    '/create-payment-intent',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['payments'],
        security: bearer,
        description: "Starts a card payment for one of the caller's orders; the amount comes from the order.",
        body: createPaymentIntentSchema,
        response: { 200: clientSecretSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    (request) => payments.createIntent(request.viewer!, request.body),
  );

  app.post(
    '/payments/test/confirm',
    {
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags: ['payments'],
        description: "The built-in test gateway's confirm (Stripe test cards decide the outcome).",
        body: testConfirmSchema,
        response: { 200: paymentResultSchema, ...errors(400, 402, 404, 409, 429) },
      },
    },
    async (request) => {
      if (payments.provider.name !== 'test') throw notFound('The test gateway is not enabled.');
      return payments.confirmTest(request.body);
    },
  );
};
