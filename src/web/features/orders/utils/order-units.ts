import type { Order } from '../../../../shared/schemas/order';

/** Units in an order: every line's quantity (an order of several lines has no single `quantity`). */
export const unitsOf = (order: Pick<Order, 'lines' | 'quantity'>): number =>
  order.quantity ?? order.lines.reduce((n, l) => n + l.quantity, 0);

/** "1 unit", "5 units". */
export const unitsText = (n: number) => `${n} ${n === 1 ? 'unit' : 'units'}`;

/** The product to order again: the one-line order's product, else the first line's. */
export const firstProductId = (order: Pick<Order, 'lines' | 'productId'>): string | null =>
  order.productId ?? order.lines[0]?.productId ?? null;
