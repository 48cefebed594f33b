import { zodResolver } from '@hookform/resolvers/zod';
import { lazy, Suspense, useEffect, useId } from 'react';
import {
  useForm,
  useWatch,
  type Control,
  type DefaultValues,
  type FieldErrors,
  type UseFormRegister,
  type UseFormSetValue,
} from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { z } from 'zod';
import type { OrderLine } from '../../../../shared/schemas/checkout';
import { REFUND_DESTINATIONS } from '../../../../shared/schemas/gift-card';
import {
  RETURN_REASON_LABELS,
  RETURN_REASONS,
  returnCreateSchema,
  type Return,
  type ReturnCreateInput,
} from '../../../../shared/schemas/return';
import { DialogFormActions } from '../../../components/ui/dialog-form-actions';
import { Field } from '../../../components/ui/field';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCreateReturn } from '../api/create-return';
import { REFUND_TO_CHOICES } from '../utils/refund-to';

const quantitySchema = returnCreateSchema.shape.lines.element.shape.quantity;

/** The exchange's choice of parts (issue 31): only loaded when a wrong-fit return of one line is asked for. */
const ExchangeChoice = lazy(() => import('./exchange-choice'));

/**
 * The form's shape: every line of the order with a tick and a quantity, a reason and a note. It
 * checks each ticked quantity against what is left of its line, then becomes the request body
 * and passes the server's own schema (returnCreateSchema).
 */
const formSchemaFor = (left: Map<string, number>) =>
  z
    .object({
      lines: z.array(z.object({ productId: z.string(), selected: z.boolean(), quantity: z.string() })),
      reason: z.enum(RETURN_REASONS, { message: 'Choose why the parts go back.' }),
      note: returnCreateSchema.shape.note,
      refundTo: z.enum(REFUND_DESTINATIONS),
      /** The part chosen in exchange ("": none, refund me); sent only with a wrong-fit return of one line. */
      exchangeProductId: z.string(),
    })
    .superRefine((v, ctx) => {
      v.lines.forEach((line, i) => {
        if (!line.selected) return;
        const max = left.get(line.productId) ?? 0;
        const quantity = quantitySchema.safeParse(line.quantity);
        const message = !quantity.success ? 'Enter a whole number of units.' : quantity.data > max ? `At most ${max}.` : null;
        if (message) ctx.addIssue({ code: 'custom', path: ['lines', i, 'quantity'], message });
      });
      if (!v.lines.some((l) => l.selected))
        ctx.addIssue({ code: 'custom', path: ['lines'], message: 'Choose at least one part to return.' });
    })
    .transform((v): ReturnCreateInput => {
      const lines = v.lines.filter((l) => l.selected).map((l) => ({ productId: l.productId, quantity: l.quantity }));
      const exchanging = v.reason === 'wrong_fit' && lines.length === 1 && v.exchangeProductId !== '';
      return {
        lines,
        reason: v.reason,
        note: v.note,
        refundTo: v.refundTo,
        ...(exchanging && { exchange: { productId: v.exchangeProductId } }),
      };
    })
    .pipe(returnCreateSchema);
type Schema = ReturnType<typeof formSchemaFor>;
type Values = z.input<Schema>;

interface LineProps {
  line: OrderLine;
  index: number;
  left: number;
  selected: boolean;
  register: UseFormRegister<Values>;
  error?: string;
}

/** One part of the order: a tick to send it back and, once ticked, how many units. */
function LineChoice({ line, index, left, selected, register, error }: LineProps) {
  const id = useId();
  const bought = `Bought ${line.quantity}`;
  return (
    <li
      className="border-base-300 flex flex-wrap items-center gap-x-3 gap-y-1 border-b py-2 last:border-b-0"
      data-testid="return-line-choice"
    >
      <input id={id} type="checkbox" className="checkbox checkbox-sm" disabled={left === 0} {...register(`lines.${index}.selected`)} />
      <label htmlFor={id} className="min-w-0 flex-1 cursor-pointer text-sm">
        <span className="block font-medium break-words">{line.name}</span>
        <span className="text-base-content/70 block text-xs">
          {left === 0 ? `${bought} · already being returned` : `${bought} · up to ${left} can go back`}
        </span>
      </label>
      {selected && left > 0 && (
        <div className="flex items-center gap-2">
          <label htmlFor={`${id}-quantity`} className="text-sm">
            Units<span className="sr-only"> of {line.name} to return</span>
          </label>
          <input
            id={`${id}-quantity`}
            type="number"
            inputMode="numeric"
            min={1}
            max={left}
            step={1}
            className={`input input-sm w-20 ${error ? 'input-error' : ''}`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            {...register(`lines.${index}.quantity`)}
          />
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="text-error w-full text-sm">
          {error}
        </p>
      )}
    </li>
  );
}

/** The reasons as radio buttons, with their labels from the shared schema. */
function ReasonChoice({ register, error }: { register: UseFormRegister<Values>; error?: string }) {
  const id = useId();
  return (
    <fieldset className="fieldset py-1" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="fieldset-legend pt-0 pb-1 text-sm">Why are they going back?</legend>
      {RETURN_REASONS.map((reason) => (
        <label key={reason} className="flex cursor-pointer items-center gap-2 py-0.5 text-sm">
          <input type="radio" className="radio radio-sm" value={reason} aria-invalid={error ? true : undefined} {...register('reason')} />
          {RETURN_REASON_LABELS[reason]}
        </label>
      ))}
      {error && (
        <p id={`${id}-error`} className="text-error text-sm">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** "Refund to": back the way they paid, or as store credit (offered where the shop allows it). */
function RefundToChoice({ register }: { register: UseFormRegister<Values> }) {
  return (
    <fieldset className="fieldset py-1" data-testid="refund-to-choice">
      <legend className="fieldset-legend pt-0 pb-1 text-sm">Refund to</legend>
      {REFUND_DESTINATIONS.map((to) => (
        <label key={to} className="flex cursor-pointer items-center gap-2 py-0.5 text-sm">
          <input type="radio" className="radio radio-sm" value={to} {...register('refundTo')} />
          {REFUND_TO_CHOICES[to]}
        </label>
      ))}
      <p className="text-base-content/70 text-xs">Store credit pays toward your next orders at checkout.</p>
    </fieldset>
  );
}

interface FormProps {
  orderId: string;
  lines: OrderLine[];
  /** Units of each line that can still go back (see returnableQuantities). */
  left: Map<string, number>;
  onClose: () => void;
  onChanged?: (orderId: string) => unknown;
  /** Whether the shop lets customers take the refund as store credit (public config `storeCreditRefunds`). */
  offerStoreCredit?: boolean;
  /** A guest's order: the request goes through the order link's token. */
  guestToken?: string;
}

interface ExchangeProps {
  orderId: string;
  guestToken?: string | undefined;
  lines: OrderLine[];
  control: Control<Values, unknown, z.output<Schema>>;
  register: UseFormRegister<Values>;
  setValue: UseFormSetValue<Values>;
}

/** With the reason "It does not fit my laptop" and one part ticked: the parts that could replace it (lazy). */
function ExchangeOffer({ orderId, guestToken, lines, control, register, setValue }: ExchangeProps) {
  const [reason, chosen] = useWatch({ control, name: ['reason', 'lines'] });
  const ticked = chosen.flatMap((l, i) => (l.selected ? [{ ...l, line: lines[i]! }] : []));
  const one = reason === 'wrong_fit' && ticked.length === 1 ? ticked[0]! : null;
  const productId = one?.productId ?? null;
  // Another part (or none) ticked: the choice made for the last one no longer applies.
  useEffect(() => setValue('exchangeProductId', ''), [productId, setValue]);
  if (!one) return null;
  const units = quantitySchema.safeParse(one.quantity);
  return (
    <Suspense fallback={<Skeleton className="h-16 w-full" />}>
      <ExchangeChoice
        orderId={orderId}
        guestToken={guestToken}
        productId={one.productId}
        quantity={units.success ? units.data : 1}
        laptop={one.line.laptop?.model ?? null}
        field={register('exchangeProductId')}
      />
    </Suspense>
  );
}

/** Nothing ticked, the refund back the way they paid, no exchange. */
const defaultsFor = (lines: OrderLine[]): DefaultValues<Values> => ({
  lines: lines.map((l) => ({ productId: l.productId, selected: false, quantity: '1' })),
  note: '',
  refundTo: 'original',
  exchangeProductId: '',
});

const requestedText = (ret: Return) =>
  ret.exchange
    ? 'Exchange requested. We will tell you here and by e-mail how to send the part back.'
    : 'Return requested. We will tell you here and by e-mail how to send the parts back.';

const linesError = (errors: FieldErrors<Values>) => errors.lines?.message ?? errors.lines?.root?.message;

/** The customer's return request: which parts and how many, why, a note; the server's refusal shows above the buttons. */
export function ReturnRequestForm({ orderId, lines, left, onClose, onChanged, offerStoreCredit = false, guestToken }: FormProps) {
  const create = useCreateReturn({ onChanged });
  const { register, handleSubmit, control, formState, setValue } = useForm<Values, unknown, z.output<Schema>>({
    resolver: zodResolver(formSchemaFor(left)),
    defaultValues: defaultsFor(lines),
  });
  const selected = useWatch({ control, name: 'lines' });
  const onSubmit = handleSubmit((body) =>
    create.mutate(
      { orderId, guestToken, ...body },
      {
        onSuccess: (ret) => {
          toast.success(requestedText(ret));
          onClose();
        },
        onError: (error) => void toast.error(error.message),
      },
    ),
  );
  const { errors } = formState;
  return (
    <form onSubmit={onSubmit} noValidate data-testid="return-request-form">
      <fieldset className="fieldset py-1">
        <legend className="fieldset-legend pt-0 pb-1 text-sm">Parts to return</legend>
        <ul>
          {lines.map((line, i) => (
            <LineChoice
              key={line.productId}
              line={line}
              index={i}
              left={left.get(line.productId) ?? 0}
              selected={Boolean(selected[i]?.selected)}
              register={register}
              error={errors.lines?.[i]?.quantity?.message}
            />
          ))}
        </ul>
        {/* The form checks again only the field that changed: the error goes as soon as a part is ticked. */}
        {linesError(errors) && !selected.some((l) => l.selected) && <p className="text-error text-sm">{linesError(errors)}</p>}
      </fieldset>
      <ReasonChoice register={register} error={errors.reason?.message} />
      <ExchangeOffer orderId={orderId} guestToken={guestToken} lines={lines} control={control} register={register} setValue={setValue} />
      {offerStoreCredit && <RefundToChoice register={register} />}
      <Field
        label="Note (optional)"
        hint="At most 1000 characters: what went wrong, which laptop it is for…"
        error={errors.note?.message}
        className="py-1"
      >
        {(id, describedBy) => (
          <textarea id={id} rows={3} maxLength={1000} className="textarea w-full" aria-describedby={describedBy} {...register('note')} />
        )}
      </Field>
      <DialogFormActions submitLabel="Request the return" busy={create.isPending} error={create.error?.message} onCancel={onClose} />
    </form>
  );
}
