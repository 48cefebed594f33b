import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { apiMessages } from '../../shared/messages.js';
import { conflict, notFound } from '../lib/errors.js';
import { accountOf, holderOf, type Viewer } from '../lib/viewer.js';
import type { CartLine } from '../modules/cart/service.js';
import type { ProductRow } from '../modules/catalog/service.js';
import type { StatementMail } from '../modules/mail/outbox.js';
import type { PromotionRow } from '../modules/promotions/service.js';
import type { NewOrder, NewOrderLine, OrderDetail } from '../modules/orders/service.js';
import type { FlowContext } from './context.js';
import { deliveryFor, discountDelivery, readDelivery, type DeliveryDeps, type DeliveryRequest } from './delivery.js';
import {
  assertStillEligible,
  discountRows,
  discountsFor,
  notCountedError,
  readDiscounts,
  shopperFor,
  type DiscountDeps,
  type DiscountReads,
} from './discounts.js';
import { laptopLabel } from '../../shared/schemas/laptop.js';
import type { LaptopRow } from '../modules/laptops/service.js';
import type { FitVerdict } from '../../shared/schemas/cart.js';
import { guestOrderUrl } from './guest-orders.js';
import { afterPaid, settleOrderPaid, type SettleDeps } from './pay-order.js';
import { tellFellLow } from './low-stock.js';
import { emitOrder } from './webhook-events.js';
import { NO_TENDERS, readTenders, shareTenders, takeTenders, type TenderDeps } from './tenders.js';

/** What pricing an order takes: its lines' products and laptops (and the cart's), and its delivery. */
type PriceDeps = Pick<FlowContext, 'db' | 'catalog' | 'cart' | 'laptops'> & DeliveryDeps & DiscountDeps & TenderDeps;
type Deps = PriceDeps &
  SettleDeps &
  Pick<FlowContext, 'db' | 'orders' | 'mail' | 'invalidate' | 'shopUrl' | 'maxOpenOrders' | 'holdLimits'>;

export interface OrderRequest {
  /** Order Now's line; an order from the cart reads the cart's lines itself (`fromCart`). */
  lines?: CartLine[];
  /** The spec's `number`; a checkout takes the delivery address's phone. */
  phone?: string;
  delivery: DeliveryRequest | null;
  /** Placed from the cart: its lines are read with the order's other reads, and leave it in the same statement. */
  fromCart?: boolean;
  /** `lines` are a cart kept in the browser (a guest's): a line the stock cannot fill is named, as the cart's are. */
  asCart?: boolean;
  /** The shopper's discount code (one per order; compared without case). */
  discountCode?: string | undefined;
  /** Gift cards to pay with, in this order (normalised codes). */
  giftCardCodes?: string[] | undefined;
  /** Whether the customer's store credit pays first. */
  useStoreCredit?: boolean | undefined;
}

/** Where the confirmation names the order's number: the statement assigns it (`placed.order_number`) and fills it in. */
const NUMBER_SLOT = '{orderNumber}';
const withNumber = (text: string) => sql`replace(${text}::text, ${NUMBER_SLOT}::text, placed.order_number)`;

/** The confirmation, with the order's number and the link to pay (or, paid in full by gift cards and credit, word that it is paid). */
async function placedMail({ orders, mail, shopUrl }: Deps, o: NewOrder): Promise<StatementMail> {
  const numbered = { ...o, ...deliveryTotals(o), orderNumber: NUMBER_SLOT, lines: o.lines.map(withLineTotal) };
  const due = orders.dueCents(o) > 0;
  // A guest's order has its own page, opened by the link only this mail (and the confirmation page) carries.
  const guestPage = o.userId === null ? guestOrderUrl({ orders, shopUrl }, { id: o.id, guestLinkVersion: 0 }) : null;
  const [next, action] = guestPage
    ? [
        `${due ? 'Pay for it, f' : 'Nothing is left to pay: we ship it soon. F'}ollow it, get its invoice or return parts on your order's page. Keep this link: it is the key to your order.`,
        { label: due ? 'Pay for your order' : 'Your order', url: guestPage },
      ]
    : due
      ? [
          'Pay for it from My Order. We ship as soon as the payment arrives.',
          { label: 'Pay for your order', url: `${shopUrl}/dashboard/payment/${o.id}` },
        ]
      : ['Nothing is left to pay: we ship it soon. Follow it on My Orders.', { label: 'My Orders', url: `${shopUrl}/dashboard` }];
  const { html, text } = await mail.render({
    preview: `Thank you for your order ${NUMBER_SLOT}`,
    heading: 'Thank you for your order.',
    blocks: [{ order: orders.orderView(numbered, shopUrl) }, next, { action }],
  });
  return {
    to: o.customerEmail,
    subject: withNumber(`Your PartsHub order: ${orders.orderHeading(numbered)}`),
    text: withNumber(text),
    html: withNumber(html),
  };
}

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

const lineLaptop = (l: LaptopRow | undefined, fit: FitVerdict | undefined) =>
  l
    ? { laptopId: l.id, laptopBrand: l.brand, laptopModel: laptopLabel(l), fitVerdict: fit ?? 'unknown' }
    : { laptopId: null, laptopBrand: null, laptopModel: null, fitVerdict: null };

/** A read's outcome kept for later, so its error is thrown in its turn rather than first. */
type Settled<T> = { value: T } | { error: unknown };
const settle = <T>(p: Promise<T>): Promise<Settled<T>> =>
  p.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
const unwrap = <T>(s: Settled<T>): T => {
  if ('error' in s) throw s.error;
  return s.value;
};

/** What an order's lines are priced from: the lines, their products and their laptops (by id). */
interface LineReads {
  lines: CartLine[];
  products: Map<string, ProductRow>;
  laptops: Map<string, LaptopRow>;
  /** Whether each line's product fits its laptop, by product (lines with a laptop only). */
  fits: Map<string, FitVerdict>;
}

const byId = <R extends { id: string }>(rows: R[]) => new Map(rows.map((r) => [r.id, r]));
const laptopIdsOf = (lines: CartLine[]) => [...new Set(lines.flatMap((l) => (l.laptopId ? [l.laptopId] : [])))];

/** Whether each line's part fits the laptop it is for (from the catalog's fitment), by product. */
async function fitsOf(d: Pick<FlowContext, 'db' | 'catalog'>, lines: CartLine[]): Promise<Map<string, FitVerdict>> {
  const forLaptop = lines.flatMap((l) => (l.laptopId ? [{ productId: l.productId, laptopId: l.laptopId }] : []));
  const verdicts = await d.catalog.fitVerdicts(d.db, forLaptop);
  return new Map(forLaptop.map((l, i) => [l.productId, verdicts[i]!]));
}

/**
 * The lines and what they are priced from. Order Now's line is known: its product and laptop are
 * read at once. The cart's lines are read at the same time as their products (through the cart's
 * subquery of ids), then their laptops; a product the two reads disagree on (the cart changed
 * between them) is read on its own. The placing statement checks the cart again under its lock.
 */
async function readLines(d: PriceDeps, viewer: Viewer, request: OrderRequest): Promise<LineReads> {
  const laptopsOf = async (lines: CartLine[]) => {
    const [laptops, fits] = await Promise.all([d.laptops.byIds(laptopIdsOf(lines)).then(byId), fitsOf(d, lines)]);
    return { laptops, fits };
  };
  if (!request.fromCart) {
    const lines = request.lines ?? [];
    const [products, { laptops, fits }] = await Promise.all([d.catalog.byIds(lines.map((l) => l.productId)).then(byId), laptopsOf(lines)]);
    return { lines, products, laptops, fits };
  }
  const [{ lines, laptops, fits }, products] = await Promise.all([
    d.cart.lines(viewer.id).then(async (lines) => ({ lines, ...(await laptopsOf(lines)) })),
    d.catalog.byIds(d.cart.productIdsSql(viewer.id)).then(byId),
  ]);
  const missed = lines.filter((l) => !products.has(l.productId)).map((l) => l.productId);
  if (missed.length > 0) for (const p of await d.catalog.byIds(missed)) products.set(p.id, p);
  return { lines, products, laptops, fits };
}

const asCart = (request: OrderRequest) => Boolean(request.fromCart || request.asCart);

/** The order's lines at the catalog's prices; 404 for a product gone, 409 naming a line the stock cannot fill. */
function pricedLines(request: OrderRequest, { lines, products, laptops, fits }: LineReads): NewOrderLine[] {
  if (lines.length === 0) throw conflict(apiMessages.cartEmpty);
  return lines.map((l) => {
    const p = products.get(l.productId);
    if (!p || (p.archived && !asCart(request))) throw notFound(apiMessages.productNotFound);
    const available = p.archived ? 0 : p.stockAvailable;
    if (available < l.quantity) {
      throw conflict(asCart(request) ? apiMessages.notEnoughStock(p.name, available) : apiMessages.outOfStock);
    }
    return {
      id: randomUUID(),
      productId: p.id,
      productName: p.name,
      productImg: p.img,
      category: p.category,
      unitPriceCents: p.priceCents,
      quantity: l.quantity,
      discountCents: 0,
      ...lineLaptop(l.laptopId ? laptops.get(l.laptopId) : undefined, fits.get(l.productId)),
    };
  });
}

/**
 * Prices an order from the database: each line at the catalog's price, then (with a delivery)
 * shipping for the destination and the parts, then the promotions (sale prices, the best other
 * automatic promotion, the shopper's code: flows/discounts.ts), and tax at the destination's rate
 * on what is left to pay (subtotal - discount + shipping). Nothing the browser sends changes a
 * price. A line the stock cannot fill is a 409 naming it (a one-product order keeps the spec-era
 * message); a code that does not apply is a 409 saying why. The lines', the delivery's and the
 * promotions' reads run at the same time; the lines' errors come first.
 */
export async function priceOrder(d: PriceDeps, viewer: Viewer, request: OrderRequest): Promise<NewOrder> {
  return (await priced(d, viewer, request)).order;
}

/** An order priced, with what placing it checks again: the products as read (their stock) and the promotions it got. */
interface Priced {
  order: NewOrder;
  products: Map<string, ProductRow>;
  promotions: DiscountReads;
  /** The promotions it got (automatic first, then the code). */
  applied: PromotionRow[];
}

async function priced(d: PriceDeps, viewer: Viewer, request: OrderRequest): Promise<Priced> {
  const [reads, deliveryRead, discountRead, tenderRead] = await Promise.all([
    readLines(d, viewer, request),
    request.delivery ? settle(readDelivery(d, viewer, request.delivery)) : null,
    settle(readDiscounts(d, request.discountCode)),
    settle(readTenders(d, viewer, request)),
  ]);
  const listed = pricedLines(request, reads);
  const subtotalCents = listed.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
  const undiscounted = deliveryRead ? deliveryFor(d, unwrap(deliveryRead), listed, subtotalCents) : null;
  const promotions = unwrap(discountRead);
  const shopper = await shopperFor(d, d.db, viewer, [...promotions.running, ...(promotions.code ? [promotions.code] : [])]);
  const shippingCents = undiscounted?.shippingCents ?? 0;
  const discounting = discountsFor(d, promotions, { lines: listed, products: reads.products, shippingCents, shopper });
  const lines = listed.map((l, i) => ({ ...l, discountCents: discounting.lineCents[i]! }));
  const discountCents = discounting.linesTotalCents;
  const delivery = undiscounted ? discountDelivery(d, undiscounted, subtotalCents - discountCents, discounting.shippingCents) : null;
  const phone = request.phone ?? delivery?.address.phone ?? '';
  const totalCents = subtotalCents - discountCents + (delivery ? delivery.shippingCents + delivery.taxCents : 0);
  const tenders = unwrap(tenderRead);
  const order: NewOrder = {
    id: randomUUID(),
    userId: accountOf(viewer),
    customerEmail: viewer.email,
    phone,
    lines,
    subtotalCents,
    discountCents,
    discounts: discountRows(discounting),
    totalCents,
    // Gift cards and credit pay only an order with its delivery (its total known).
    ...(delivery ? shareTenders(totalCents, tenders) : NO_TENDERS),
    delivery,
    placedBy: viewer.role === 'admin' ? 'admin' : 'customer',
  };
  return { order, products: reads.products, promotions, applied: discounting.applied.map((a) => a.promotion) };
}

/**
 * 409 when the order would leave the account holding more of a product in unpaid orders than it
 * may (MAX_HELD_UNITS, MAX_HELD_SHARE_PERCENT): at most `maxUnits`, and at most the share (rounded
 * up) of what is on sale to it, the units on the shelf plus those it holds already. So one account
 * cannot take a part's whole stock off the shelf and keep it there by cancelling and ordering again.
 * The shop's admins (an order taken by phone) are not held to it.
 */
function assertWithinHold(
  { holdLimits }: Pick<Deps, 'holdLimits'>,
  order: NewOrder,
  products: Map<string, ProductRow>,
  held: Map<string, number>,
) {
  for (const line of order.lines) {
    const holds = held.get(line.productId) ?? 0;
    const most = mostHeld(holdLimits, products.get(line.productId)?.stockAvailable ?? 0, holds);
    if (holds + line.quantity > most) throw conflict(apiMessages.holdLimit(line.productName, most, holds));
  }
}

/** The units of a product an account may hold unpaid, with `onShelf` units on the shelf and `holds` held already. */
export const mostHeld = (limits: FlowContext['holdLimits'], onShelf: number, holds: number) =>
  Math.min(limits.maxUnits, Math.ceil(((onShelf + holds) * limits.sharePercent) / 100));

/** A price or name edited between our read and the statement: read again, this many times at most. */
const ATTEMPTS = 3;

/**
 * Places an order: Order Now's one product, or the cart's lines at checkout. The reads (see
 * priceOrder) run at the same time. Then, under a lock on the account (its orders are placed one
 * at a time, so parallel requests cannot each find it under the limits), the units it holds in
 * unpaid orders are checked against the hold limits (assertWithinHold), and one statement does
 * every effect, so the product rows are locked only while PostgreSQL runs it (docs/decisions/007):
 * check the account's unpaid orders against MAX_OPEN_ORDERS (before any row is locked), take every
 * line's units from stock (all or none; never below zero; only at the prices and names just read),
 * insert the order, its lines and its first timeline event, queue the confirmation e-mail, and
 * (from the cart) empty the ordered lines from the cart, whose rows are locked first: a second
 * checkout of the same cart at the same moment finds them gone and places nothing. Nothing happens
 * when any part fails. After it commits: wake the mail worker and drop the cached product answers
 * (their stock changed). The order answered is built from what was written, not read back.
 */
export async function placeOrder(d: Deps, viewer: Viewer, request: OrderRequest): Promise<OrderDetail> {
  for (let attempt = 1; ; attempt++) {
    // Read afresh on every attempt: a checkout of the same cart at the same moment may have emptied it.
    const { order, products, promotions, applied } = await priced(d, viewer, request);
    const confirmation = await placedMail(d, order);
    const placed = await d.db.transaction(async (tx) => {
      // The account's orders one at a time: what it holds is read after its previous order is in.
      const holder = holderOf(viewer);
      await d.orders.lockHolder(tx, holder);
      const held = await d.orders.heldUnits(
        tx,
        holder,
        order.lines.map((l) => l.productId),
      );
      if (viewer.role !== 'admin') assertWithinHold(d, order, products, held);
      await assertStillEligible(d, tx, viewer, applied, { lines: order.lines, products });
      const { rows } = await tx.execute<{ created_at: string | Date | null; order_number: string | null; within_limit: boolean }>(
        placingStatement(d, viewer, order, request, confirmation),
      );
      const row = rows[0]!;
      if (row.order_number === null) return { ...row, paid: false };
      await countUses(d, tx, viewer, order, row.order_number, promotions);
      await takeTenders(d, tx, order);
      await emitOrder(d, tx, 'order.placed', asPlaced(order, new Date(row.created_at!), row.order_number));
      await tellFellLow(d, tx, order.lines);
      // Gift cards and credit paid it all: it is paid now, with nothing for the card.
      const paid = d.orders.dueCents(order) === 0 && order.delivery !== null;
      if (paid) await settleOrderPaid(d, tx, order.id, { transactionId: null, amountCents: 0 });
      return { ...row, paid };
    });
    if (placed.created_at !== null) {
      d.mail.wake();
      d.webhooks.wake();
      d.invalidate(['products']);
      if (placed.paid) {
        afterPaid(d);
        return d.orders.load(d.db, order.id);
      }
      return asPlaced(order, new Date(placed.created_at), placed.order_number!);
    }
    if (!placed.within_limit) throw conflict(apiMessages.tooManyOpenOrders(d.maxOpenOrders));
    // Sold out, archived or edited since the read: the next read tells which (or tries again).
    if (attempt === ATTEMPTS) throw conflict(asCart(request) ? apiMessages.priceChanged : apiMessages.outOfStock);
  }
}

/**
 * Counts the order's use of each promotion it got, in the placing transaction: one that stopped
 * running since the order was priced (its last use taken by a checkout at the same moment, or
 * ended) throws a 409, and the order is rolled back with it.
 */
async function countUses(d: Deps, tx: DbOrTx, viewer: Viewer, order: NewOrder, orderNumber: string, promotions: DiscountReads) {
  if (order.discounts.length === 0) return;
  const uses = order.discounts.map((x) => ({ promotionId: x.promotionId, discountCents: x.amountCents }));
  const counted = { id: order.id, orderNumber, userId: order.userId, email: viewer.email, totalCents: order.totalCents };
  const { refused } = await d.promotions.claim(tx, counted, uses);
  if (refused.length > 0) throw await notCountedError(d, tx, promotions.code, refused);
}

/**
 * The one statement, made of the modules' parts (ADR 007). It always answers one row: the order's
 * created_at and number (null when nothing was placed) and whether the account was within MAX_OPEN_ORDERS.
 */
function placingStatement(d: Deps, viewer: Viewer, order: NewOrder, request: OrderRequest, confirmation: StatementMail) {
  const lines = order.lines.map((l) => ({ productId: l.productId, units: l.quantity, priceCents: l.unitPriceCents, name: l.productName }));
  const unpaid = d.orders.unpaidBelowSql(holderOf(viewer), d.maxOpenOrders);
  const cart = request.fromCart ? d.cart.lockSql(viewer.id, order.lines) : null;
  const cartCleared = cart
    ? sql`, cart_cleared AS (${d.cart.clearSql(
        viewer.id,
        lines.map((l) => l.productId),
      )})`
    : sql``;
  return sql`
    WITH ${unpaid.cte}, ${cart ? sql`${cart.cte},` : sql``}
    ${d.catalog.takeStockSql(lines, cart?.gate, unpaid.ok)},
    ${d.orders.placeOrderSql(order, sql`stock_all`)},
    mail AS (${d.mail.enqueueSql(confirmation, sql`placed`)})
    ${cartCleared}
    SELECT (SELECT created_at FROM placed) AS created_at, (SELECT order_number FROM placed) AS order_number, ${unpaid.ok} AS within_limit`;
}

/** The order just placed, as a read would answer it (without reading it back). */
function asPlaced(order: NewOrder, createdAt: Date, orderNumber: string): OrderDetail {
  const { placedBy, lines, delivery, ...fields } = order;
  return {
    ...fields,
    ...{ exchangeForReturnId: null, exchangeForReturnNumber: null, exchangeForOrderNumber: null },
    orderNumber,
    ...deliveryTotals(order),
    shippingOptionId: delivery?.shippingOptionId ?? null,
    shippingDays: delivery?.shippingDays ?? null,
    refundedCents: 0,
    guestLinkVersion: 0,
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
