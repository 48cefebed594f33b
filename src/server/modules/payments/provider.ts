import type { PaymentMode, PaymentProviderName } from '../../../shared/schemas/payment.js';
import { HttpError } from '../../lib/errors.js';

export interface CreateIntentArgs {
  orderId: string;
  amountCents: number;
  currency: string;
  /** The same key for the same order and amount, so a retried call never creates a second charge. */
  idempotencyKey: string;
}

export interface CreatedIntent {
  intentId: string;
  clientSecret: string;
}

export interface RefundArgs {
  /** The shop's refund row: sent along (Stripe's metadata.refundId) so its webhook events find the row. */
  refundId: string;
  /** The intent whose payment is refunded. */
  intentId: string;
  amountCents: number;
  /** One key per refund row, so a retried call never refunds twice. */
  idempotencyKey: string;
}

export interface CreatedRefund {
  refundId: string;
  /** Stripe may answer 'pending' (the bank still has to confirm); its webhook then says how it ended. */
  status: 'succeeded' | 'pending';
}

/** What a card payment provider must do for the shop. */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  readonly publishableKey: string | null;
  createIntent(args: CreateIntentArgs): Promise<CreatedIntent>;
  /** Cancels an open intent, so it can no longer take money (an expired order's). */
  cancelIntent(intentId: string): Promise<void>;
  /** Gives back part or all of a succeeded payment; a refusal is a ProviderError with the provider's message. */
  refund(args: RefundArgs): Promise<CreatedRefund>;
}

/** The provider could not be reached or refused the request: a clear 502 for the user, `detail` for the log. */
export class ProviderError extends HttpError {
  constructor(
    public readonly detail: string,
    message = 'The card payment service is not available right now. Please try again in a moment.',
  ) {
    super(502, message, 'PROVIDER_ERROR');
  }
}

/** Whether real money moves: never with the test gateway, nor with Stripe's test keys (sk_test_...). */
export function paymentMode(provider: PaymentProviderName, stripeSecretKey: string | undefined): PaymentMode {
  if (provider === 'test') return 'test';
  return stripeSecretKey?.startsWith('sk_test_') ? 'test' : 'live';
}
