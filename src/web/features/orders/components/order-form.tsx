import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { formatPrice } from '../../../../shared/money';
import { phoneSchema } from '../../../../shared/schemas/order';
import { useCreateOrder } from '../api/create-order';
import { Field } from '../../../components/ui/form-field';

export interface OrderableProduct {
  _id: string;
  name: string;
  cost: number;
  Quantity: number;
}

const makeSchema = (stock: number) =>
  z.object({
    quantity: z
      .number({ message: 'Choose how many units you want.' })
      .int({ message: 'Choose a whole number of units.' })
      .min(1, { message: 'Order at least 1 unit.' })
      .max(stock, { message: `Only ${stock} in stock.` }),
    number: z
      .string()
      .trim()
      .min(1, { message: 'Enter your phone number so we can reach you about delivery.' })
      .refine((v) => phoneSchema.safeParse(v).success, { message: 'Use digits, spaces, +, ( ) or - only.' }),
  });

const readOnlyClass = 'input w-full bg-base-200';

/** What the customer cannot change: the product and its unit price. */
function ProductFacts({ product }: { product: OrderableProduct }) {
  return (
    <>
      <Field label="Product" className="sm:col-span-2">
        {(id) => <input id={id} className={readOnlyClass} value={product.name} disabled />}
      </Field>
      <div className="fieldset">
        <span className="fieldset-legend pb-1 pt-0 text-sm">Price per unit</span>
        <p className="flex h-10 items-center text-lg font-semibold" data-testid="order-unit-price">
          {formatPrice(product.cost)}
        </p>
      </div>
    </>
  );
}

interface FooterProps {
  total: number;
  error?: string;
  busy: boolean;
  onCancel: () => void;
}

/** The total, the server's refusal (e.g. out of stock) in red, and the two buttons. */
function OrderFooter({ total, error, busy, onCancel }: FooterProps) {
  return (
    <>
      <p className="mt-3 flex items-baseline justify-between text-lg sm:col-span-2" aria-live="polite">
        <span>Total</span>
        <strong data-testid="order-total">{formatPrice(total)}</strong>
      </p>
      {error && (
        <p role="alert" className="text-error text-sm font-medium sm:col-span-2">
          {error}
        </p>
      )}
      <div className="modal-action sm:col-span-2">
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          Place order
        </button>
      </div>
    </>
  );
}

interface Props {
  product: OrderableProduct;
  email: string;
  onCancel: () => void;
  onOrdered: () => void;
}

/** The order form inside the modal: product and e-mail fixed, quantity and phone chosen. */
export function OrderForm({ product, email, onCancel, onOrdered }: Props) {
  const schema = useMemo(() => makeSchema(product.Quantity), [product.Quantity]);
  const order = useCreateOrder();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { quantity: 1, number: '' },
  });
  const quantity = useWatch({ control, name: 'quantity' });
  const total = Number.isFinite(quantity) && quantity > 0 ? product.cost * quantity : 0;

  const onSubmit = handleSubmit((v) =>
    order.mutate({ userId: product._id, quantity: v.quantity, number: v.number }, { onSuccess: onOrdered }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-2">
      <ProductFacts product={product} />
      <Field label="Quantity" hint={`${product.Quantity} in stock`} error={errors.quantity?.message}>
        {(id, describedBy) => (
          <input
            id={id}
            type="number"
            min={1}
            max={product.Quantity}
            step={1}
            inputMode="numeric"
            className={`input w-full ${errors.quantity ? 'input-error' : ''}`}
            aria-invalid={errors.quantity ? true : undefined}
            aria-describedby={describedBy}
            {...register('quantity', { valueAsNumber: true })}
          />
        )}
      </Field>
      <Field label="Email" className="sm:col-span-2">
        {(id) => <input id={id} type="email" className={readOnlyClass} value={email} readOnly />}
      </Field>
      <Field label="Phone" className="sm:col-span-2" error={errors.number?.message}>
        {(id, describedBy) => (
          <input
            id={id}
            type="tel"
            autoComplete="tel"
            required
            placeholder="+1 555 010 2030"
            className={`input w-full ${errors.number ? 'input-error' : ''}`}
            aria-invalid={errors.number ? true : undefined}
            aria-describedby={describedBy}
            {...register('number')}
          />
        )}
      </Field>
      <OrderFooter total={total} error={order.error?.message} busy={order.isPending} onCancel={onCancel} />
    </form>
  );
}
