import { useState } from 'react';
import type { Webhook, WebhookInput } from '../../../../shared/schemas/webhook';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { FormDialog } from '../../../components/ui/form-dialog';
import { RowActions } from '../../../components/ui/row-actions';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../lib/toast';
import { useWebhooks } from '../api/get-webhooks';
import { useCreateWebhook, useDeleteWebhook, useUpdateWebhook } from '../api/save-webhook';
import { NewSecret } from './new-secret';
import { WebhookDeliveriesDialog } from './webhook-deliveries';
import { WebhookForm } from './webhook-form';

/** Which form the dialog holds: none, a new endpoint, or an existing one. */
type Editing = null | { webhook?: Webhook };

interface CardProps {
  webhook: Webhook;
  onEdit: () => void;
  onDelete: () => void;
  onDeliveries: () => void;
}

/** One endpoint: its URL, description, events, and its actions. */
function WebhookCard({ webhook, onEdit, onDelete, onDeliveries }: CardProps) {
  return (
    <li className="card card-border bg-base-100" data-testid="webhook-card">
      <div className="card-body gap-2 p-4">
        <h3 className="font-mono text-sm font-semibold break-all">{webhook.url}</h3>
        {webhook.description && <p className="text-sm">{webhook.description}</p>}
        <ul className="flex flex-wrap gap-1" aria-label="Events">
          {webhook.events.map((e) => (
            <li key={e} className="badge badge-outline badge-sm font-mono">
              {e}
            </li>
          ))}
        </ul>
        <div className="mt-1 flex flex-wrap gap-1">
          <Button size="responsive" variant="primary" outline onClick={onDeliveries} aria-label={`Deliveries to ${webhook.url}`}>
            Deliveries
          </Button>
          <RowActions editLabel={`Edit ${webhook.url}`} deleteLabel={`Delete ${webhook.url}`} onEdit={onEdit} onDelete={onDelete} />
        </div>
      </div>
    </li>
  );
}

/** The dialog's save: a new endpoint (its secret then shown once) or the edited one; the dialog closes on success. */
function useSaveWebhook(editing: Editing, close: () => void, onCreated: (w: Webhook & { secret: string }) => void) {
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const current = editing?.webhook ? update : create;
  const save = (input: WebhookInput) => {
    const onError = (e: Error) => toast.error(e.message);
    if (editing?.webhook) {
      update.mutate({ id: editing.webhook._id, input }, { onSuccess: () => (toast.success('The endpoint was saved.'), close()), onError });
    } else {
      create.mutate(input, { onSuccess: (w) => (close(), onCreated({ ...w, secret: w.secret ?? '' })), onError });
    }
  };
  const open = (next: Editing) => {
    create.reset();
    update.reset();
    return next;
  };
  return { save, busy: current.isPending, error: current.error?.message, open };
}

/** Webhooks (settings:write): the endpoints, Add (the secret shown once), Edit, Delete, and each one's deliveries. */
export function WebhooksAdmin() {
  const webhooks = useWebhooks();
  const remove = useDeleteWebhook();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Webhook | null>(null);
  const [watching, setWatching] = useState<Webhook | null>(null);
  const [created, setCreated] = useState<(Webhook & { secret: string }) | null>(null);
  const close = () => setEditing(null);
  const saver = useSaveWebhook(editing, close, setCreated);

  return (
    <div className="flex flex-col gap-4">
      {created && <NewSecret key={created._id} webhook={created} onDone={() => setCreated(null)} />}
      <Button variant="primary" size="sm" className="self-start" onClick={() => setEditing(saver.open({}))}>
        Add endpoint
      </Button>
      {webhooks.isPending && <Skeleton className="h-48 w-full" />}
      {webhooks.isError && <ErrorState message={webhooks.error.message} onRetry={() => void webhooks.refetch()} />}
      {webhooks.isSuccess && webhooks.data.length === 0 && (
        <EmptyState>No endpoints yet: no other system hears what happens in the shop.</EmptyState>
      )}
      {webhooks.isSuccess && webhooks.data.length > 0 && (
        <ul className="grid gap-3 lg:grid-cols-2" aria-label="Endpoints">
          {webhooks.data.map((webhook) => (
            <WebhookCard
              key={webhook._id}
              webhook={webhook}
              onEdit={() => setEditing(saver.open({ webhook }))}
              onDelete={() => setDeleting(webhook)}
              onDeliveries={() => setWatching(webhook)}
            />
          ))}
        </ul>
      )}
      <FormDialog title={editing ? (editing.webhook ? 'Edit endpoint' : 'New endpoint') : null} onClose={close}>
        <WebhookForm webhook={editing?.webhook} busy={saver.busy} error={saver.error} onSave={saver.save} onCancel={close} />
      </FormDialog>
      <WebhookDeliveriesDialog webhook={watching} onClose={() => setWatching(null)} />
      <ConfirmDialog
        title={deleting ? 'Delete this endpoint?' : null}
        body={deleting ? `${deleting.url} will get no more events, and its deliveries are deleted with it.` : ''}
        confirmLabel="Delete"
        onConfirm={() =>
          deleting ? remove.mutateAsync(deleting._id).then(() => toast.success('The endpoint was deleted.')) : Promise.resolve()
        }
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
