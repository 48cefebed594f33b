import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { z } from 'zod';
// zod's browser setting (jitless, no CSP report) before this file builds its schema: nothing else here loads common.
import '../../../../shared/schemas/common';
import { formatPrice } from '../../../../shared/money';
import type { Order } from '../../../../shared/schemas/order';
import { DialogFormActions } from '../../../components/ui/dialog-form-actions';
import { FormField } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { ApiError } from '../../../lib/api-client';
import { useUpdateOrderStatus } from '../api/update-order-status';
import { useSignOutOnAuthError } from '../hooks/use-sign-out-on-auth-error';
import { ACTIONS, type NextStatus } from './order-status-actions';
import { unitsOf, unitsText } from '../utils/order-units';
import { refundableOf } from '../utils/refundable';

export interface StatusChange {
  order: Order;
  status: NextStatus;
}

const COPY: Record<NextStatus, { title: string; text: (o: Order) => string; back: string; done: (o: Order) => string }> = {
  shipped: {
    title: 'Mark this order shipped',
    text: () => 'The customer gets an e-mail that the order is on its way, with the tracking number if you add one.',
    back: 'Back',
    done: () => 'Order marked as shipped.',
  },
  delivered: {
    title: 'Mark this order delivered',
    text: () => 'Confirm that the parcel reached the customer. This is the last step of the order.',
    back: 'Back',
    done: () => 'Order marked as delivered.',
  },
  cancelled: {
    title: 'Cancel this order?',
    text: (o) => {
      const n = unitsOf(o);
      const stock = `${unitsText(n)} ${n === 1 ? 'goes' : 'go'} back to stock`;
      // The server refunds a paid order in full first; if the provider refuses, the order stays as it is.
      const left = formatPrice(refundableOf(o));
      const refund = o.refunded > 0 ? `The rest of the payment (${left}) is refunded` : `The order is refunded in full (${left})`;
      const head = o.paid ? `${refund} and its ${stock}` : stock;
      return `${head.charAt(0).toUpperCase()}${head.slice(1)}. A cancelled order cannot be reopened.`;
    },
    back: 'Keep order',
    done: (o) => (o.paid ? 'Order cancelled and refunded.' : 'Order cancelled.'),
  },
};

const schema = z.object({
  trackingNumber: z.string().trim().max(100, { message: 'Use at most 100 characters.' }),
});
type Values = z.input<typeof schema>;

/** The confirmation form: the order in brief, the tracking number when shipping, and the buttons. */
function StatusForm({ change, onClose }: { change: StatusChange; onClose: () => void }) {
  const { order, status } = change;
  const update = useUpdateOrderStatus();
  useSignOutOnAuthError(update.error);
  const { register, handleSubmit, formState } = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { trackingNumber: '' },
  });
  const onSubmit = handleSubmit(({ trackingNumber }) =>
    update.mutate(
      { id: order._id, status, trackingNumber: status === 'shipped' ? trackingNumber : undefined },
      {
        onSuccess: () => {
          toast.success(COPY[status].done(order));
          onClose();
        },
        onError: (e) => {
          toast.error(e.message);
          // 409: the order moved on meanwhile; the list shows its new state (see the mutation).
          if (e instanceof ApiError && e.status === 409) onClose();
        },
      },
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate>
      <p className="bg-base-200 rounded-box mb-3 p-3 text-sm" data-testid="status-dialog-order">
        <strong>{order.orderName}</strong> × {unitsOf(order)} · {formatPrice(order.cost)}
        <br />
        <span className="text-base-content/70 break-all">{order.userEmail}</span>
      </p>
      <p className="text-base-content/80 text-sm">{COPY[status].text(order)}</p>
      {status === 'shipped' && (
        <FormField
          label="Tracking number (optional)"
          hint="As printed on the carrier's label, e.g. 1Z999AA10123456784."
          autoComplete="off"
          autoFocus
          maxLength={100}
          error={formState.errors.trackingNumber?.message}
          className="mt-2"
          {...register('trackingNumber')}
        />
      )}
      <DialogFormActions
        submitLabel={ACTIONS[status].label}
        submitVariant={ACTIONS[status].variant}
        busy={update.isPending}
        cancelLabel={COPY[status].back}
        onCancel={onClose}
        wide={false}
      />
    </form>
  );
}

/** Manage Order's confirmation dialog (a Modal: focus stays inside, Esc closes). */
export function OrderStatusDialog({ change, onClose }: { change: StatusChange | null; onClose: () => void }) {
  return (
    <Modal
      open={change !== null}
      title={change ? COPY[change.status].title : 'Change the order'}
      onClose={onClose}
      titleClassName="mb-3 text-xl font-bold"
    >
      {/* Mounted only while open, so every opening starts from a clean form. */}
      {change && <StatusForm key={`${change.order._id}-${change.status}`} change={change} onClose={onClose} />}
    </Modal>
  );
}
