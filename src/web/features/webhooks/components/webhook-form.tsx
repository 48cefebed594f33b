import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { WEBHOOK_EVENTS, webhookInputSchema, type Webhook, type WebhookInput } from '../../../../shared/schemas/webhook';
import { DialogFormActions } from '../../../components/ui/dialog-form-actions';
import { FormField } from '../../../components/ui/form-field';

type FormInput = z.input<typeof webhookInputSchema>;
type FormOutput = z.output<typeof webhookInputSchema>;

/** Each event in words beside its name. */
export const EVENT_LABELS: Record<(typeof WEBHOOK_EVENTS)[number], string> = {
  'order.placed': 'An order was placed',
  'order.paid': 'An order was paid',
  'order.shipped': 'An order was shipped',
  'order.delivered': 'An order was delivered',
  'order.cancelled': 'An order was cancelled or expired unpaid',
  'refund.succeeded': 'A refund went through',
  'return.requested': 'A customer asked to return parts',
  'return.received': 'Returned parts arrived',
  'product.low_stock': 'A sale takes a part to its low-stock threshold',
  'product.back_in_stock': 'A sold-out part is back in stock',
};

interface Props {
  webhook?: Webhook;
  busy: boolean;
  error?: string;
  onSave: (input: WebhookInput) => void;
  onCancel: () => void;
}

/** Add or edit an endpoint: its URL, what it is for, and the events it takes (one at least). */
export function WebhookForm({ webhook, busy, error, onSave, onCancel }: Props) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(webhookInputSchema),
    defaultValues: { url: webhook?.url ?? '', description: webhook?.description ?? '', events: webhook?.events ?? [] },
  });
  return (
    <form onSubmit={handleSubmit(onSave)} noValidate className="grid grid-cols-1 gap-x-4">
      <FormField
        label="URL"
        type="url"
        inputMode="url"
        spellCheck={false}
        placeholder="https://example.com/shop-events"
        hint="Where the shop POSTs each event (http or https; not a private or local address)"
        error={errors.url?.message}
        {...register('url')}
      />
      <FormField
        label="Description"
        hint="What receives it, for your colleagues"
        error={errors.description?.message}
        {...register('description')}
      />
      <fieldset className="fieldset" aria-describedby={errors.events ? 'webhook-events-error' : undefined}>
        <legend className="fieldset-legend pt-0 pb-1 text-sm">Events</legend>
        <div className="grid gap-1 sm:grid-cols-2">
          {WEBHOOK_EVENTS.map((name) => (
            <label key={name} className="label cursor-pointer items-start gap-2 whitespace-normal">
              <input type="checkbox" className="checkbox checkbox-sm checkbox-primary mt-0.5" value={name} {...register('events')} />
              <span className="text-base-content text-sm">
                <code className="font-mono text-xs">{name}</code>
                <span className="text-base-content/70 block text-xs">{EVENT_LABELS[name]}</span>
              </span>
            </label>
          ))}
        </div>
        {errors.events && (
          <p id="webhook-events-error" className="text-error text-sm">
            {errors.events.message ?? errors.events.root?.message}
          </p>
        )}
      </fieldset>
      <DialogFormActions
        submitLabel={webhook ? 'Save endpoint' : 'Add endpoint'}
        busy={busy}
        error={error}
        onCancel={onCancel}
        wide={false}
      />
    </form>
  );
}
