import type { Database } from '../../db/client.js';
import * as endpoints from './endpoints.js';
import * as outbox from './outbox.js';
import { startWebhookWorker, type WebhookWorkerOptions } from './worker.js';

export type { WebhookEndpointRow, WebhookFields } from './endpoints.js';
export type { DeliveryView } from './outbox.js';

type WorkerLog = Parameters<typeof startWebhookWorker>[1];

/**
 * Outbound webhooks (issue 32): staff's endpoints; `emit(tx, type, data)`, which writes an event
 * in the caller's transaction with a delivery per endpoint that takes it (the flows call it with
 * the change); its worker, started here like the mail outbox's, delivering from any instance.
 */
export function createWebhookService(db: Database, log: WorkerLog, options: WebhookWorkerOptions) {
  const worker = startWebhookWorker(db, log, options);
  return {
    checkUrl: (url: string) => endpoints.checkUrl(options.allowPrivate, url),
    lockEndpoint: endpoints.lockEndpoint,
    assertEndpoint: (id: string) => endpoints.assertEndpoint(db, id),
    list: () => endpoints.listEndpoints(db),
    create: endpoints.createEndpoint,
    update: endpoints.updateEndpoint,
    remove: endpoints.removeEndpoint,
    emit: outbox.emit,
    deliveries: (endpointId: string, page: number, limit: number) => outbox.deliveryPage(db, endpointId, page, limit),
    /** Makes a delivery due now, in the caller's transaction (404 when the endpoint has no such delivery); wake() after. */
    retry: outbox.retryDelivery,
    /** After a commit that emitted events. */
    wake: worker.wake,
    close: worker.close,
  };
}
export type WebhookService = ReturnType<typeof createWebhookService>;
