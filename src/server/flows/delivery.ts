import { apiMessages } from '../../shared/messages.js';
import type { AddressFields, ShippingAddress } from '../../shared/schemas/address.js';
import { conflict } from '../lib/errors.js';
import type { Viewer } from '../lib/viewer.js';
import type { OrderDelivery, OrderDetail } from '../modules/orders/service.js';
import type { Basket, DeliveryTerms } from '../modules/shipping/service.js';
import { cancelIntents, type CancelIntentsDeps } from './cancel-intents.js';
import type { FlowContext } from './context.js';
import { assertNoTenders } from './tenders.js';

/** What reading and pricing a delivery takes. */
export type DeliveryDeps = Pick<FlowContext, 'addresses' | 'shipping'>;

/** Where an order goes: a saved address or one given with the request, and a shipping option. */
export interface DeliveryRequest {
  addressId?: string | undefined;
  address?: AddressFields | undefined;
  shippingOptionId: string;
}

/** The address the request names: the caller's own saved address (404 for anyone else's), or the one it carries. */
async function resolveAddress(d: DeliveryDeps, viewer: Viewer, request: DeliveryRequest): Promise<ShippingAddress> {
  if (request.addressId) return d.addresses.toShippingAddress(await d.addresses.get(viewer.id, request.addressId));
  return request.address!;
}

/** What decides shipping: the subtotal (free above a threshold) and whether a battery travels. */
export const basketOf = (lines: { category: string }[], subtotalCents: number): Basket => ({
  subtotalCents,
  batteries: lines.some((l) => l.category === 'batteries'),
});

/** What a delivery is priced from, read before the parcel is known: the address, the option and the tax rate. */
export interface DeliveryReads {
  address: ShippingAddress;
  terms: DeliveryTerms;
}

/**
 * Reads what a delivery is priced from: a saved address first (its country decides), then the
 * option and the destination's tax rate in one query. Nothing here depends on the parcel, so an
 * order reads it at the same time as its products.
 */
export async function readDelivery(d: DeliveryDeps, viewer: Viewer, request: DeliveryRequest): Promise<DeliveryReads> {
  const address = await resolveAddress(d, viewer, request);
  return { address, terms: await d.shipping.deliveryTerms(request.shippingOptionId, address.country) };
}

/**
 * Prices a delivery for these lines: the option must serve the destination and, with a battery in
 * the parcel, be allowed to carry it; tax is the destination's rate on subtotal + shipping.
 */
export function deliveryFor(
  d: Pick<FlowContext, 'shipping'>,
  read: DeliveryReads,
  lines: { category: string }[],
  subtotalCents: number,
): OrderDelivery {
  const { address, terms } = read;
  const option = d.shipping.priceFor(terms.option, address.country, basketOf(lines, subtotalCents));
  const { taxRateBasisPoints } = terms;
  const { taxCents } = d.shipping.orderTotals({ subtotalCents, shippingCents: option.priceCents, taxRateBasisPoints });
  return {
    address,
    shippingOptionId: option.id,
    shippingOptionName: option.name,
    shippingDays: option.days,
    shippingCents: option.priceCents,
    taxRateBasisPoints,
    taxCents,
  };
}

/**
 * The delivery of an order whose lines come to `payableSubtotalCents` after their discounts and
 * whose shipping a promotion took `shippingOffCents` off: tax is the destination's rate on what is
 * left to pay (subtotal - discount + shipping).
 */
export function discountDelivery(
  d: Pick<FlowContext, 'shipping'>,
  delivery: OrderDelivery,
  payableSubtotalCents: number,
  shippingOffCents: number,
): OrderDelivery {
  const shippingCents = delivery.shippingCents - shippingOffCents;
  const { taxCents } = d.shipping.orderTotals({
    subtotalCents: payableSubtotalCents,
    shippingCents,
    taxRateBasisPoints: delivery.taxRateBasisPoints,
  });
  return { ...delivery, shippingCents, taxCents };
}

/** Reads and prices a delivery for these lines (see `readDelivery` and `deliveryFor`). */
async function priceDelivery(
  d: DeliveryDeps,
  viewer: Viewer,
  lines: { category: string }[],
  subtotalCents: number,
  request: DeliveryRequest,
): Promise<OrderDelivery> {
  return deliveryFor(d, await readDelivery(d, viewer, request), lines, subtotalCents);
}

/**
 * Gives an unpaid order (Order Now's spec payload has none) its delivery, and works out shipping,
 * tax and the total again. Under the order's row lock: a payment under way makes it a 409; open
 * payment attempts (for the old total) are cancelled, so the old amount can no longer pay it. After
 * the commit the provider is told to cancel their intents.
 */
export async function setDelivery(
  d: Pick<FlowContext, 'db' | 'orders' | 'payments'> & DeliveryDeps & CancelIntentsDeps,
  id: string,
  viewer: Viewer,
  request: DeliveryRequest,
): Promise<OrderDetail> {
  const { order, cancelled } = await d.db.transaction(async (tx) => {
    // Only the owner gives an order its delivery.
    const row = await d.orders.lockVisible(tx, id, viewer, { ownOnly: true });
    if (row.status !== 'pending_payment') throw conflict(row.paidAt ? apiMessages.deliveryLocked : apiMessages.orderNotPayable);
    assertNoTenders(row);
    const current = await d.orders.load(tx, id);
    // Shipping is priced on the list prices (as the options list shows it); tax on what is left to pay.
    const listed = await priceDelivery(d, viewer, current.lines, row.subtotalCents, request);
    const delivery = discountDelivery(d, listed, row.subtotalCents - row.discountCents, 0);
    const { busy, open } = await d.payments.claimOpenPayments(tx, [id]);
    if (busy.size) throw conflict(apiMessages.paymentUnderWay);
    await d.payments.markCanceledIn(
      tx,
      open.map((p) => p.id),
    );
    await d.orders.setDelivery(tx, row, delivery);
    return { order: await d.orders.load(tx, id), cancelled: open };
  });
  await cancelIntents(d, cancelled, 'cancelling a superseded intent failed');
  return order;
}
