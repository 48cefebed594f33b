import Stripe from 'stripe';
import type { AppConfig } from '../../config.js';
import { HttpError } from '../../lib/errors.js';
import {
  ProviderError,
  type CreateIntentArgs,
  type CreatedIntent,
  type CreatedRefund,
  type PaymentProvider,
  type RefundArgs,
} from './provider.js';

/** Stripe's API client; STRIPE_API_BASE points it elsewhere (a local stand-in in tests). */
export function createStripeClient(config: AppConfig): Stripe {
  const base = config.STRIPE_API_BASE ? new URL(config.STRIPE_API_BASE) : undefined;
  return new Stripe(config.STRIPE_SECRET_KEY!, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(base && {
      host: base.hostname,
      port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
      protocol: base.protocol.replace(':', '') as 'http' | 'https',
    }),
  });
}

export function createStripeProvider(config: AppConfig, client = createStripeClient(config)): PaymentProvider {
  return {
    name: 'stripe',
    publishableKey: config.STRIPE_PUBLISHABLE_KEY ?? null,
    async createIntent({ orderId, amountCents, currency, idempotencyKey }: CreateIntentArgs): Promise<CreatedIntent> {
      let intent: Stripe.PaymentIntent;
      try {
        intent = await client.paymentIntents.create(
          {
            amount: amountCents,
            currency,
            description: `PartsHub order ${orderId}`,
            metadata: { orderId },
            automatic_payment_methods: { enabled: true },
          },
          { idempotencyKey },
        );
      } catch (err) {
        if (err instanceof Stripe.errors.StripeError) throw new ProviderError(`${err.type}: ${err.message}`);
        throw err;
      }
      if (!intent.client_secret) throw new ProviderError('Stripe answered without a client secret');
      return { intentId: intent.id, clientSecret: intent.client_secret };
    },
    async cancelIntent(intentId: string): Promise<void> {
      try {
        await client.paymentIntents.cancel(intentId, { cancellation_reason: 'abandoned' });
      } catch (err) {
        if (err instanceof Stripe.errors.StripeError) throw new ProviderError(`${err.type}: ${err.message}`);
        throw err;
      }
    },
    async refund({ refundId, intentId, amountCents, idempotencyKey }: RefundArgs): Promise<CreatedRefund> {
      let refund: Stripe.Refund;
      try {
        refund = await client.refunds.create({ payment_intent: intentId, amount: amountCents, metadata: { refundId } }, { idempotencyKey });
      } catch (err) {
        // A refusal (card error, charge already refunded) is shown to the admin as Stripe worded it.
        if (err instanceof Stripe.errors.StripeError) {
          throw new ProviderError(`${err.type}: ${err.message}`, `Stripe refused the refund: ${err.message}`);
        }
        throw err;
      }
      if (refund.status === 'failed' || refund.status === 'canceled') {
        throw new ProviderError(
          `refund ${refund.id} ${refund.status}: ${refund.failure_reason ?? ''}`,
          `Stripe refused the refund (${refund.failure_reason ?? refund.status}).`,
        );
      }
      return { refundId: refund.id, status: refund.status === 'succeeded' ? 'succeeded' : 'pending' };
    },
  };
}

/**
 * Checks a webhook's Stripe-Signature against the RAW body (any re-serialised JSON would fail)
 * and its timestamp against Stripe's 5-minute tolerance, so an old captured request is refused.
 * Needs only the endpoint's signing secret, not an API key.
 */
export function verifyStripeEvent(rawBody: Buffer, signature: string | string[] | undefined, secret: string): Stripe.Event {
  if (typeof signature !== 'string' || signature === '') {
    throw new HttpError(400, 'Missing Stripe-Signature header.', 'BAD_SIGNATURE');
  }
  try {
    return Stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch (err) {
    const reason = err instanceof Error ? err.message.split('\n')[0]!.split('. ')[0]!.replace(/\.$/, '') : 'unknown error';
    throw new HttpError(400, `Webhook signature verification failed: ${reason}.`, 'BAD_SIGNATURE');
  }
}
