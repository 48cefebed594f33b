import { DEFAULT_LOW_STOCK_THRESHOLD } from '../../shared/constants.js';
import type { DbOrTx } from '../db/client.js';
import type { WebhookEventType } from '../../shared/schemas/webhook.js';
import type { ProductRow } from '../modules/catalog/service.js';
import type { OrderDetail, OrderRow } from '../modules/orders/service.js';
import type { RefundRow } from '../modules/payments/service.js';
import type { ReturnDetail } from '../modules/returns/service.js';
import type { FlowContext } from './context.js';

/** What a flow that tells endpoints of its change takes (issue 32). */
export type EventDeps = Pick<FlowContext, 'webhooks'>;

/** An order as an event's `data`: ids, number, status, amounts in cents and its lines. */
export const orderData = (o: OrderDetail) => ({
  id: o.id,
  orderNumber: o.orderNumber,
  status: o.status,
  userId: o.userId,
  customerEmail: o.customerEmail,
  subtotalCents: o.subtotalCents,
  discountCents: o.discountCents,
  shippingCents: o.shippingCents,
  taxCents: o.taxCents,
  totalCents: o.totalCents,
  refundedCents: o.refundedCents,
  trackingNumber: o.trackingNumber,
  paidAt: o.paidAt,
  createdAt: o.createdAt,
  lines: o.lines.map((l) => ({
    productId: l.productId,
    productName: l.productName,
    quantity: l.quantity,
    unitPriceCents: l.unitPriceCents,
  })),
});

/** A refund that succeeded, with its order's number and amounts. */
export const refundData = (order: Pick<OrderRow, 'id' | 'orderNumber' | 'totalCents'>, refund: RefundRow, refundedCents: number) => ({
  id: refund.id,
  orderId: order.id,
  orderNumber: order.orderNumber,
  amountCents: refund.amountCents,
  cardCents: refund.cardCents,
  storeCreditCents: refund.storeCreditCents,
  refundTo: refund.refundTo,
  reason: refund.reason,
  status: refund.status,
  orderTotalCents: order.totalCents,
  orderRefundedCents: refundedCents,
});

/** A return as an event's `data`: its number on the order, status, reason and lines. */
export const returnData = (r: ReturnDetail) => ({
  id: r.id,
  number: r.number,
  orderId: r.orderId,
  orderNumber: r.orderNumber,
  customerEmail: r.customerEmail,
  status: r.status,
  reason: r.reason,
  note: r.note,
  refundTo: r.refundTo,
  restock: r.restock,
  lines: r.lines.map((l) => ({
    productId: l.productId,
    productName: l.productName,
    quantity: l.quantity,
    unitPriceCents: l.unitPriceCents,
  })),
  /** A part instead of the money (issue 31): the replacement, its order once placed, where it stands, the difference (cents). */
  exchange: r.exchangeStatus
    ? {
        productId: r.exchangeProductId,
        productName: r.exchangeProductName,
        quantity: r.exchangeQuantity,
        orderId: r.exchangeOrderId,
        status: r.exchangeStatus,
        differenceCents: r.exchangeDifferenceCents,
      }
    : null,
});

/** A product as the stock events give it. */
export const productData = (p: Pick<ProductRow, 'id' | 'name' | 'sku' | 'stockAvailable' | 'priceCents'>) => ({
  id: p.id,
  name: p.name,
  sku: p.sku,
  stockAvailable: p.stockAvailable,
  priceCents: p.priceCents,
});

/** A part that fell to its low-stock threshold: the product, and the threshold it is at or below. */
export const lowStockData = (p: Pick<ProductRow, 'id' | 'name' | 'sku' | 'stockAvailable' | 'priceCents' | 'lowStockThreshold'>) => ({
  ...productData(p),
  lowStockThreshold: p.lowStockThreshold ?? DEFAULT_LOW_STOCK_THRESHOLD,
});

/**
 * Writes an event for every endpoint that takes it, in the caller's transaction: it is sent
 * exactly when the change commits (wake the worker after the commit with `d.webhooks.wake()`).
 */
export function emitEvent(d: EventDeps, tx: DbOrTx, type: WebhookEventType, data: object): Promise<number> {
  return d.webhooks.emit(tx, type, data);
}

/** Emits an order's event with the order as it is now in the transaction. */
export function emitOrder(d: EventDeps, tx: DbOrTx, type: WebhookEventType, order: OrderDetail): Promise<number> {
  return emitEvent(d, tx, type, orderData(order));
}
