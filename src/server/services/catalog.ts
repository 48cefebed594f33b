import { and, desc, eq, ilike, sql } from 'drizzle-orm';
import { idSchema } from '../../shared/schemas/common.js';
import { apiMessages } from '../../shared/messages.js';
import { toCents, toDollars } from '../../shared/money.js';
import type { ProductCreateInput, Product } from '../../shared/schemas/product.js';
import { productCreateSchema } from '../../shared/schemas/product.js';
import type { Database } from '../db/client.js';
import { products } from '../db/schema/catalog.js';
import { notFound } from '../lib/errors.js';

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

export function createCatalogService(db: Database) {
  return {
    /** Every product on sale, newest first. */
    async list(): Promise<Product[]> {
      const rows = await db
        .select()
        .from(products)
        .where(eq(products.archived, false))
        .orderBy(desc(products.createdAt), desc(products.id));
      return rows.map(productToWire);
    },

    async get(id: string): Promise<Product> {
      const [row] = await db
        .select()
        .from(products)
        .where(and(eq(products.id, id), eq(products.archived, false)));
      if (!row) throw notFound(apiMessages.productNotFound);
      return productToWire(row);
    },

    /** The spec's detail path takes a product's id or its name. */
    async getByIdOrName(idOrName: string): Promise<Product> {
      const isId = idSchema.safeParse(idOrName).success;
      const [row] = await db
        .select()
        .from(products)
        .where(and(isId ? eq(products.id, idOrName) : ilike(products.name, idOrName.replace(/[\\%_]/g, '\\$&')), eq(products.archived, false)))
        .limit(1);
      if (!row) throw notFound(apiMessages.productNotFound);
      return productToWire(row);
    },

    async create(input: ProductCreateInput): Promise<Product> {
      const p = productCreateSchema.parse(input);
      const [row] = await db
        .insert(products)
        .values({
          name: p.name,
          supplierName: p.sublierName,
          description: p.description,
          img: p.img,
          priceCents: toCents(p.cost),
          stockAvailable: p.Quantity,
          stockReceived: p.Quantity,
          category: p.category,
          brand: p.brand,
          partNumber: p.partNumber,
          compatibleModels: p.compatibleModels,
        })
        .returning();
      return productToWire(row!);
    },

    /** Units received: added to what is available now and to what was ever received. */
    async addQuantity(id: string, units: number): Promise<Product> {
      const [row] = await db
        .update(products)
        .set({
          stockAvailable: sql`${products.stockAvailable} + ${units}`,
          stockReceived: sql`${products.stockReceived} + ${units}`,
        })
        .where(and(eq(products.id, id), eq(products.archived, false)))
        .returning();
      if (!row) throw notFound(apiMessages.productNotFound);
      return productToWire(row);
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
