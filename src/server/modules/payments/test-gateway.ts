import { randomBytes } from 'node:crypto';
import {
  ProviderError,
  type CreateIntentArgs,
  type CreatedIntent,
  type CreatedRefund,
  type PaymentProvider,
  type RefundArgs,
} from './provider.js';

const token = (n: number) => randomBytes(n).toString('base64url').replace(/[-_]/g, 'x');

export interface TestGateway extends PaymentProvider {
  /** Makes the next refund fail with this message (to try the error path), as a bank refusing it would. */
  failNextRefund(message: string): void;
}

/** A development gateway that behaves like Stripe's test mode (see test-cards.ts). */
export function createTestGateway(): TestGateway {
  let refusal: string | null = null;
  /** Refunds answered per idempotency key, so a retried call gets the same refund back (as Stripe does). */
  const answered = new Map<string, CreatedRefund>();
  return {
    name: 'test',
    publishableKey: null,
    async createIntent(_args: CreateIntentArgs): Promise<CreatedIntent> {
      const intentId = `pi_test_${token(12)}`;
      return { intentId, clientSecret: `${intentId}_secret_${token(18)}` };
    },
    // The test gateway's intents live only in our payment rows, which the caller marks canceled.
    async cancelIntent() {},
    async refund({ idempotencyKey }: RefundArgs): Promise<CreatedRefund> {
      const earlier = answered.get(idempotencyKey);
      if (earlier) return earlier;
      if (refusal) {
        const message = refusal;
        refusal = null;
        throw new ProviderError(`test gateway refused the refund: ${message}`, `The payment provider refused the refund: ${message}`);
      }
      const refund: CreatedRefund = { refundId: `re_test_${token(12)}`, status: 'succeeded' };
      answered.set(idempotencyKey, refund);
      return refund;
    },
    failNextRefund(message: string) {
      refusal = message;
    },
  };
}
