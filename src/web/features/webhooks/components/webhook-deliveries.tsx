import { useState } from 'react';
import type { Webhook, WebhookDelivery } from '../../../../shared/schemas/webhook';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Modal } from '../../../components/ui/modal';
import { Pager } from '../../../components/ui/pager';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDateTime } from '../../../lib/dates';
import { toast } from '../../../lib/toast';
import { useWebhookDeliveries } from '../api/get-webhook-deliveries';
import { useRetryWebhookDelivery } from '../api/retry-webhook-delivery';

const STATUS_CLASS = {
  pending: 'badge-soft badge-warning',
  succeeded: 'badge-soft badge-success',
  failed: 'badge-soft badge-error',
} as const;
const STATUS_TEXT = { pending: 'Pending', succeeded: 'Delivered', failed: 'Failed' } as const;

/** What the last attempt got: the receiver's status, or why there was none. */
function lastAnswer(d: WebhookDelivery): string {
  if (d.attempts === 0) return 'Not tried yet';
  if (d.lastStatusCode !== null)
    return `HTTP ${d.lastStatusCode}${d.lastError && !d.lastError.startsWith('HTTP') ? `: ${d.lastError}` : ''}`;
  return d.lastError ?? '—';
}

/** One delivery: its event, status, attempts, last answer (and its first bytes), next try, and Send again. */
function DeliveryItem({ webhookId, delivery }: { webhookId: string; delivery: WebhookDelivery }) {
  const retry = useRetryWebhookDelivery();
  const send = () =>
    retry.mutate(
      { id: webhookId, deliveryId: delivery._id },
      { onSuccess: () => toast.success(`${delivery.event} will be sent again now.`), onError: (e) => toast.error(e.message) },
    );
  return (
    <li className="border-base-300 flex flex-col gap-2 border-b py-3 last:border-b-0" data-testid="webhook-delivery">
      <div className="flex flex-wrap items-center gap-2">
        <code className="font-mono text-sm font-semibold">{delivery.event}</code>
        <span className={`badge badge-sm ${STATUS_CLASS[delivery.status]}`}>{STATUS_TEXT[delivery.status]}</span>
        <span className="text-base-content/70 text-xs">{formatDateTime(delivery.createdAt)}</span>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
        <dt className="text-base-content/70">Attempts</dt>
        <dd>{delivery.attempts}</dd>
        <dt className="text-base-content/70">Last answer</dt>
        <dd className="min-w-0 break-words">{lastAnswer(delivery)}</dd>
        {delivery.lastResponse && (
          <>
            <dt className="text-base-content/70">It said</dt>
            <dd className="min-w-0">
              <code className="bg-base-200 block max-h-20 overflow-auto rounded px-2 py-1 font-mono text-xs break-all whitespace-pre-wrap">
                {delivery.lastResponse}
              </code>
            </dd>
          </>
        )}
        {delivery.nextAttemptAt && delivery.status === 'pending' && (
          <>
            <dt className="text-base-content/70">Next try</dt>
            <dd>{formatDateTime(delivery.nextAttemptAt)}</dd>
          </>
        )}
        <dt className="text-base-content/70">Event id</dt>
        <dd className="min-w-0 font-mono text-xs break-all">{delivery.eventId}</dd>
      </dl>
      <Button size="xs" className="self-start" busy={retry.isPending} onClick={send}>
        Send again<span className="sr-only">: {delivery.event}</span>
      </Button>
    </li>
  );
}

function DeliveryList({ webhook }: { webhook: Webhook }) {
  const [page, setPage] = useState(1);
  const deliveries = useWebhookDeliveries(webhook._id, page);
  if (deliveries.isPending) return <Skeleton className="h-40 w-full" />;
  if (deliveries.isError) return <ErrorState message={deliveries.error.message} onRetry={() => void deliveries.refetch()} />;
  const { items, total, limit } = deliveries.data;
  if (total === 0) return <EmptyState>Nothing sent yet: deliveries appear here when one of its events happens.</EmptyState>;
  return (
    <>
      <ul aria-label="Deliveries">
        {items.map((d) => (
          <DeliveryItem key={d._id} webhookId={webhook._id} delivery={d} />
        ))}
      </ul>
      <Pager page={page} limit={limit} total={total} onPage={setPage} noun={['delivery', 'deliveries']} />
    </>
  );
}

/** An endpoint's deliveries, newest first, in a dialog: status, attempts, the last answer, and Send again. */
export function WebhookDeliveriesDialog({ webhook, onClose }: { webhook: Webhook | null; onClose: () => void }) {
  return (
    <Modal open={webhook !== null} title="Deliveries" onClose={onClose} width="2xl" actions={<Button onClick={onClose}>Close</Button>}>
      {webhook && (
        <>
          <p className="text-base-content/70 mb-2 text-sm break-all">{webhook.url}</p>
          <DeliveryList webhook={webhook} />
        </>
      )}
    </Modal>
  );
}
