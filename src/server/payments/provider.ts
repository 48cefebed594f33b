import type { PaymentProviderName } from '../../shared/schemas/payment.js';

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

/** What a card payment provider must do for the shop. */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  readonly publishableKey: string | null;
  createIntent(args: CreateIntentArgs): Promise<CreatedIntent>;
}
