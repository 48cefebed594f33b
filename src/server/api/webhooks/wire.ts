import type { z } from 'zod';
import type { Webhook, WebhookDelivery, webhookInputSchema } from '../../../shared/schemas/webhook.js';
import type { DeliveryView, WebhookEndpointRow, WebhookFields } from '../../modules/webhooks/service.js';

/** An endpoint as staff see it; its secret only when `withSecret` (the answer that added it). */
export const webhookToWire = (row: WebhookEndpointRow, withSecret = false): Webhook => ({
  _id: row.id,
  url: row.url,
  events: row.events,
  description: row.description,
  disabled: row.disabled,
  createdAt: row.createdAt.toISOString(),
  ...(withSecret ? { secret: row.secret } : {}),
});

export const webhookFromWire = (b: z.output<typeof webhookInputSchema>): WebhookFields => ({
  url: b.url,
  events: b.events,
  description: b.description,
  disabled: b.disabled,
});

export const deliveryToWire = (d: DeliveryView): WebhookDelivery => ({
  _id: d.id,
  eventId: d.eventId,
  event: d.event,
  status: d.status,
  attempts: d.attempts,
  lastStatusCode: d.lastStatusCode,
  lastError: d.lastError,
  lastResponse: d.lastResponse,
  nextAttemptAt: d.nextAttemptAt?.toISOString() ?? null,
  createdAt: d.createdAt.toISOString(),
});
