import { z } from 'zod';
import { idSchema, numberInput } from './common.js';

export const PAYMENT_PROVIDERS = ['test', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

export const createPaymentIntentSchema = z.object({
  orderId: idSchema,
  /** The spec sends cost; when present it must equal the order's price. */
  cost: numberInput('Amount', '24.99').optional(),
});
export const clientSecretSchema = z.object({ clientSecret: z.string() });
export type ClientSecret = z.infer<typeof clientSecretSchema>;
export const PAYMENT_MODES = ['test', 'live'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];
export const paymentConfigSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  /** 'test' when no real money moves (the test gateway, or Stripe with an sk_test_ key): the web app says so on every page. */
  mode: z.enum(PAYMENT_MODES),
  publishableKey: z.string().nullable(),
  currency: z.string(),
});
export type PaymentConfig = z.infer<typeof paymentConfigSchema>;

export const testConfirmSchema = z.object({
  clientSecret: z.string().min(1, { message: 'The payment to confirm is missing (clientSecret)' }).max(500),
  card: z.object({
    number: z.string().max(40),
    expMonth: numberInput('Expiry month', '12').pipe(z.number().int({ message: 'Expiry month must be a whole number, for example 12' })),
    expYear: numberInput('Expiry year', '2030').pipe(z.number().int({ message: 'Expiry year must be a whole number, for example 2030' })),
    cvc: z.string().max(10),
  }),
  billing: z.object({ name: z.string().max(200).optional(), email: z.string().max(200).optional() }).optional(),
});
export type TestConfirmInput = z.input<typeof testConfirmSchema>;
export const paymentResultSchema = z.object({ id: z.string(), status: z.literal('succeeded') });
export type PaymentResult = z.infer<typeof paymentResultSchema>;

/** The answer to a provider's webhook call once its signature checked out. */
export const webhookAckSchema = z.object({ received: z.literal(true) });
