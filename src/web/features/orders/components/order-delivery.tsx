import { useState, type ReactNode } from 'react';
import { toast } from '../../../lib/toast';
import type { Order } from '../../../../shared/schemas/order';
import { useUpdateOrderDelivery } from '../api/update-order-delivery';
import { AddressText } from '../../../entities/order/components/address-text';
import { deliveryDays } from '../../../entities/order/model/delivery-days';
import type { OrderDelivery as DeliveryChoice } from './order-now';
import { Button } from '../../../components/ui/button';

type DeliveryOrder = Pick<Order, '_id' | 'lines' | 'shippingAddress' | 'shippingOption'>;

/**
 * The page's delivery picker (addresses and shipping are other features): for the order's one line,
 * or without a basket for the caller's cart.
 */
export type RenderOrderDelivery = (props: {
  basket?: { productId: string; quantity: number };
  value: DeliveryChoice | null;
  onChange: (v: DeliveryChoice | null) => void;
}) => ReactNode;

/** The order's one line, which the shipping options are priced for (a longer order has none to give). */
const basketOf = (order: DeliveryOrder) => {
  const [line, ...more] = order.lines;
  return line && more.length === 0 ? { productId: line.productId, quantity: line.quantity } : undefined;
};

/** Where the order goes and how, as it was saved. */
function DeliverySummary({ order }: { order: DeliveryOrder }) {
  return (
    <div className="flex flex-col gap-3" data-testid="order-delivery">
      {order.shippingAddress && <AddressText address={order.shippingAddress} />}
      {order.shippingOption && (
        <p className="text-sm">
          <span className="font-semibold">{order.shippingOption.name}</span>
          <span className="text-base-content/70"> · {deliveryDays(order.shippingOption.days)}</span>
        </p>
      )}
    </div>
  );
}

interface StepProps {
  order: DeliveryOrder;
  renderDelivery: RenderOrderDelivery;
  onSaved: (order: Order) => void;
  onCancel?: () => void;
}

/** The picker and "Save delivery", which sends PUT /api/order/:id/delivery. */
function DeliveryStep({ order, renderDelivery, onSaved, onCancel }: StepProps) {
  const [choice, setChoice] = useState<DeliveryChoice | null>(null);
  const save = useUpdateOrderDelivery();
  const [tried, setTried] = useState(false);
  const ready = Boolean(choice?.shippingOptionId);
  const submit = () => {
    setTried(true);
    if (!choice?.shippingOptionId) return;
    save.mutate(
      { orderId: order._id, delivery: { addressId: choice.addressId, shippingOptionId: choice.shippingOptionId } },
      {
        onSuccess: (updated) => {
          toast.success('Delivery saved. The total now includes shipping and tax.');
          onSaved(updated);
        },
        onError: (e) => toast.error(e.message),
      },
    );
  };
  return (
    <div className="flex flex-col gap-4">
      {renderDelivery({ basket: basketOf(order), value: choice, onChange: setChoice })}
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="primary" onClick={submit} busy={save.isPending} aria-disabled={!ready || undefined}>
          Save delivery
        </Button>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        )}
        {!ready && (
          <p className={`text-sm ${tried ? 'text-error font-medium' : 'text-base-content/70'}`} aria-live="polite">
            Choose an address and a shipping option.
          </p>
        )}
      </div>
    </div>
  );
}

interface OrderDeliveryProps {
  order: DeliveryOrder;
  /** Unpaid: the delivery may be given or changed. */
  editable: boolean;
  /** The order as the server answered it, with shipping, tax and the total worked out again. */
  onSaved: (order: Order) => void;
  renderDelivery: RenderOrderDelivery;
}

/**
 * An order's delivery on its payment page: the step that asks for it when the order has none
 * (Order Now with the phone only), else the address and shipping option with "Change" while unpaid.
 */
export function OrderDelivery({ order, editable, onSaved, renderDelivery }: OrderDeliveryProps) {
  const [changing, setChanging] = useState(false);
  const missing = !order.shippingAddress;
  if (editable && (missing || changing)) {
    return (
      <DeliveryStep
        order={order}
        renderDelivery={renderDelivery}
        onCancel={missing ? undefined : () => setChanging(false)}
        onSaved={(updated) => {
          setChanging(false);
          onSaved(updated);
        }}
      />
    );
  }
  if (missing) return <p className="text-base-content/70 text-sm">No delivery address was given.</p>;
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <DeliverySummary order={order} />
      {editable && basketOf(order) && (
        <Button size="sm" onClick={() => setChanging(true)} aria-label="Change the delivery">
          Change
        </Button>
      )}
    </div>
  );
}
