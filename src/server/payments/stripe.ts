import Stripe from 'stripe';
import type { AppConfig } from '../config.js';
import type { CreateIntentArgs, CreatedIntent, PaymentProvider } from './provider.js';

/** Stripe's API client; STRIPE_API_BASE points it elsewhere (a local stand-in in tests). */
export function createStripeClient(config: AppConfig): Stripe {
  const base = config.STRIPE_API_BASE ? new URL(config.STRIPE_API_BASE) : undefined;
  return new Stripe(config.STRIPE_SECRET_KEY!, {
    maxNetworkRetries: 2,
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
      const intent = await client.paymentIntents.create(
        {
          amount: amountCents,
          currency,
          metadata: { orderId },
          automatic_payment_methods: { enabled: true },
        },
        { idempotencyKey },
      );
      if (!intent.client_secret) throw new Error('Stripe answered without a client secret');
      return { intentId: intent.id, clientSecret: intent.client_secret };
    },
  };
}
