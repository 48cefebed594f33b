import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { z } from 'zod';
import { messages } from '../../../../shared/messages';
import { phoneSchema } from '../../../../shared/schemas/common';
import type { Product } from '../../../../shared/schemas/product';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DialogFormActions } from '../../../components/ui/dialog-form-actions';
import { Price } from '../../../components/ui/price';
import { Field } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { useCreateOrder } from '../api/create-order';
import { OrderNowAmounts } from './order-now-amounts';
import { selectedLaptopStore } from '../../../entities/laptop/model/selected-laptop';

/**
 * "Order Now" on a product page, all of it in this file: the button (disabled when out of stock),
 * the native modal <dialog> it opens, and the order form inside, which POSTs through useCreateOrder.
 */

type OrderableProduct = Pick<Product, '_id' | 'name' | 'cost' | 'salePrice' | 'Quantity'>;

/** A saved address and a shipping option (null until chosen), as the page's delivery picker reports them. */
export interface OrderDelivery {
  addressId: string;
  shippingOptionId: string | null;
}

/**
 * Renders the delivery choice inside the form (this feature cannot import the addresses and shipping features, so
 * the page passes its picker in). Without it the order is placed with the phone only, as in the spec.
 */
export type RenderDelivery = (props: {
  basket: { productId: string; quantity: number };
  value: OrderDelivery | null;
  onChange: (v: OrderDelivery | null) => void;
}) => React.ReactNode;

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

/** What the customer cannot change: the product and its unit price (a sale's beside the regular one). */
function ProductFacts({ product }: { product: OrderableProduct }) {
  return (
    <>
      <Field label="Product" className="sm:col-span-2">
        {(id) => <input id={id} className={readOnlyClass} value={product.name} disabled />}
      </Field>
      <div className="fieldset">
        <span className="fieldset-legend pb-1 pt-0 text-sm">Price per unit</span>
        <p className="flex h-10 items-center text-lg font-semibold">
          <Price price={product.salePrice ?? product.cost} regular={product.cost} testId="order-unit-price" />
        </p>
      </div>
    </>
  );
}

/** The form's state: quantity (at most the stock) and phone checked by zod, the running total, and the POST. */
function useOrderForm(product: OrderableProduct, onOrdered: () => void) {
  const schema = useMemo(() => makeSchema(product.Quantity), [product.Quantity]);
  const order = useCreateOrder();
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { quantity: 1, number: '' },
  });
  const quantity = useWatch({ control: form.control, name: 'quantity' });
  const valid = Number.isFinite(quantity) && quantity > 0;
  // What the amounts are worked out for: a whole number of units the stock can fill, else none yet.
  const priced = Number.isInteger(quantity) && quantity >= 1 && quantity <= product.Quantity ? quantity : 0;
  const [delivery, setDelivery] = useState<OrderDelivery | null>(null);
  const [deliveryError, setDeliveryError] = useState<string>();
  const onSubmit = form.handleSubmit((v) => {
    // An address without a shipping option cannot be sent; no address at all is the spec's order (delivery asked for when paying).
    if (delivery && !delivery.shippingOptionId) return setDeliveryError('Choose a shipping option for this address.');
    setDeliveryError(undefined);
    const chosen = delivery?.shippingOptionId ? { addressId: delivery.addressId, shippingOptionId: delivery.shippingOptionId } : {};
    // The laptop the shopper has selected goes on the order line ("for your ThinkPad T480").
    const laptopId = selectedLaptopStore.get()?._id;
    order.mutate(
      { userId: product._id, quantity: v.quantity, number: v.number, ...chosen, ...(laptopId ? { laptopId } : {}) },
      { onSuccess: onOrdered },
    );
  });
  const deliveryProps = {
    basket: { productId: product._id, quantity: valid ? Math.min(Math.trunc(quantity), Math.max(product.Quantity, 1)) : 1 },
    value: delivery,
    onChange: (v: OrderDelivery | null) => {
      setDelivery(v);
      if (v?.shippingOptionId) setDeliveryError(undefined);
    },
  };
  return { register: form.register, errors: form.formState.errors, priced, delivery, onSubmit, order, deliveryProps, deliveryError };
}

interface FormProps {
  product: OrderableProduct;
  email: string;
  onCancel: () => void;
  onOrdered: () => void;
  renderDelivery?: RenderDelivery;
}

/** The page's delivery picker under the phone, with the reason the order cannot be sent yet. */
function DeliverySection({ children, error }: { children: React.ReactNode; error?: string }) {
  return (
    <div className="border-base-300 mt-3 border-t pt-3 sm:col-span-2">
      {children}
      {error && <Alert className="mt-2">{error}</Alert>}
    </div>
  );
}

/** The order form inside the dialog: product and e-mail fixed, quantity and phone chosen. */
function OrderForm({ product, email, onCancel, onOrdered, renderDelivery }: FormProps) {
  const { register, errors, priced, delivery, onSubmit, order, deliveryProps, deliveryError } = useOrderForm(product, onOrdered);
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
      {renderDelivery && <DeliverySection error={deliveryError}>{renderDelivery(deliveryProps)}</DeliverySection>}
      <OrderNowAmounts productId={product._id} unitCost={product.cost} quantity={priced} delivery={renderDelivery ? delivery : null} />
      <DialogFormActions submitLabel="Place order" busy={order.isPending} error={order.error?.message} onCancel={onCancel} />
    </form>
  );
}

interface DialogProps {
  product: OrderableProduct;
  email: string;
  open: boolean;
  onClose: () => void;
  onOrdered?: () => void;
  renderDelivery?: RenderDelivery;
}

/** The Order Now dialog: a Modal (focus stays inside, Esc closes). */
function OrderDialog({ product, email, open, onClose, onOrdered, renderDelivery }: DialogProps) {
  const ordered = () => {
    toast.success(messages.orderAdded);
    onOrdered?.();
    onClose();
  };

  return (
    <Modal
      open={open}
      title={`Order ${product.name}`}
      onClose={onClose}
      width={renderDelivery ? '2xl' : 'lg'}
      titleClassName="text-xl font-bold"
    >
      <p className="text-base-content/70 mb-2 text-sm">Pay by card from My Order once the order is placed.</p>
      {/* Mounted only while open, so every opening starts from a clean form. */}
      {open && <OrderForm product={product} email={email} onCancel={onClose} onOrdered={ordered} renderDelivery={renderDelivery} />}
    </Modal>
  );
}

interface OrderNowProps {
  product: OrderableProduct;
  /** The signed-in customer's e-mail, shown in the form; without one the dialog is not rendered. */
  email: string | undefined;
  /** After a placed order, e.g. to refresh the shown stock. */
  onOrdered?: () => void;
  /** The delivery picker shown in the form (see RenderDelivery). */
  renderDelivery?: RenderDelivery;
}

/** The "Order Now" button ("Out of stock" and disabled when none is left) and the dialog it opens. */
export function OrderNow({ product, email, onOrdered, renderDelivery }: OrderNowProps) {
  const [open, setOpen] = useState(false);
  const outOfStock = product.Quantity <= 0;
  return (
    <>
      <Button variant="primary" size="lg" className="mt-2 sm:self-start" disabled={outOfStock} onClick={() => setOpen(true)}>
        {outOfStock ? 'Out of stock' : 'Order Now'}
      </Button>
      {email !== undefined && (
        <OrderDialog
          product={product}
          email={email}
          open={open}
          onClose={() => setOpen(false)}
          onOrdered={onOrdered}
          renderDelivery={renderDelivery}
        />
      )}
    </>
  );
}
