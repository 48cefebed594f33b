import type { z } from 'zod';
import { toCents, toDollars } from '../../../shared/money.js';
import type { Product, productCreateSchema, productUpdateSchema } from '../../../shared/schemas/product.js';
import type { NewProduct, ProductChanges, ProductRow } from './service.js';

/** The one mapping between a product and the spec's wire shape (sublierName, cost, Quantity, TotalQuentity). */
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
  if (p.compatibleModels !== undefined) c.compatibleModels = p.compatibleModels;
  return c;
}

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
    compatibleModels: p.compatibleModels,
    stock: p.Quantity,
  };
}
