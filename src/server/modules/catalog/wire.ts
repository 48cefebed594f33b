import type { FastifyInstance } from 'fastify';
import { toDollars } from '../../../shared/money.js';
import type { Product, ProductDetail } from '../../../shared/schemas/product.js';
import type { ProductRow } from './service.js';

// ── Wire mapping: the spec's names on the wire, the domain's in the services (ADR 003) ──

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
    createdAt: row.createdAt.toISOString(),
  };
}

/** A product on the wire with its part numbers and the laptop models it fits (by brand, family, model). */
export async function productDetailToWire(app: FastifyInstance, row: ProductRow): Promise<ProductDetail> {
  const { catalog, laptops } = app.services;
  const [numbers, fitment] = await Promise.all([catalog.partNumbersOf(row.id), catalog.fitmentOf(row.id)]);
  const models = new Map((await laptops.byIds(fitment.map((f) => f.laptopId))).map((l) => [l.id, l]));
  const fits = fitment
    .flatMap((f) => {
      const l = models.get(f.laptopId);
      return l ? [{ _id: l.id, brand: l.brand, family: l.family, model: l.model, note: f.note }] : [];
    })
    .sort((a, b) => a.brand.localeCompare(b.brand) || a.family.localeCompare(b.family) || a.model.localeCompare(b.model));
  return { ...productToWire(row), partNumbers: numbers, fits };
}
