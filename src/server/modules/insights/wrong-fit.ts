import type { OrderService } from '../orders/service.js';
import type { ReturnService } from '../returns/service.js';

/** "Returned for wrong fit" looks this many days back. */
export const WRONG_FIT_DAYS = 90;
/** Products and laptop models listed (the most units first). */
const WRONG_FIT_LISTED = 5;

export interface WrongFit {
  products: { productId: string; name: string; units: number }[];
  laptops: { laptopId: string; name: string; units: number }[];
}

/** The `limit` entries with the most units (then by name), from units added up per key. */
function top<T extends { units: number; name: string }>(totals: Map<string, T>, limit: number): T[] {
  return [...totals.values()].sort((a, b) => b.units - a.units || a.name.localeCompare(b.name)).slice(0, limit);
}

/**
 * Units returned because they did not fit (issue 31: bad fitment data shows here), in the last
 * WRONG_FIT_DAYS days, returns not rejected: the products and the laptop models (each return line's
 * laptop is its order line's, where the order line had one) with the most units.
 */
export async function wrongFitReturns(deps: { returns: ReturnService; orders: OrderService }): Promise<WrongFit> {
  const lines = await deps.returns.wrongFitUnits(new Date(Date.now() - WRONG_FIT_DAYS * 86_400_000));
  const laptops = await deps.orders.lineLaptops(lines);
  const laptopOf = new Map(laptops.map((l) => [`${l.orderId}:${l.productId}`, l]));
  const products = new Map<string, WrongFit['products'][number]>();
  const models = new Map<string, WrongFit['laptops'][number]>();
  for (const line of lines) {
    const p = products.get(line.productId) ?? { productId: line.productId, name: line.productName, units: 0 };
    products.set(line.productId, { ...p, units: p.units + line.units });
    const laptop = laptopOf.get(`${line.orderId}:${line.productId}`);
    if (!laptop) continue;
    const name = [laptop.laptopBrand, laptop.laptopModel].filter(Boolean).join(' ');
    const m = models.get(laptop.laptopId) ?? { laptopId: laptop.laptopId, name, units: 0 };
    models.set(laptop.laptopId, { ...m, units: m.units + line.units });
  }
  return { products: top(products, WRONG_FIT_LISTED), laptops: top(models, WRONG_FIT_LISTED) };
}
