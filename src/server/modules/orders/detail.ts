import { asc, inArray } from 'drizzle-orm';
import type { ShippingAddress } from '../../../shared/schemas/address.js';
import { countryName } from '../../../shared/countries.js';
import type { DbOrTx } from '../../db/client.js';
import { money } from '../../lib/text.js';
import { loadTimelines, type TimelineEvent } from './timeline.js';
import { orderLines, type orders } from './tables.js';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect & { lineTotalCents: number };
export type OrderDetail = OrderRow & { lines: OrderLineRow[]; timeline: TimelineEvent[] };

/** The lines of several orders, in their order. */
async function loadLines(db: DbOrTx, orderIds: string[]): Promise<Map<string, OrderLineRow[]>> {
  const map = new Map<string, OrderLineRow[]>();
  if (orderIds.length === 0) return map;
  const rows = await db.select().from(orderLines).where(inArray(orderLines.orderId, orderIds)).orderBy(asc(orderLines.position));
  for (const r of rows) {
    const list = map.get(r.orderId) ?? [];
    list.push({ ...r, lineTotalCents: r.lineTotalCents ?? r.unitPriceCents * r.quantity });
    map.set(r.orderId, list);
  }
  return map;
}

/** Adds each order's lines and timeline (one query each for all of them). */
export async function withDetails(db: DbOrTx, rows: OrderRow[]): Promise<OrderDetail[]> {
  const ids = rows.map((r) => r.id);
  const [lines, timelines] = await Promise.all([loadLines(db, ids), loadTimelines(db, ids)]);
  return rows.map((r) => ({ ...r, lines: lines.get(r.id) ?? [], timeline: timelines.get(r.id) ?? [] }));
}

/** "Battery", or "Battery and 2 more": the spec's orderName, and the subject of the order's e-mails. */
export const orderTitle = (lines: Pick<OrderLineRow, 'productName'>[]) =>
  lines.length === 0 ? 'Order' : lines.length === 1 ? lines[0]!.productName : `${lines[0]!.productName} and ${lines.length - 1} more`;

/** "Battery (order PH-2026-000123)": what an e-mail's subject names an order by. */
export const orderHeading = (o: Pick<OrderDetail, 'orderNumber'> & { lines: Pick<OrderLineRow, 'productName'>[] }) =>
  `${orderTitle(o.lines)} (order ${o.orderNumber})`;

/** The address as a label prints it. */
export const addressLines = (a: ShippingAddress) =>
  [a.name, a.line1, a.line2, [a.postalCode, a.city, a.region].filter(Boolean).join(' '), countryName(a.country), `Phone: ${a.phone}`]
    .filter(Boolean)
    .join('\n');

/** What an order's e-mail summary reads (the mail view reads the same, with its lines' pictures and laptops). */
export type Summarised = Pick<
  OrderDetail,
  | 'orderNumber'
  | 'phone'
  | 'subtotalCents'
  | 'discounts'
  | 'shippingCents'
  | 'taxCents'
  | 'taxRateBasisPoints'
  | 'totalCents'
  | 'giftCards'
  | 'storeCreditCents'
  | 'shippingAddress'
  | 'shippingOptionName'
> & { lines: Pick<OrderLineRow, 'productName' | 'quantity' | 'unitPriceCents' | 'lineTotalCents'>[] };

/** The lines every e-mail about an order starts with: what, where to, and what it costs. */
export function orderSummary(o: Summarised): string {
  const lines = o.lines.map((l) => `${l.quantity} × ${l.productName} (${money(l.unitPriceCents)} each) — ${money(l.lineTotalCents)}`);
  const totals = [`Subtotal: ${money(o.subtotalCents)}`];
  for (const x of o.discounts) totals.push(`${x.label}${x.code ? ` (code ${x.code.toUpperCase()})` : ''}: −${money(x.amountCents)}`);
  if (o.shippingOptionName) totals.push(`Shipping (${o.shippingOptionName}): ${money(o.shippingCents)}`);
  if (o.taxCents > 0) totals.push(`Tax (${o.taxRateBasisPoints / 100}%): ${money(o.taxCents)}`);
  totals.push(`Total: ${money(o.totalCents)}`);
  if (o.storeCreditCents > 0) totals.push(`Paid with store credit: −${money(o.storeCreditCents)}`);
  for (const g of o.giftCards) totals.push(`Paid with gift card ending ${g.last4}: −${money(g.amountCents)}`);
  const tenders = o.storeCreditCents + o.giftCards.reduce((sum, g) => sum + g.amountCents, 0);
  if (tenders > 0) totals.push(`To pay by card: ${money(o.totalCents - tenders)}`);
  const delivery = o.shippingAddress
    ? `Delivery to:\n${addressLines(o.shippingAddress)}`
    : `Phone on the order: ${o.phone}\nNo delivery address yet: add one on the payment page.`;
  return `${lines.join('\n')}\n\n${totals.join('\n')}\n\nOrder number: ${o.orderNumber}\n${delivery}`;
}

/** When the return window of a delivered order closes (null when it is not delivered). */
export function returnableUntil(o: Pick<OrderDetail, 'status' | 'timeline'>, windowDays: number): Date | null {
  if (o.status !== 'delivered') return null;
  const delivered = o.timeline.findLast((e) => e.status === 'delivered');
  return delivered ? new Date(delivered.at.getTime() + windowDays * 86_400_000) : null;
}
