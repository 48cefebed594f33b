import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { apiMessages } from '../../shared/messages.js';
import { conflict, notFound } from '../lib/errors.js';
import type { Viewer } from '../lib/viewer.js';
import type { MailMessage } from '../modules/mail/transport.js';
import { orderSummary, placeOrderSql, type NewOrder, type OrderDetail } from '../modules/orders/service.js';
import type { FlowDeps } from './deps.js';

export interface OrderRequest {
  productId: string;
  quantity: number;
  phone: string;
}

/** The confirmation, with the link to pay. */
const placedMail = (o: NewOrder & { totalCents: number }, shopUrl: string): MailMessage => ({
  to: o.customerEmail,
  subject: `Your PartsHub order: ${o.productName}`,
  text: `Thank you for your order.\n\n${orderSummary(o)}\n\nPay for it from My Order: ${shopUrl}/dashboard/payment/${o.id}\nWe ship as soon as the payment arrives.\n`,
});

/** A price or name edited between our read and the statement: read again, this many times at most. */
const ATTEMPTS = 3;

/**
 * Places an order for one product. The price comes from the catalog, the e-mail from the session.
 * An account holds at most MAX_OPEN_ORDERS unpaid orders (checked before the statement, so orders
 * placed at the very same moment may pass it together; the hold's expiry frees their stock anyway).
 *
 * One statement does every effect, so it is its own transaction and the product row is locked only
 * while PostgreSQL runs it (docs/decisions/007): take the units from stock (never below zero, and only
 * at the price and name just read), insert the order and its first timeline event, and queue the
 * confirmation e-mail. Nothing happens when any part fails. After it commits: wake the mail worker
 * and drop the cached product answers (their stock changed).
 */
export async function placeOrder(d: FlowDeps, viewer: Viewer, request: OrderRequest): Promise<OrderDetail> {
  for (let attempt = 1; ; attempt++) {
    const [product, full] = await Promise.all([
      d.catalog.findOnSale(d.db, request.productId),
      attempt === 1 && d.orders.hasUnpaid(viewer.id, d.maxOpenOrders),
    ]);
    if (full) throw conflict(apiMessages.tooManyOpenOrders(d.maxOpenOrders));
    if (!product) throw notFound(apiMessages.productNotFound);
    if (product.stockAvailable < request.quantity) throw conflict(apiMessages.outOfStock);
    const order: NewOrder = {
      id: randomUUID(),
      userId: viewer.id,
      customerEmail: viewer.email,
      productId: product.id,
      productName: product.name,
      productImg: product.img,
      unitPriceCents: product.priceCents,
      quantity: request.quantity,
      phone: request.phone,
      placedBy: viewer.role === 'admin' ? 'admin' : 'customer',
    };
    const totalCents = order.unitPriceCents * order.quantity;
    const mail = placedMail({ ...order, totalCents }, d.shopUrl);
    const { rows } = await d.db.execute<{ created_at: string | Date }>(sql`
      WITH taken AS (${d.catalog.takeStockSql({ productId: product.id, units: order.quantity, priceCents: product.priceCents, name: product.name })}),
      ${placeOrderSql(order, sql`taken`)},
      mail AS (${d.mail.enqueueSql(mail, sql`placed`)})
      SELECT created_at FROM placed`);
    const placed = rows[0];
    if (placed) {
      d.mail.wake();
      d.invalidate(['products']);
      const createdAt = new Date(placed.created_at);
      const { placedBy, ...fields } = order;
      return {
        ...fields,
        totalCents,
        status: 'pending_payment',
        transactionId: null,
        trackingNumber: null,
        paidAt: null,
        createdAt,
        updatedAt: createdAt,
        timeline: [{ status: 'pending_payment', at: createdAt, by: placedBy, note: '' }],
      };
    }
    // Sold out, archived or edited since the read: the next read tells which (or tries again).
    if (attempt === ATTEMPTS) throw conflict(apiMessages.outOfStock);
  }
}
