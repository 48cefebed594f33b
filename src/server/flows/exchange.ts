import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { GIFT_CARD_CATEGORY } from '../../shared/constants.js';
import type { DbOrTx } from '../db/client.js';
import { conflict } from '../lib/errors.js';
import { money } from '../lib/text.js';
import type { Viewer } from '../lib/viewer.js';
import type { NewOrder, OrderDetail, OrderRow } from '../modules/orders/service.js';
import type { NewExchange, ReturnDetail } from '../modules/returns/service.js';
import type { MailBlock } from '../modules/mail/templates/content.js';
import type { FlowContext } from './context.js';
import { guestOrderUrl } from './guest-orders.js';
import { tellFellLow } from './low-stock.js';
import { settleOrderPaid, type SettleDeps } from './pay-order.js';
import { fitsAtAll, productFit } from './reads/laptop-fit.js';
import { salesNow } from './reads/sales.js';
import { returnReference } from './return-mail.js';
import { emitOrder, type EventDeps } from './webhook-events.js';

/**
 * Exchanges for parts that did not fit (issue 31): a wrong-fit return of one line may ask for another
 * part instead of the money. Asked for: the part is checked (on sale, in stock, fits the line's laptop
 * or, without one, of the same category) and its price kept. Approved: the replacement order is placed
 * in the approval's transaction with an exchange credit. Shipped, received, cancelled: the two follow
 * each other. See README's Returns section for the money.
 */

type RequestDeps = Pick<FlowContext, 'catalog' | 'laptops' | 'returns' | 'promotions'>;

/** Where its stock stands and what it costs: the replacement as asked for, checked against the order line it replaces. */
export async function exchangeAtRequest(
  d: RequestDeps,
  tx: DbOrTx,
  order: OrderDetail,
  returned: { productId: string; unitPriceCents: number; quantity: number; discountCents: number },
  productId: string,
): Promise<NewExchange> {
  const line = order.lines.find((l) => l.productId === returned.productId)!;
  const product = await d.catalog.findOnSale(tx, productId);
  if (!product || product.category === GIFT_CARD_CATEGORY)
    throw conflict('That part is not on sale: choose another part for the exchange.');
  if (product.id === line.productId) throw conflict(`Choose another part than ${line.productName} for the exchange.`);
  if (product.stockAvailable < returned.quantity) {
    throw conflict(`${product.name} is not in stock for ${returned.quantity}: choose another part for the exchange.`);
  }
  if (line.laptopId) {
    const fit = await productFit(d, product, line.laptopId);
    if (!fit || !fitsAtAll(fit)) {
      const reason = fit?.reasons[0] ?? 'the shop has no fit data for it';
      throw conflict(`${product.name} does not fit your ${line.laptopModel ?? 'laptop'}: ${reason}`);
    }
  } else if (product.category !== line.category) {
    throw conflict(`Without a laptop on the order, ${line.productName} can only be exchanged for a part of the same category.`);
  }
  // Its price now, on sale or not, is the price kept for the replacement.
  const unitPriceCents = (await salesNow(d))(product)?.priceCents ?? product.priceCents;
  const net = returned.unitPriceCents * returned.quantity - returned.discountCents;
  const { differenceCents } = d.returns.exchangeTerms(net, unitPriceCents * returned.quantity, order.taxRateBasisPoints);
  return {
    productId: product.id,
    productName: product.name,
    productImg: product.img,
    category: product.category,
    unitPriceCents,
    quantity: returned.quantity,
    differenceCents,
  };
}

type ApproveDeps = Pick<FlowContext, 'db' | 'catalog' | 'orders' | 'returns' | 'shopUrl' | 'settings'> & SettleDeps & EventDeps;

export interface PlacedExchange {
  orderId: string;
  orderNumber: string;
  totalCents: number;
  paid: boolean;
  /** What the approval e-mail says of it. */
  blocks: MailBlock[];
}

/** The replacement order: the same customer and address, the agreed price less the exchange credit, tax at the original's rate, no shipping. */
function replacementOrder(d: Pick<FlowContext, 'returns'>, r: ReturnDetail, original: OrderDetail): NewOrder & { creditCents: number } {
  const returned = r.lines[0]!;
  const line = original.lines.find((l) => l.productId === returned.productId);
  const quantity = r.exchangeQuantity!;
  const replacementCents = r.exchangeUnitPriceCents! * quantity;
  const terms = exchangeTermsOf(d, r);
  if (!original.shippingAddress || !original.shippingOptionId)
    throw conflict('The original order has no delivery address to send the exchange to.');
  const label = `Exchange for ${returnReference(r)}`;
  return {
    id: randomUUID(),
    userId: original.userId,
    customerEmail: original.customerEmail,
    phone: original.phone,
    lines: [
      {
        id: randomUUID(),
        productId: r.exchangeProductId!,
        productName: r.exchangeProductName!,
        productImg: r.exchangeProductImg ?? '',
        category: r.exchangeCategory ?? line?.category ?? 'other',
        unitPriceCents: r.exchangeUnitPriceCents!,
        quantity,
        discountCents: terms.creditCents,
        laptopId: line?.laptopId ?? null,
        laptopBrand: line?.laptopBrand ?? null,
        laptopModel: line?.laptopModel ?? null,
        fitVerdict: line?.laptopId ? 'fits' : null,
      },
    ],
    subtotalCents: replacementCents,
    discountCents: terms.creditCents,
    discounts: terms.creditCents > 0 ? [{ promotionId: r.id, code: null, label, kind: 'exchange', amountCents: terms.creditCents }] : [],
    totalCents: terms.orderTotalCents,
    giftCards: [],
    giftCardCents: 0,
    storeCreditCents: 0,
    delivery: {
      address: original.shippingAddress,
      shippingOptionId: original.shippingOptionId,
      shippingOptionName: original.shippingOptionName ?? 'Exchange',
      shippingDays: original.shippingDays ?? 0,
      shippingCents: 0,
      taxRateBasisPoints: r.taxRateBasisPoints,
      taxCents: terms.orderTaxCents,
    },
    placedBy: 'admin',
    exchangeFor: { returnId: r.id, returnNumber: r.number, orderNumber: r.orderNumber },
    creditCents: terms.creditCents,
  };
}

/** The agreed terms of a return's exchange: its lines' value, the replacement at the price kept when it was asked for. */
export const exchangeTermsOf = (d: Pick<FlowContext, 'returns'>, r: ReturnDetail) =>
  d.returns.exchangeTerms(d.returns.returnedNetCents(r), r.exchangeUnitPriceCents! * r.exchangeQuantity!, r.taxRateBasisPoints);

/**
 * Places the replacement of an approved return (in the approval's transaction, the return locked):
 * one statement takes its units from stock (the catalog's part, at today's price and name, which the
 * line does not have to carry) and inserts the order (the orders' part), or nothing when the part is
 * sold out: a 409, and the approval rolls back. Both timelines name each other; an order with nothing
 * to pay is paid at once (its invoice and receipt), otherwise it waits for the card without expiring.
 */
export async function placeExchange(d: ApproveDeps, tx: DbOrTx, viewer: Viewer, r: ReturnDetail): Promise<PlacedExchange> {
  const original = await d.orders.load(tx, r.orderId);
  const { creditCents, ...order } = replacementOrder(d, r, original);
  const [product] = await d.catalog.byIds([r.exchangeProductId!]);
  const soldOut = conflict(
    `${r.exchangeProductName} is sold out: the exchange cannot be approved now. Approve it once it is back, or reject it.`,
  );
  if (!product) throw soldOut;
  const line = order.lines[0]!;
  const { rows } = await tx.execute<{ order_number: string | null }>(sql`
    WITH ${d.catalog.takeStockSql([{ productId: line.productId, units: line.quantity, priceCents: product.priceCents, name: product.name }])},
    ${d.orders.placeOrderSql(order, sql`stock_all`)}
    SELECT (SELECT order_number FROM placed) AS order_number`);
  const orderNumber = rows[0]?.order_number;
  if (!orderNumber) throw soldOut;
  const reference = returnReference(r);
  await d.orders.note(tx, order.id, 'pending_payment', viewer, `Exchange for ${reference}: ${money(creditCents)} credit`);
  await d.orders.note(tx, r.orderId, original.status, viewer, `${reference}: exchange order ${orderNumber} for ${line.productName}`);
  await tellFellLow(d, tx, order.lines);
  await emitOrder(d, tx, 'order.placed', await d.orders.load(tx, order.id));
  const paid =
    order.totalCents === 0 &&
    (await settleOrderPaid(d, tx, order.id, { transactionId: null, amountCents: 0, note: 'Paid in full by the exchange credit' }));
  const terms = exchangeTermsOf(d, r);
  await d.returns.setExchange(tx, r.id, { status: 'reserved', orderId: order.id, differenceCents: terms.differenceCents });
  return { orderId: order.id, orderNumber, totalCents: order.totalCents, paid, blocks: await approvalBlocks(d, r, order, orderNumber) };
}

async function approvalBlocks(d: ApproveDeps, r: ReturnDetail, order: NewOrder, orderNumber: string): Promise<MailBlock[]> {
  const atOnce = await d.settings.exchangeShipsAtOnce();
  const when = atOnce ? 'We ship it soon.' : 'We ship it as soon as your returned part arrives.';
  const placed = `Your replacement, ${r.exchangeQuantity} × ${r.exchangeProductName}, is reserved for you in order ${orderNumber}.`;
  if (order.totalCents === 0) {
    const refund = (r.exchangeDifferenceCents ?? 0) < 0 ? ` Once your part is in, we refund ${money(-r.exchangeDifferenceCents!)}.` : '';
    return [`${placed} Nothing is left to pay. ${when}${refund}`];
  }
  const url =
    order.userId === null ? guestOrderUrl(d, { id: order.id, guestLinkVersion: 0 }) : `${d.shopUrl}/dashboard/payment/${order.id}`;
  return [
    `${placed} The difference is ${money(order.totalCents)}: please pay it by card. ${when}`,
    { action: { label: 'Pay the difference', url } },
  ];
}

/** A rejected return's exchange is cancelled (no order was placed for it). */
export async function exchangeRejected(d: Pick<FlowContext, 'returns'>, tx: DbOrTx, r: ReturnDetail) {
  if (r.exchangeStatus) await d.returns.setExchange(tx, r.id, { status: 'cancelled' });
}

/**
 * The returned part arrived: a replacement already shipped completes the exchange. Answers whether
 * that finishes the return (`exchanged`): nothing to refund, the difference being 0 or more.
 */
export async function exchangeReceived(d: Pick<FlowContext, 'returns'>, tx: DbOrTx, r: ReturnDetail): Promise<boolean> {
  if (!d.returns.exchangeStands(r)) return false;
  if (r.exchangeStatus === 'shipped') await d.returns.setExchange(tx, r.id, { status: 'completed' });
  return (r.exchangeDifferenceCents ?? 0) >= 0;
}

/** How much the refund of a return may be: an exchange's refund is at most what the shop owes of the difference. */
export function refundCap(r: ReturnDetail): number | null {
  if (!r.exchangeStatus || r.exchangeStatus === 'cancelled') return null;
  return Math.max(0, -(r.exchangeDifferenceCents ?? 0));
}

/**
 * Shipping a replacement (under its order's lock): not before the returned part is in, unless the
 * owner allows it (`exchangeShipsAtOnce`); the exchange becomes `shipped`, or `completed` when it is.
 */
export async function exchangeShipped(d: Pick<FlowContext, 'returns' | 'settings'>, tx: DbOrTx, viewer: Viewer, order: OrderRow) {
  if (!order.exchangeForReturnId) return;
  const r = await d.returns.lock(tx, order.exchangeForReturnId, viewer);
  const arrived = r.status === 'received' || r.status === 'exchanged' || r.status === 'refunded';
  if (!arrived && !(await d.settings.exchangeShipsAtOnce(tx))) throw conflict('Ship the exchange once the returned part is in.');
  await d.returns.setExchange(tx, r.id, { status: arrived ? 'completed' : 'shipped' });
}

/**
 * Staff cancelled a replacement order (under its lock): the exchange is cancelled and the return is
 * refunded as a plain return again, in full; a return already finished as `exchanged` is `received` again to be refunded.
 */
export async function exchangeOrderCancelled(d: Pick<FlowContext, 'returns'>, tx: DbOrTx, viewer: Viewer, order: OrderRow) {
  if (!order.exchangeForReturnId) return;
  const r = await d.returns.lock(tx, order.exchangeForReturnId, viewer);
  if (!d.returns.exchangeStands(r)) return;
  await d.returns.setExchange(tx, r.id, { status: 'cancelled' });
  const note = `Exchange order ${order.orderNumber} cancelled: the return is refunded in full`;
  if (r.status === 'exchanged') await d.returns.setStatus(tx, r.id, 'received', viewer, { note });
  else await d.returns.note(tx, r.id, r.status, viewer, note);
}
