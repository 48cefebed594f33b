import type { FastifyInstance } from 'fastify';
import { toDollars } from '../../../shared/money.js';
import type { Product, ProductDetail } from '../../../shared/schemas/product.js';
import type { ProductRow } from '../../modules/catalog/service.js';

// ── Wire mapping: the spec's names on the wire, the domain's in the services (ADR 003) ──

/** Stars to one decimal from the visible reviews' count and sum; null while nobody rated it. */
export const ratingOf = (row: Pick<ProductRow, 'ratingCount' | 'ratingSum'>) => ({
  average: row.ratingCount > 0 ? Math.round((row.ratingSum / row.ratingCount) * 10) / 10 : null,
  count: row.ratingCount,
});

/** The one mapping between a product and the spec's wire shape (sublierName, cost, Quantity, TotalQuentity). */
export function productToWire(row: ProductRow): Product {
  return {
    _id: row.id,
    sku: row.sku,
    name: row.name,
    sublierName: row.supplierName,
    description: row.description,
    img: row.img,
    cost: toDollars(row.priceCents),
    TotalQuentity: row.stockReceived,
    Quantity: row.stockAvailable,
    category: row.category,
    brand: row.brand,
    partNumber: row.partNumber,
    compatibleModels: row.compatibleModels,
    rating: ratingOf(row),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * A product on the wire with its part numbers, the laptop models it fits (by brand, family, model)
 * and whether the signed-in caller waits for it to be back in stock.
 */
export async function productDetailToWire(app: FastifyInstance, row: ProductRow, viewerId: string | null): Promise<ProductDetail> {
  const { catalog, laptops, restock } = app.services;
  const [numbers, fitment, restockAlert] = await Promise.all([
    catalog.partNumbersOf(row.id),
    catalog.fitmentOf(row.id),
    viewerId ? restock.isWaiting(row.id, viewerId) : false,
  ]);
  const models = new Map((await laptops.byIds(fitment.map((f) => f.laptopId))).map((l) => [l.id, l]));
  const fits = fitment
    .flatMap((f) => {
      const l = models.get(f.laptopId);
      return l ? [{ _id: l.id, brand: l.brand, family: l.family, model: l.model, note: f.note }] : [];
    })
    .sort((a, b) => a.brand.localeCompare(b.brand) || a.family.localeCompare(b.family) || a.model.localeCompare(b.model));
  return { ...productToWire(row), partNumbers: numbers, fits, restockAlert };
}
