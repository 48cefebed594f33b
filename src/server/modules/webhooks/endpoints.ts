import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.js';
import { badRequest, notFound } from '../../lib/errors.js';
import type { WebhookEventType } from '../../../shared/schemas/webhook.js';
import { refusedHost } from './address-guard.js';
import { webhookEndpoint } from './tables.js';

export type WebhookEndpointRow = typeof webhookEndpoint.$inferSelect;

export interface WebhookFields {
  url: string;
  events: WebhookEventType[];
  description: string;
  disabled?: boolean | undefined;
}

const newSecret = () => `whsec_${randomBytes(24).toString('base64url')}`;

/** Refuses (400) a URL whose host is, or resolves to, a private or loopback address, unless `allowPrivate`. */
export async function checkUrl(allowPrivate: boolean, url: string): Promise<void> {
  if (allowPrivate) return;
  const refused = await refusedHost(new URL(url));
  if (refused) throw badRequest(`Webhook URL refused: ${refused}`);
}

/** An endpoint under its row lock; 404 when there is none. */
export async function lockEndpoint(tx: DbOrTx, id: string): Promise<WebhookEndpointRow> {
  const [row] = await tx.select().from(webhookEndpoint).where(eq(webhookEndpoint.id, id)).for('update');
  if (!row) throw notFound('Webhook endpoint not found');
  return row;
}

/** Whether an endpoint exists (404 otherwise), outside a transaction. */
export async function assertEndpoint(db: Database, id: string): Promise<void> {
  const [row] = await db.select({ id: webhookEndpoint.id }).from(webhookEndpoint).where(eq(webhookEndpoint.id, id));
  if (!row) throw notFound('Webhook endpoint not found');
}

export const listEndpoints = (db: Database) => db.select().from(webhookEndpoint).orderBy(webhookEndpoint.createdAt, webhookEndpoint.id);

/** A new endpoint with a fresh signing secret. */
export async function createEndpoint(tx: DbOrTx, fields: WebhookFields): Promise<WebhookEndpointRow> {
  const [row] = await tx
    .insert(webhookEndpoint)
    .values({ ...fields, disabled: fields.disabled ?? false, secret: newSecret() })
    .returning();
  return row!;
}

/** Replaces an endpoint's URL, events and description (and `disabled` when given); its secret stays. */
export async function updateEndpoint(tx: DbOrTx, id: string, fields: WebhookFields): Promise<WebhookEndpointRow> {
  const { url, events, description, disabled } = fields;
  const [row] = await tx
    .update(webhookEndpoint)
    .set({ url, events, description, ...(disabled === undefined ? {} : { disabled }) })
    .where(eq(webhookEndpoint.id, id))
    .returning();
  if (!row) throw notFound('Webhook endpoint not found');
  return row;
}

/** Deletes an endpoint with its deliveries. */
export async function removeEndpoint(tx: DbOrTx, id: string): Promise<void> {
  await tx.delete(webhookEndpoint).where(eq(webhookEndpoint.id, id));
}
