import { zodResolver } from '@hookform/resolvers/zod';
import { useId, type ComponentProps } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import type { z } from 'zod';
import { formatPrice, toCents } from '../../../../shared/money';
import type { Order } from '../../../../shared/schemas/order';
import { refundCreateSchema } from '../../../../shared/schemas/refund';
import { Field, FormField } from '../../../components/ui/form-field';
import { useModalDialog } from '../../../components/ui/use-modal-dialog';
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

/** The order in brief: its name, cost, what was already refunded and the customer. */
function OrderSummary({ order }: { order: Order }) {
  return (
    <p className="bg-base-200 rounded-box mb-3 p-3 text-sm" data-testid="refund-dialog-order">
      <strong className="break-words">{order.orderName}</strong> · {formatPrice(order.cost)}
      {order.refunded > 0 && <> · {formatPrice(order.refunded)} refunded</>}
      <br />
      <span className="text-base-content/70 break-all">{order.userEmail}</span>
    </p>
  );
}

/** Why the money goes back (the customer reads it), at most 500 characters. */
function ReasonField({ error, ...textarea }: ComponentProps<'textarea'> & { error?: string }) {
  return (
    <Field label="Reason" hint="At most 500 characters. The customer sees it." error={error} className="py-1">
      {(id, describedBy) => (
        <textarea
          id={id}
          rows={3}
          maxLength={500}
          className={`textarea w-full ${error ? 'textarea-error' : ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...textarea}
        />
      )}
    </Field>
  );
}

/** How much and why, prefilled with everything still refundable; the server's refusal shows above the buttons. */
function RefundForm({ order, onClose }: { order: Order; onClose: () => void }) {
  const max = refundableOf(order);
  const refund = useRefundOrder(order.userEmail);
  useSignOutOnAuthError(refund.error);
  const { register, handleSubmit, formState } = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(schemaFor(max)),
    defaultValues: { amount: max.toFixed(2), reason: '' },
  });
  const onSubmit = handleSubmit((values) =>
    refund.mutate(
      { id: order._id, ...values },
      {
        onSuccess: (r) => {
          toast.success(`Refunded ${formatPrice(r.amount)}.`);
          onClose();
        },
      },
    ),
  );
  const { errors } = formState;
  return (
    <form onSubmit={onSubmit} noValidate>
      <OrderSummary order={order} />
      <p className="text-base-content/80 text-sm">The money goes back to the customer through the payment provider.</p>
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
      <ReasonField error={errors.reason?.message} {...register('reason')} />
      {refund.isError && !isAuthError(refund.error) && (
        <p role="alert" className="alert alert-error alert-soft mt-3 text-sm break-words" data-testid="refund-error">
          {refund.error.message}
        </p>
      )}
      <div className="modal-action">
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          Back
        </button>
        <button type="submit" className="btn btn-warning" disabled={refund.isPending}>
          {refund.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          Refund
        </button>
      </div>
    </form>
  );
}

/** Manage Order's refund dialog (native modal <dialog>: focus stays inside, Esc closes, focus returns to the button). */
export function RefundDialog({ order, onClose }: { order: Order | null; onClose: () => void }) {
  const ref = useModalDialog(order !== null);
  const titleId = useId();
  return (
    <dialog ref={ref} className="modal modal-bottom sm:modal-middle" aria-labelledby={titleId} onClose={onClose}>
      <div className="modal-box sm:max-w-md">
        <h2 id={titleId} className="mb-3 text-xl font-bold">
          Refund this order
        </h2>
        {/* Mounted only while open, so every opening starts from a clean form and the latest amounts. */}
        {order && <RefundForm key={order._id} order={order} onClose={onClose} />}
      </div>
      <form method="dialog" className="modal-backdrop">
        <button type="submit" tabIndex={-1}>
          Close
        </button>
      </form>
    </dialog>
  );
}
