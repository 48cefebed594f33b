import type { z } from 'zod';
import { toDollars } from '../../../shared/money.js';
import { returnTitle } from '../../../shared/return-title.js';
import type { OrderLine } from '../../../shared/schemas/checkout.js';
import type { Order, orderCreateSchema, PackingSlip } from '../../../shared/schemas/order.js';
import type { OrderRequest } from '../../flows/place-order.js';
import type { OrderView } from '../../flows/reads/orders.js';
import type { PackingSlipPart } from '../../flows/reads/packing-slip.js';
import { orderTitle, returnableUntil, type NewOrderLine, type OrderDetail, type OrderDiscountRow } from '../../modules/orders/service.js';
import type { OrderDiscount } from '../../../shared/schemas/promotion.js';
import { giftCardsToWire, refundToWire } from '../payments/wire.js';

// ── Wire mapping: the spec's names on the wire, the domain's in the services (ADR 003) ──

/** An order line on the wire (the same for a quote's lines). */
export const lineToWire = (l: NewOrderLine): OrderLine => ({
  productId: l.productId,
  name: l.productName,
  img: l.productImg,
  unitCost: toDollars(l.unitPriceCents),
  quantity: l.quantity,
  lineTotal: toDollars(l.unitPriceCents * l.quantity),
  laptop: l.laptopId && l.laptopModel ? { _id: l.laptopId, brand: l.laptopBrand ?? '', model: l.laptopModel } : null,
  // A line placed before fit was kept says "unknown".
  fit: l.laptopId && l.laptopModel ? { verdict: l.fitVerdict ?? 'unknown' } : null,
  discount: toDollars(l.discountCents),
});

/** The promotions an order or a quote got, on the wire (a code in capitals, as shoppers type it). */
export const discountsToWire = (discounts: OrderDiscountRow[]): OrderDiscount[] =>
  discounts.map((x) => ({
    ...(x.code ? { code: x.code.toUpperCase() } : {}),
    promotionId: x.promotionId,
    label: x.label,
    kind: x.kind,
    amount: toDollars(x.amountCents),
  }));

/** What gift cards and store credit pay of an order or a quote, and what is left for the card. */
export const tendersToWire = (o: Pick<OrderDetail, 'totalCents' | 'giftCards' | 'giftCardCents' | 'storeCreditCents'>) => ({
  giftCards: giftCardsToWire(o.giftCards),
  storeCredit: toDollars(o.storeCreditCents),
  amountDue: toDollars(o.totalCents - o.giftCardCents - o.storeCreditCents),
});

/** What an order's wire shape takes from other modules (an `OrderView`), and the return window (RETURN_WINDOW_DAYS). */
export type OrderWireExtras = Partial<Omit<OrderView, 'order'>> & { returnWindowDays?: number };

/** The one mapping between an order and the spec's wire shape (number is the phone, orderName the first part). */
export function orderToWire(
  o: OrderDetail,
  { refunds = [], invoiceNumber = null, creditNoteNumbers, returnWindowDays = 0 }: OrderWireExtras = {},
): Order {
  const only = o.lines.length === 1 ? o.lines[0]! : null;
  return {
    _id: o.id,
    orderNumber: o.orderNumber,
    productId: only?.productId ?? null,
    unitCost: only ? toDollars(only.unitPriceCents) : null,
    quantity: only?.quantity ?? null,
    orderName: orderTitle(o.lines),
    img: o.lines[0]?.productImg ?? '',
    lines: o.lines.map(lineToWire),
    subtotal: toDollars(o.subtotalCents),
    discount: toDollars(o.discountCents),
    discounts: discountsToWire(o.discounts),
    shipping: toDollars(o.shippingCents),
    tax: toDollars(o.taxCents),
    taxRate: o.taxRateBasisPoints / 10_000,
    cost: toDollars(o.totalCents),
    ...tendersToWire(o),
    refunded: toDollars(o.refundedCents),
    refunds: refunds.map((r) => refundToWire(r, creditNoteNumbers?.get(r.id) ?? null)),
    shippingAddress: o.shippingAddress,
    shippingOption:
      o.shippingOptionId && o.shippingOptionName
        ? { _id: o.shippingOptionId, name: o.shippingOptionName, days: o.shippingDays ?? 0 }
        : null,
    number: o.phone,
    userEmail: o.customerEmail,
    guest: o.userId === null,
    paid: o.paidAt !== null,
    status: o.status,
    transactionId: o.transactionId,
    trackingNumber: o.trackingNumber,
    paidAt: o.paidAt ? o.paidAt.toISOString() : null,
    invoiceNumber,
    returnableUntil: returnableUntil(o, returnWindowDays)?.toISOString() ?? null,
    exchangeFor:
      o.exchangeForReturnId && o.exchangeForOrderNumber
        ? {
            returnId: o.exchangeForReturnId,
            returnNumber: o.exchangeForReturnNumber ?? 0,
            orderNumber: o.exchangeForOrderNumber,
            label: returnTitle({ number: o.exchangeForReturnNumber ?? 0, orderNumber: o.exchangeForOrderNumber }),
          }
        : null,
    createdAt: o.createdAt.toISOString(),
    timeline: o.timeline.map((e) => ({ ...e, at: e.at.toISOString() })),
  };
}

/** An order read with its refunds and documents (`orderViews`), on the wire. */
export const orderViewToWire = ({ order, ...extras }: OrderView, returnWindowDays: number): Order =>
  orderToWire(order, { ...extras, returnWindowDays });

/** A packing slip on the wire: the order, and each line's SKU and part numbers. */
export const packingSlipToWire = (view: OrderView, parts: PackingSlipPart[], returnWindowDays: number): PackingSlip => ({
  order: orderViewToWire(view, returnWindowDays),
  lines: parts.map((p) => ({
    productId: p.productId,
    sku: p.sku,
    partNumbers: p.partNumbers.map(({ number, kind }) => ({ number, kind })),
  })),
});

/** The spec's create payload: `userId` is the product's id, `number` the phone; price and e-mail never come from it. */
export const orderRequestFromWire = (b: z.output<typeof orderCreateSchema>): OrderRequest => ({
  lines: [{ productId: b.userId, quantity: b.quantity, laptopId: b.laptopId ?? null }],
  phone: b.number,
  delivery: b.shippingOptionId ? { addressId: b.addressId, address: b.address, shippingOptionId: b.shippingOptionId } : null,
});
