import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch, type Control, type Resolver, type UseFormRegister } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { z } from 'zod';
import { formatPrice } from '../../../../shared/money';
import { returnUpdateSchema, type Return, type ReturnUpdateInput } from '../../../../shared/schemas/return';
import { DialogFormActions } from '../../../components/ui/dialog-form-actions';
import { TextareaField } from '../../../components/ui/textarea-field';
import { FormField } from '../../../components/ui/form-field';
import { useUpdateReturn } from '../api/update-return';
import { returnTitle } from '../../../../shared/return-title';
import { REFUND_DESTINATIONS, type RefundDestination } from '../../../../shared/schemas/gift-card';
import { RefundToChoice } from '../../../entities/order/components/refund-to-choice';

export type ReturnStep = ReturnUpdateInput['status'];

/** Each step's words: the button that opens it, the dialog's title, the note's label and hint, the toast. */
export const STEPS: Record<ReturnStep, { action: string; title: string; note: string; hint: string; done: string }> = {
  approved: {
    action: 'Approve',
    title: 'Approve this return',
    note: 'Note for the customer (optional)',
    hint: 'For example what to put in the parcel. The return address is shown to them.',
    done: 'Return approved: the customer sees where to send the parts.',
  },
  rejected: {
    action: 'Reject',
    title: 'Reject this return',
    note: 'Why it is rejected',
    hint: 'The customer reads it on their order.',
    done: 'Return rejected.',
  },
  received: {
    action: 'Mark received',
    title: 'The parcel arrived',
    note: 'Note for the customer (optional)',
    hint: 'For example the state the parts came back in.',
    done: 'Return marked as received.',
  },
  refunded: {
    action: 'Refund',
    title: 'Refund this return',
    note: 'Note for the customer (optional)',
    hint: 'For example why a restocking fee was kept.',
    done: 'Refunded.',
  },
};

interface Values {
  note: string;
  restock: boolean;
  amount: string;
  refundTo: RefundDestination;
}
type Output = z.output<typeof returnUpdateSchema>;

const noteSchema = returnUpdateSchema.shape.note;
const amountSchema = returnUpdateSchema.shape.amount.unwrap();

/** The server's rules for the step (returnUpdateSchema), plus what the screen asks: a reason to reject, an amount to refund. */
const resolverFor = (step: ReturnStep) =>
  zodResolver(
    z
      .object({
        note: step === 'rejected' ? noteSchema.refine((v) => v !== '', { message: 'Tell the customer why.' }) : noteSchema,
        restock: z.boolean(),
        amount: step === 'refunded' ? amountSchema : z.string(),
        refundTo: z.enum(REFUND_DESTINATIONS),
      })
      .transform((v): ReturnUpdateInput => ({
        status: step,
        note: v.note,
        ...(step === 'received' && { restock: v.restock }),
        ...(step === 'refunded' && { amount: v.amount, refundTo: v.refundTo }),
      }))
      .pipe(returnUpdateSchema),
  ) as unknown as Resolver<Values, unknown, Output>;

/** Whether the units go back on the shelf: ticked unless the customer said the part is broken, always changeable. */
function RestockField({
  register,
  control,
  broken,
}: {
  register: UseFormRegister<Values>;
  control: Control<Values, unknown, Output>;
  broken: boolean;
}) {
  const restock = useWatch({ control, name: 'restock' });
  const hintId = useId();
  return (
    <div className="fieldset py-1">
      <label className="flex cursor-pointer items-center gap-2 text-sm">
        <input type="checkbox" className="checkbox checkbox-sm" aria-describedby={hintId} {...register('restock')} />
        Put the units back in stock
      </label>
      <p id={hintId} className="text-base-content/70 text-xs">
        {restock ? 'They can be sold again at once.' : 'Left out of stock: a broken part does not go back on the shelf.'}
        {broken && ' The customer said the part arrived broken or stopped working.'}
      </p>
    </div>
  );
}

/** The return in brief: the order, the customer, the parts and the refund suggested. */
function Summary({ ret }: { ret: Return }) {
  return (
    <div className="bg-base-200 rounded-box mb-3 p-3 text-sm" data-testid="return-step-summary">
      <p className="font-semibold break-words">
        {returnTitle(ret)}: {ret.orderName}
      </p>
      <p className="text-base-content/70 break-all">{ret.userEmail}</p>
      <ul className="mt-1">
        {ret.lines.map((l) => (
          <li key={l.productId} className="break-words">
            {l.quantity} × {l.name}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What an exchange's refund may be at most (the shop's part of the difference); null for a plain return. */
const exchangeCap = (ret: Return) => (ret.exchange && ret.exchange.status !== 'cancelled' ? Math.max(0, -ret.exchange.difference) : null);
const suggested = (ret: Return) => exchangeCap(ret) ?? ret.suggestedRefund;

interface FormProps {
  ret: Return;
  step: ReturnStep;
  onClose: () => void;
  onChanged?: (ret: Return) => unknown;
}

/** The next step of a return, with what it needs; the server's refusal (409, 502) shows above the buttons. */
export function ReturnStepForm({ ret, step, onClose, onChanged }: FormProps) {
  const update = useUpdateReturn({ onChanged });
  const { register, control, handleSubmit, formState } = useForm<Values, unknown, Output>({
    resolver: resolverFor(step),
    defaultValues: { note: '', restock: ret.reason !== 'defective', amount: suggested(ret).toFixed(2), refundTo: ret.refundTo },
  });
  const onSubmit = handleSubmit((body) =>
    update.mutate(
      { id: ret._id, ...body },
      {
        onSuccess: () => {
          toast.success(STEPS[step].done);
          onClose();
        },
      },
    ),
  );
  const { errors } = formState;
  return (
    <form onSubmit={onSubmit} noValidate data-testid="return-step-form">
      <Summary ret={ret} />
      {step === 'received' && <RestockField register={register} control={control} broken={ret.reason === 'defective'} />}
      {step === 'refunded' && (
        <FormField
          label="Amount (USD)"
          hint={
            exchangeCap(ret) === null
              ? `Suggested: ${formatPrice(ret.suggestedRefund)}, the parts with their share of tax. Lower it to keep a restocking fee.`
              : `An exchange: at most ${formatPrice(exchangeCap(ret)!)}, what the shop owes of the difference.`
          }
          inputMode="decimal"
          autoComplete="off"
          error={errors.amount?.message}
          {...register('amount')}
        />
      )}
      {step === 'refunded' && <RefundToChoice field={register('refundTo')} customerChose={ret.refundTo} />}
      <TextareaField
        label={STEPS[step].note}
        hint={STEPS[step].hint}
        rows={3}
        maxLength={1000}
        error={errors.note?.message}
        {...register('note')}
      />
      <DialogFormActions submitLabel={STEPS[step].action} busy={update.isPending} error={update.error?.message} onCancel={onClose} />
    </form>
  );
}
