import { z } from 'zod';
import { idSchema, isoDate, pageOf, pageQueryShape } from './common.js';

/** The events an endpoint may take (issue 32). */
export const WEBHOOK_EVENTS = [
  'order.placed',
  'order.paid',
  'order.shipped',
  'order.delivered',
  'order.cancelled',
  'refund.succeeded',
  'return.requested',
  'return.received',
  'product.low_stock',
  'product.back_in_stock',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

const isEvent = (v: string): v is WebhookEventType => (WEBHOOK_EVENTS as readonly string[]).includes(v);

/** `{ url, events, description? }`: an http(s) URL and at least one known event (an unknown one is named). */
export const webhookInputSchema = z.object({
  url: z
    .string({ message: 'URL is required' })
    .trim()
    .min(1, { message: 'URL is required' })
    .max(2000, { message: 'URL must be at most 2000 characters' })
    .refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol), { message: 'URL must start with http:// or https://' }),
  events: z
    .array(z.string({ message: 'Events must be a list of event names' }), { message: 'Events must be a list of event names' })
    .min(1, { message: 'Choose at least one event' })
    .max(WEBHOOK_EVENTS.length * 2)
    .superRefine((list, ctx) => {
      for (const name of list.filter((e) => !isEvent(e))) {
        ctx.addIssue({ code: 'custom', message: `Unknown event: ${name} (known: ${WEBHOOK_EVENTS.join(', ')})` });
      }
    })
    .transform((list) => [...new Set(list)] as WebhookEventType[]),
  description: z
    .string({ message: 'Description must be text' })
    .trim()
    .max(500, { message: 'Description must be at most 500 characters' })
    .optional()
    .default(''),
  /** A disabled endpoint is sent no new events. */
  disabled: z.boolean({ message: 'Disabled must be true or false' }).optional(),
});
export type WebhookInput = z.input<typeof webhookInputSchema>;

/** An endpoint as staff see it; `secret` only in the answer that added it. */
export const webhookSchema = z.object({
  _id: idSchema,
  url: z.string(),
  events: z.array(z.string()),
  description: z.string(),
  disabled: z.boolean(),
  createdAt: isoDate,
  secret: z.string().optional(),
});
export type Webhook = z.infer<typeof webhookSchema>;

export const webhookDeliverySchema = z.object({
  _id: idSchema,
  eventId: idSchema,
  event: z.string(),
  status: z.enum(['pending', 'succeeded', 'failed']),
  attempts: z.number().int(),
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  /** The first bytes of the receiver's last answer. */
  lastResponse: z.string().nullable(),
  nextAttemptAt: isoDate.nullable(),
  createdAt: isoDate,
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
export const webhookDeliveryPageSchema = pageOf(webhookDeliverySchema);
export type WebhookDeliveryPage = z.infer<typeof webhookDeliveryPageSchema>;

export const webhookDeliveryQuerySchema = z.object(pageQueryShape);
export const webhookDeliveryParamsSchema = z.object({ id: idSchema, deliveryId: idSchema });
