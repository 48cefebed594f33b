import { and, desc, eq, ilike, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { apiMessages } from '../../shared/messages.js';
import { toCents } from '../../shared/money.js';
import { idSchema } from '../../shared/schemas/common.js';
import type { Product, ProductCreateInput, ProductQuery, ProductUpdateInput } from '../../shared/schemas/product.js';
import { productCreateSchema, productUpdateSchema } from '../../shared/schemas/product.js';
import type { Database } from '../db/client.js';
import { products } from '../db/schema/catalog.js';
import { orders } from '../db/schema/orders.js';
import { notFound } from '../lib/errors.js';
import { productToWire } from './catalog-mapping.js';
import { searchProducts } from './catalog-search.js';

export { productToWire };

type ProductInsert = typeof products.$inferInsert;
type ProductUpdate = z.output<typeof productUpdateSchema>;

/** Wire fields → columns, for the fields an admin may set. */
function toColumns(p: ProductUpdate): Partial<ProductInsert> {
  const c: Partial<ProductInsert> = {};
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

const onSale = (id: string) => and(eq(products.id, id), eq(products.archived, false));

export function createCatalogService(db: Database) {
  return {
    /** Every product on sale, newest first (the spec's plain list). */
    async list(): Promise<Product[]> {
      const rows = await db
        .select()
        .from(products)
        .where(eq(products.archived, false))
        .orderBy(desc(products.createdAt), desc(products.id));
      return rows.map(productToWire);
    },

    search: (query: ProductQuery) => searchProducts(db, query),

    /** The spec's detail path takes a product's id or its name. */
    async getByIdOrName(idOrName: string): Promise<Product> {
      const byId = idSchema.safeParse(idOrName).success;
      const match = byId ? eq(products.id, idOrName) : ilike(products.name, idOrName.replace(/[\\%_]/g, '\\$&'));
      const [row] = await db.select().from(products).where(and(match, eq(products.archived, false))).limit(1);
      if (!row) throw notFound(apiMessages.productNotFound);
      return productToWire(row);
    },

    async create(input: ProductCreateInput): Promise<Product> {
      const p = productCreateSchema.parse(input);
      const [row] = await db
        .insert(products)
        .values({ ...(toColumns(p) as ProductInsert), stockAvailable: p.Quantity, stockReceived: p.Quantity })
        .returning();
      return productToWire(row!);
    },

    /** Edits the fields present in the body; stock counts change only through addQuantity and orders. */
    async update(id: string, input: ProductUpdateInput): Promise<Product> {
      const columns = toColumns(productUpdateSchema.parse(input));
      const [row] = Object.keys(columns).length
        ? await db.update(products).set(columns).where(onSale(id)).returning()
        : await db.select().from(products).where(onSale(id));
      if (!row) throw notFound(apiMessages.productNotFound);
      return productToWire(row);
    },

    /** Deletes a product; one that has orders is archived instead (hidden from the shop, kept on its orders). */
    async remove(id: string): Promise<{ deletedCount: number; archived: boolean }> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select({ id: products.id }).from(products).where(onSale(id)).for('update');
        if (!row) throw notFound(apiMessages.productNotFound);
        const [ordered] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.productId, id)).limit(1);
        if (ordered) {
          await tx.update(products).set({ archived: true }).where(eq(products.id, id));
          return { deletedCount: 1, archived: true };
        }
        await tx.delete(products).where(eq(products.id, id));
        return { deletedCount: 1, archived: false };
      });
    },

    /** Units received: added to what is available now and to what was ever received. */
    async addQuantity(id: string, units: number): Promise<Product> {
      const [row] = await db
        .update(products)
        .set({
          stockAvailable: sql`${products.stockAvailable} + ${units}`,
          stockReceived: sql`${products.stockReceived} + ${units}`,
        })
        .where(onSale(id))
        .returning();
      if (!row) throw notFound(apiMessages.productNotFound);
      return productToWire(row);
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
