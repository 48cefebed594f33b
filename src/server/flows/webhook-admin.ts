import type { Viewer } from '../lib/viewer.js';
import type { WebhookEndpointRow, WebhookFields } from '../modules/webhooks/service.js';
import type { FlowContext } from './context.js';

type Deps = Pick<FlowContext, 'db' | 'webhooks' | 'audit'>;

/** An endpoint's fields the audit trail follows (never its secret). */
const FIELDS = ['url', 'events', 'description', 'disabled'] as const;
const diff = (before: WebhookEndpointRow | null, after: WebhookEndpointRow | null) => ({ before, after, fields: FIELDS });
const entry = (row: WebhookEndpointRow) => ({ entity: 'webhook', entityId: row.id, label: row.url }) as const;

/** Staff add an endpoint (its URL checked first: no private address), with its audit row; the answer carries its secret. */
export async function createWebhook(d: Deps, viewer: Viewer, fields: WebhookFields): Promise<WebhookEndpointRow> {
  await d.webhooks.checkUrl(fields.url);
  return d.db.transaction(async (tx) => {
    const row = await d.webhooks.create(tx, fields);
    await d.audit.record(tx, viewer, { action: 'webhook.create', ...entry(row), diff: diff(null, row) });
    return row;
  });
}

/** Staff change an endpoint's URL, events or description; its secret stays. */
export async function updateWebhook(d: Deps, viewer: Viewer, id: string, fields: WebhookFields): Promise<WebhookEndpointRow> {
  await d.webhooks.checkUrl(fields.url);
  return d.db.transaction(async (tx) => {
    const before = await d.webhooks.lockEndpoint(tx, id);
    const row = await d.webhooks.update(tx, id, fields);
    await d.audit.record(tx, viewer, { action: 'webhook.update', ...entry(row), diff: diff(before, row) });
    return row;
  });
}

/** Staff delete an endpoint with its deliveries (404 when there is none). */
export function removeWebhook(d: Deps, viewer: Viewer, id: string): Promise<void> {
  return d.db.transaction(async (tx) => {
    const before = await d.webhooks.lockEndpoint(tx, id);
    await d.webhooks.remove(tx, id);
    await d.audit.record(tx, viewer, { action: 'webhook.remove', ...entry(before), diff: diff(before, null) });
  });
}

/** Staff send one delivery again (audited; the worker takes it at once). */
export async function retryWebhookDelivery(d: Deps, viewer: Viewer, id: string, deliveryId: string): Promise<void> {
  await d.db.transaction(async (tx) => {
    const row = await d.webhooks.lockEndpoint(tx, id);
    await d.webhooks.retry(tx, id, deliveryId);
    await d.audit.record(tx, viewer, { action: 'webhook.retry', ...entry(row), changes: { delivery: [null, deliveryId] } });
  });
  d.webhooks.wake();
}
