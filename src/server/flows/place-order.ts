import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { apiMessages } from '../../shared/messages.js';
import { conflict, notFound } from '../lib/errors.js';
import type { Viewer } from '../lib/viewer.js';
import type { CartLine } from '../modules/cart/service.js';
import type { MailMessage } from '../modules/mail/transport.js';
import { orderSummary, orderTitle, placeOrderSql, type NewOrder, type OrderDetail } from '../modules/orders/service.js';
import { priceDelivery, type DeliveryRequest } from './delivery.js';
import type { FlowDeps } from './deps.js';
import { laptopLabel } from '../../shared/schemas/laptop.js';
import type { LaptopRow } from '../modules/laptops/service.js';

export interface OrderRequest {
  lines: CartLine[];
  /** The spec's `number`; a checkout takes the delivery address's phone. */
  phone?: string;
  delivery: DeliveryRequest | null;
  /** Placed from the cart: the ordered lines leave it in the same statement. */
  fromCart?: boolean;
}

/** The confirmation, with the link to pay. */
const placedMail = (o: NewOrder, shopUrl: string): MailMessage => ({
  to: o.customerEmail,
  subject: `Your PartsHub order: ${orderTitle(o.lines)}`,
  text: `Thank you for your order.\n\n${orderSummary({ ...o, ...deliveryTotals(o), lines: o.lines.map(withLineTotal) })}\n\nPay for it from My Order: ${shopUrl}/dashboard/payment/${o.id}\nWe ship as soon as the payment arrives.\n`,
});

const withLineTotal = <L extends { unitPriceCents: number; quantity: number }>(l: L) => ({
  ...l,
  lineTotalCents: l.unitPriceCents * l.quantity,
});
const deliveryTotals = (o: NewOrder) => ({
  shippingCents: o.delivery?.shippingCents ?? 0,
  taxCents: o.delivery?.taxCents ?? 0,
  taxRateBasisPoints: o.delivery?.taxRateBasisPoints ?? 0,
  shippingAddress: o.delivery?.address ?? null,
  shippingOptionName: o.delivery?.shippingOptionName ?? null,
});

const lineLaptop = (l: LaptopRow | undefined) =>
  l ? { laptopId: l.id, laptopBrand: l.brand, laptopModel: laptopLabel(l) } : { laptopId: null, laptopBrand: null, laptopModel: null };

/**
 * Prices an order from the database: each line at the catalog's price, then (with a delivery)
 * shipping for the destination and the parts, and tax at the destination's rate on subtotal +
 * shipping. Nothing the browser sends changes a price. A line the stock cannot fill is a 409
 * naming it (a one-product order keeps the spec-era message).
 */
export async function priceOrder(d: FlowDeps, viewer: Viewer, request: OrderRequest): Promise<NewOrder> {
  if (request.lines.length === 0) throw conflict(apiMessages.cartEmpty);
  const laptopIds = [...new Set(request.lines.flatMap((l) => (l.laptopId ? [l.laptopId] : [])))];
  const [products, laptops] = await Promise.all([
    d.catalog.byIds(request.lines.map((l) => l.productId)).then((rows) => new Map(rows.map((p) => [p.id, p]))),
    // A laptop the shop no longer knows (a stale browser) leaves the line without one.
    d.laptops.byIds(laptopIds).then((rows) => new Map(rows.map((l) => [l.id, l]))),
  ]);
  const lines = request.lines.map((l) => {
    const p = products.get(l.productId);
    if (!p || (p.archived && !request.fromCart)) throw notFound(apiMessages.productNotFound);
    const available = p.archived ? 0 : p.stockAvailable;
    if (available < l.quantity) {
      throw conflict(request.fromCart ? apiMessages.notEnoughStock(p.name, available) : apiMessages.outOfStock);
    }
    return {
      id: randomUUID(),
      productId: p.id,
      productName: p.name,
      productImg: p.img,
      category: p.category,
      unitPriceCents: p.priceCents,
      quantity: l.quantity,
      ...lineLaptop(l.laptopId ? laptops.get(l.laptopId) : undefined),
    };
  });
  const subtotalCents = lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
  const delivery = request.delivery ? await priceDelivery(d, viewer, lines, subtotalCents, request.delivery) : null;
  const phone = request.phone ?? delivery?.address.phone ?? '';
  return {
    id: randomUUID(),
    userId: viewer.id,
    customerEmail: viewer.email,
    phone,
    lines,
    subtotalCents,
    totalCents: subtotalCents + (delivery ? delivery.shippingCents + delivery.taxCents : 0),
    delivery,
    placedBy: viewer.role === 'admin' ? 'admin' : 'customer',
  };
}

/** A price or name edited between our read and the statement: read again, this many times at most. */
const ATTEMPTS = 3;

/**
 * Places an order: Order Now's one product, or the cart's lines at checkout. An account holds at
 * most MAX_OPEN_ORDERS unpaid orders (checked before the statement, so orders placed at the very
 * same moment may pass it together; the hold's expiry frees their stock anyway).
 *
 * One statement does every effect, so it is its own transaction and the product rows are locked
 * only while PostgreSQL runs it (docs/decisions/007): take every line's units from stock (all or
 * none; never below zero; only at the prices and names just read), insert the order, its lines and
 * its first timeline event, queue the confirmation e-mail, and (from the cart) empty the ordered
 * lines from the cart, whose rows are locked first: a second checkout of the same cart at the same
 * moment finds them gone and places nothing. Nothing happens when any part fails. After it commits: wake the mail worker
 * and drop the cached product answers (their stock changed).
 */
export async function placeOrder(d: FlowDeps, viewer: Viewer, request: OrderRequest): Promise<OrderDetail> {
  for (let attempt = 1; ; attempt++) {
    // A cart is read again after a failed attempt: a checkout of it at the same moment may have emptied it.
    if (attempt > 1 && request.fromCart) request = { ...request, lines: await d.cart.lines(viewer.id) };
    const [order, full] = await Promise.all([
      priceOrder(d, viewer, request),
      attempt === 1 && d.orders.hasUnpaid(viewer.id, d.maxOpenOrders),
    ]);
    if (full) throw conflict(apiMessages.tooManyOpenOrders(d.maxOpenOrders));
    const lines = order.lines.map((l) => ({
      productId: l.productId,
      units: l.quantity,
      priceCents: l.unitPriceCents,
      name: l.productName,
    }));
    const cart = request.fromCart ? d.cart.lockSql(viewer.id, request.lines) : null;
    const { rows } = await d.db.execute<{ created_at: string | Date }>(sql`
      WITH ${cart ? sql`${cart.cte},` : sql``}
      ${d.catalog.takeStockSql(lines, cart?.gate)},
      ${placeOrderSql(order, sql`stock_all`)},
      mail AS (${d.mail.enqueueSql(placedMail(order, d.shopUrl), sql`placed`)})
      ${
        cart
          ? sql`, cart_cleared AS (${d.cart.clearSql(
              viewer.id,
              lines.map((l) => l.productId),
            )})`
          : sql``
      }
      SELECT created_at FROM placed`);
    const placed = rows[0];
    if (placed) {
      d.mail.wake();
      d.invalidate(['products']);
      return asPlaced(order, new Date(placed.created_at));
    }
    // Sold out, archived or edited since the read: the next read tells which (or tries again).
    if (attempt === ATTEMPTS) throw conflict(request.fromCart ? apiMessages.priceChanged : apiMessages.outOfStock);
  }
}

/** The order just placed, as a read would answer it (without reading it back). */
function asPlaced(order: NewOrder, createdAt: Date): OrderDetail {
  const { placedBy, lines, delivery, ...fields } = order;
  return {
    ...fields,
    ...deliveryTotals(order),
    shippingOptionId: delivery?.shippingOptionId ?? null,
    shippingDays: delivery?.shippingDays ?? null,
    refundedCents: 0,
    lines: lines.map((l, position) => ({ ...withLineTotal(l), orderId: order.id, position })),
    status: 'pending_payment',
    transactionId: null,
    trackingNumber: null,
    paidAt: null,
    createdAt,
    updatedAt: createdAt,
    timeline: [{ status: 'pending_payment', at: createdAt, by: placedBy, note: '' }],
  };
}
