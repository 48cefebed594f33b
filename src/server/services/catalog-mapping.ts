import { toDollars } from '../../shared/money.js';
import type { Product } from '../../shared/schemas/product.js';
import type { products } from '../db/schema/catalog.js';

type ProductRow = typeof products.$inferSelect;

/** The one mapping between a product row and the spec's wire shape. */
export function productToWire(row: ProductRow): Product {
  return {
    _id: row.id,
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
