import type { z } from 'zod';
import { toCents, toDollars } from '../../../shared/money.js';
import { attributeFilters } from '../../../shared/part-attributes.js';
import type {
  Product,
  ProductDetail,
  productCreateSchema,
  productQuerySchema,
  productUpdateSchema,
} from '../../../shared/schemas/product.js';
import { badRequest } from '../../lib/errors.js';
import type { CatalogQuery } from '../../modules/catalog/search.js';
import type { ProductDetailView } from '../../flows/reads/product-detail.js';
import type { NewProduct, ProductChanges, ProductRow } from '../../modules/catalog/service.js';
import type { Sale } from '../../flows/reads/sales.js';

// ── Wire mapping: the spec's names on the wire, the domain's in the services (ADR 003) ──

/** Stars to one decimal from the visible reviews' count and sum; null while nobody rated it. */
export const ratingOf = (row: Pick<ProductRow, 'ratingCount' | 'ratingSum'>) => ({
  average: row.ratingCount > 0 ? Math.round((row.ratingSum / row.ratingCount) * 10) / 10 : null,
  count: row.ratingCount,
});

/** The one mapping between a product and the spec's wire shape (sublierName, cost, Quantity, TotalQuentity). */
export function productToWire(row: ProductRow, sale?: Sale | null): Product {
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
    attributes: row.attributes,
    lowStockThreshold: row.lowStockThreshold,
    rating: ratingOf(row),
    ...saleToWire(sale),
    createdAt: row.createdAt.toISOString(),
  };
}

/** A product's sale price and its promotion on the wire (nothing when no sale covers it). */
export const saleToWire = (sale: Sale | null | undefined) =>
  sale
    ? {
        salePrice: toDollars(sale.priceCents),
        promotion: { label: sale.promotion.label, endsAt: sale.promotion.endsAt?.toISOString() ?? null },
      }
    : {};

/** A product's page (`productDetail`) on the wire: its part numbers, the models it fits, its sale and the caller's restock alert. */
export function productDetailToWire({ product, partNumbers, fits, restockAlert, sale }: ProductDetailView): ProductDetail {
  return {
    ...productToWire(product, sale),
    partNumbers,
    fits: fits.map(({ laptop: l, note }) => ({ _id: l.id, brand: l.brand, family: l.family, model: l.model, note })),
    restockAlert,
  };
}

/** An edit's fields, wire names to the catalog's; only the fields sent. */
export function productChangesFromWire(p: z.output<typeof productUpdateSchema>): ProductChanges {
  const c: ProductChanges = {};
  if (p.name !== undefined) c.name = p.name;
  if (p.sublierName !== undefined) c.supplierName = p.sublierName;
  if (p.description !== undefined) c.description = p.description;
  if (p.img !== undefined) c.img = p.img;
  if (p.cost !== undefined) c.priceCents = toCents(p.cost);
  if (p.category !== undefined) c.category = p.category;
  if (p.brand !== undefined) c.brand = p.brand;
  if (p.partNumber !== undefined) c.partNumber = p.partNumber;
  if (p.attributes !== undefined) c.attributes = p.attributes;
  if (p.lowStockThreshold !== undefined) c.lowStockThreshold = p.lowStockThreshold;
  // compatibleModels is not a field: it names the models the product fits (the flow sets its fitment).
  return c;
}

/** A new product's fields, wire names to the catalog's. */
export function newProductFromWire(p: z.output<typeof productCreateSchema>): NewProduct {
  return {
    name: p.name,
    supplierName: p.sublierName,
    description: p.description,
    img: p.img,
    priceCents: toCents(p.cost),
    category: p.category,
    brand: p.brand,
    partNumber: p.partNumber,
    attributes: p.attributes,
    lowStockThreshold: p.lowStockThreshold,
    stock: p.Quantity,
  };
}

/**
 * GET /api/service's query as the catalog takes it: `facets=1` as a flag, and the `attr.<name>`
 * parameters checked against the category's attributes, 400 naming the parameter otherwise.
 */
export function catalogQueryFromWire(query: z.output<typeof productQuerySchema>): CatalogQuery {
  const { facets, search, category, model, laptop, sort, page, limit } = query;
  const params = Object.entries(query).filter((e): e is [string, string] => e[0].startsWith('attr.') && e[1] !== undefined);
  const read = attributeFilters(category, params);
  if ('problem' in read) throw badRequest(read.problem);
  const attrs = Object.keys(read.filters).length > 0 ? read.filters : undefined;
  return { search, category, model, laptop, sort, page, limit, ...(attrs ? { attrs } : {}), ...(facets ? { facets: true } : {}) };
}
