import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import type { z } from 'zod';
import { formatPrice, toCents } from '../../../../shared/money';
import type { Order } from '../../../../shared/schemas/order';
import { refundCreateSchema, type Refund } from '../../../../shared/schemas/refund';
import { Alert } from '../../../components/ui/alert';
import { DialogFormActions } from '../../../components/ui/dialog-form-actions';
import { FormField } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { TextareaField } from '../../../components/ui/textarea-field';
import { RefundToChoice } from '../../../entities/order/components/refund-to-choice';
import { refundDestinationParts } from '../../../entities/order/model/refund-destination';
import { useRefundOrder } from '../api/refund-order';
import { isAuthError, useSignOutOnAuthError } from '../hooks/use-sign-out-on-auth-error';
import { refundableOf } from '../utils/refundable';

/** The server's rules (above 0, two decimals, a reason of at most 500) and at most what is still refundable. */
const schemaFor = (max: number) =>
  refundCreateSchema.extend({
    amount: refundCreateSchema.shape.amount.refine((v) => toCents(v) <= toCents(max), {
      message: `Refund at most ${formatPrice(max)}.`,
    }),
  });
type Schema = ReturnType<typeof schemaFor>;

/** The toast: "Refunded $5.00." to the card alone, else where it went ("Refunded $5.00 as store credit."). */
function refundedText(r: Refund): string {
  const parts = refundDestinationParts(r);
  if (parts.length > 1) return `Refunded ${formatPrice(r.amount)}: ${parts.join(', ')}.`;
  return r.toCard > 0 || parts.length === 0 ? `Refunded ${formatPrice(r.amount)}.` : `Refunded ${parts[0]}.`;
}

/** How the order was paid, when not by card alone: "Paid $20.00 by card, $30.00 with gift card ending ABCD, $5.00 in store credit". */
function PaidWith({ order }: { order: Order }) {
  if (order.giftCards.length === 0 && order.storeCredit === 0) return null;
  const parts = [
    ...(order.amountDue > 0 ? [`${formatPrice(order.amountDue)} by card`] : []),
    ...order.giftCards.map((g) => `${formatPrice(g.amount)} with gift card ending ${g.last4}`),
    ...(order.storeCredit > 0 ? [`${formatPrice(order.storeCredit)} in store credit`] : []),
  ];
  return (
    <>
      <br />
      <span data-testid="refund-dialog-paid-with">Paid {parts.join(', ')}</span>
    </>
  );
}

/** The order in brief: its name, cost, what was already refunded, how it was paid and the customer. */
function OrderSummary({ order }: { order: Order }) {
  return (
    <p className="bg-base-200 rounded-box mb-3 p-3 text-sm" data-testid="refund-dialog-order">
      <strong className="break-words">{order.orderName}</strong> · {formatPrice(order.cost)}
      {order.refunded > 0 && <> · {formatPrice(order.refunded)} refunded</>}
      <PaidWith order={order} />
      <br />
      <span className="text-base-content/70 break-all">{order.userEmail}</span>
    </p>
  );
}

/** How much and why, prefilled with everything still refundable; the server's refusal shows above the buttons. */
function RefundForm({ order, onClose }: { order: Order; onClose: () => void }) {
  const max = refundableOf(order);
  const refund = useRefundOrder(order.userEmail);
  useSignOutOnAuthError(refund.error);
  const { register, handleSubmit, formState } = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(schemaFor(max)),
    defaultValues: { amount: max.toFixed(2), reason: '', to: 'original' },
  });
  const onSubmit = handleSubmit((values) =>
    refund.mutate(
      { id: order._id, ...values },
      {
        onSuccess: (r) => {
          toast.success(refundedText(r));
          onClose();
        },
      },
    ),
  );
  const { errors } = formState;
  return (
    <form onSubmit={onSubmit} noValidate>
      <OrderSummary order={order} />
      <FormField
        label="Amount (USD)"
        hint={`At most ${formatPrice(max)}.`}
        inputMode="decimal"
        autoComplete="off"
        autoFocus
        error={errors.amount?.message}
        className="mt-2"
        {...register('amount')}
      />
      <RefundToChoice field={register('to')} />
      {/* Why the money goes back (the customer reads it), at most 500 characters. */}
      <TextareaField
        label="Reason"
        hint="At most 500 characters. The customer sees it."
        rows={3}
        maxLength={500}
        error={errors.reason?.message}
        {...register('reason')}
      />
      {refund.isError && !isAuthError(refund.error) && (
        <Alert look="box" className="mt-3 text-sm break-words" data-testid="refund-error">
          {refund.error.message}
        </Alert>
      )}
      <DialogFormActions
        submitLabel="Refund"
        submitVariant="warning"
        busy={refund.isPending}
        cancelLabel="Back"
        onCancel={onClose}
        wide={false}
      />
    </form>
  );
}

/** Manage Order's refund dialog (a Modal: focus stays inside, Esc closes, focus returns to the button). */
export function RefundDialog({ order, onClose }: { order: Order | null; onClose: () => void }) {
  return (
    <Modal open={order !== null} title="Refund this order" onClose={onClose} titleClassName="mb-3 text-xl font-bold">
      {/* Mounted only while open, so every opening starts from a clean form and the latest amounts. */}
      {order && <RefundForm key={order._id} order={order} onClose={onClose} />}
    </Modal>
  );
}
