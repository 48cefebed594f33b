import { randomBytes } from 'node:crypto';
import type { CreateIntentArgs, CreatedIntent, PaymentProvider } from './provider.js';

const token = (n: number) => randomBytes(n).toString('base64url').replace(/[-_]/g, 'x');

/** A development gateway that behaves like Stripe's test mode (see test-cards.ts). */
export function createTestGateway(): PaymentProvider {
  return {
    name: 'test',
    publishableKey: null,
    async createIntent(_args: CreateIntentArgs): Promise<CreatedIntent> {
      const intentId = `pi_test_${token(12)}`;
      return { intentId, clientSecret: `${intentId}_secret_${token(18)}` };
    },
    // The test gateway's intents live only in our payment rows, which the caller marks canceled.
    async cancelIntent() {},
  };
}
