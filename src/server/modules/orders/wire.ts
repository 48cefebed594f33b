import type { z } from 'zod';
import { toDollars } from '../../../shared/money.js';
import type { Order, orderCreateSchema } from '../../../shared/schemas/order.js';
import type { OrderDetail } from './timeline.js';

/** The one mapping between an order and the spec's wire shape (number is the phone, orderName the product). */
export function orderToWire(o: OrderDetail): Order {
  return {
    _id: o.id,
    productId: o.productId,
    orderName: o.productName,
    img: o.productImg,
    cost: toDollars(o.totalCents),
    unitCost: toDollars(o.unitPriceCents),
    quantity: o.quantity,
    number: o.phone,
    userEmail: o.customerEmail,
    paid: o.paidAt !== null,
    status: o.status,
    transactionId: o.transactionId,
    trackingNumber: o.trackingNumber,
    paidAt: o.paidAt ? o.paidAt.toISOString() : null,
    createdAt: o.createdAt.toISOString(),
    timeline: o.timeline.map((e) => ({ ...e, at: e.at.toISOString() })),
  };
}

/** The spec's create payload: `userId` is the product's id, `number` the phone; price and e-mail never come from it. */
export const orderRequestFromWire = (b: z.output<typeof orderCreateSchema>) => ({ productId: b.userId, phone: b.number, quantity: b.quantity });
