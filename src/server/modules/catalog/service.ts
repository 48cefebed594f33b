import { and, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { apiMessages } from '../../../shared/messages.js';
import { idSchema } from '../../../shared/schemas/common.js';
import type { Database, DbOrTx } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { exportPage, importProducts } from './bulk.js';
import { createFitmentQueries } from './fitment.js';
import { createLowStockQueries } from './low-stock.js';
import { searchProducts, type CatalogQuery } from './search.js';
import { products } from './tables.js';

export type ProductRow = typeof products.$inferSelect;
/**
 * What an admin may edit (stock changes only through receiving units and orders; the models a
 * product fits, and so its compatibleModels, only through its fitment).
 */
export type ProductChanges = Partial<
  Pick<
    ProductRow,
    | 'name'
    | 'supplierName'
    | 'description'
    | 'img'
    | 'priceCents'
    | 'category'
    | 'brand'
    | 'partNumber'
    | 'attributes'
    | 'lowStockThreshold'
  >
>;
export type NewProduct = Required<Omit<ProductChanges, 'attributes' | 'lowStockThreshold'>> &
  Pick<ProductChanges, 'attributes' | 'lowStockThreshold'> & { stock: number };

const escapeLike = (s: string) => s.replace(/[\\%_]/g, '\\$&');
const onSale = (id: string) => and(eq(products.id, id), eq(products.archived, false));

/** What the shop shows: products on sale, found by id, name, search or stock level. */
function catalogReads(db: Database) {
  return {
    /** The newest `limit` products on sale (the spec's plain list), and how many are on sale in all. */
    async list(limit: number): Promise<{ items: ProductRow[]; total: number }> {
      const onSaleNow = eq(products.archived, false);
      const [items, [counted]] = await Promise.all([
        db.select().from(products).where(onSaleNow).orderBy(desc(products.createdAt), desc(products.id)).limit(limit),
        db.select({ n: count() }).from(products).where(onSaleNow),
      ]);
      return { items, total: counted!.n };
    },

    search: (query: CatalogQuery) => searchProducts(db, query),

    /** The spec's detail path takes a product's id or its name. */
    async getByIdOrName(idOrName: string): Promise<ProductRow> {
      const match = idSchema.safeParse(idOrName).success ? eq(products.id, idOrName) : ilike(products.name, escapeLike(idOrName));
      const [row] = await db
        .select()
        .from(products)
        .where(and(match, eq(products.archived, false)))
        .limit(1);
      if (!row) throw notFound(apiMessages.productNotFound);
      return row;
    },

    /** A product on sale, or undefined. */
    async findOnSale(tx: DbOrTx, id: string): Promise<ProductRow | undefined> {
      const [row] = await tx.select().from(products).where(onSale(id));
      return row;
    },

    /** The products on sale among these ids, in no particular order. */
    async onSaleAmong(ids: string[]): Promise<ProductRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(products)
        .where(and(inArray(products.id, ids), eq(products.archived, false)));
    },

    /**
     * These products, archived ones included (a cart shows a part that is no longer sold). `ids` may
     * be another module's subquery of ids (`cart.productIdsSql`), so the read needs no round trip first.
     */
    async byIds(ids: string[] | SQL): Promise<ProductRow[]> {
      if (Array.isArray(ids) && ids.length === 0) return [];
      return db.select().from(products).where(inArray(products.id, ids));
    },
  };
}

/** Stock levels flows read inside their transactions, and the ratings the review flows keep. */
function stockAndRatings() {
  return {
    /** Of these products, the ones with units available now (read in the caller's transaction). */
    async inStockAmong(tx: DbOrTx, ids: string[]): Promise<ProductRow[]> {
      if (ids.length === 0) return [];
      return tx
        .select()
        .from(products)
        .where(and(inArray(products.id, ids), eq(products.archived, false), sql`${products.stockAvailable} > 0`));
    },

    /**
     * Locks a product (archived or not) for a change of its rating in the caller's transaction, so
     * two reviews of one product are counted one after the other; 404 when there is none.
     */
    async lockForRating(tx: DbOrTx, id: string): Promise<ProductRow> {
      const [row] = await tx.select().from(products).where(eq(products.id, id)).for('update');
      if (!row) throw notFound(apiMessages.productNotFound);
      return row;
    },

    /** A product's rating from its visible reviews: how many and their stars added up. */
    async setRating(tx: DbOrTx, id: string, rating: { count: number; sum: number }): Promise<void> {
      await tx.update(products).set({ ratingCount: rating.count, ratingSum: rating.sum }).where(eq(products.id, id));
    },

    /** A product on sale read FOR SHARE in the caller's transaction (its stock cannot change until the commit); 404 when there is none. */
    async lockShared(tx: DbOrTx, id: string): Promise<ProductRow> {
      const [row] = await tx.select().from(products).where(onSale(id)).for('share');
      if (!row) throw notFound(apiMessages.productNotFound);
      return row;
    },
  };
}

/** Admins' edits, and the stock changes that flows make inside their transactions. */
function catalogWrites() {
  return {
    /** A new product (in the caller's transaction). */
    async create(tx: DbOrTx, input: NewProduct): Promise<ProductRow> {
      const { stock, ...fields } = input;
      const [row] = await tx
        .insert(products)
        .values({ ...fields, stockAvailable: stock, stockReceived: stock })
        .returning();
      return row!;
    },

    /** Edits the fields given (in the caller's transaction); stock counts change only through addQuantity and orders. */
    async update(tx: DbOrTx, id: string, changes: ProductChanges): Promise<ProductRow> {
      const [row] = Object.keys(changes).length
        ? await tx.update(products).set(changes).where(onSale(id)).returning()
        : await tx.select().from(products).where(onSale(id));
      if (!row) throw notFound(apiMessages.productNotFound);
      return row;
    },

    /** Units received: added to what is available now and to what was ever received (in the caller's transaction). */
    async addQuantity(tx: DbOrTx, id: string, units: number): Promise<ProductRow> {
      const [row] = await tx
        .update(products)
        .set({ stockAvailable: sql`${products.stockAvailable} + ${units}`, stockReceived: sql`${products.stockReceived} + ${units}` })
        .where(onSale(id))
        .returning();
      if (!row) throw notFound(apiMessages.productNotFound);
      return row;
    },

    /** Locks a product on sale for a change in the caller's transaction (answers it as it is); 404 when there is none. */
    async lockOnSale(tx: DbOrTx, id: string): Promise<ProductRow> {
      const [row] = await tx.select().from(products).where(onSale(id)).for('update');
      if (!row) throw notFound(apiMessages.productNotFound);
      return row;
    },

    /** Hides a product from the shop; it stays on the orders that have it. */
    async archive(tx: DbOrTx, id: string): Promise<void> {
      await tx.update(products).set({ archived: true }).where(eq(products.id, id));
    },

    async remove(tx: DbOrTx, id: string): Promise<void> {
      await tx.delete(products).where(eq(products.id, id));
    },

    /**
     * The units of a cancelled or expired order go back on the shelf (inside the caller's
     * transaction), one product at a time in id order: the same order the placing statement locks
     * them in, so the two never deadlock.
     */
    async returnStock(tx: DbOrTx, lines: { productId: string; quantity: number }[]): Promise<ProductRow[]> {
      const rows = new Map<string, ProductRow>();
      for (const line of [...lines].sort((a, b) => (a.productId < b.productId ? -1 : 1))) {
        const [row] = await tx
          .update(products)
          .set({ stockAvailable: sql`${products.stockAvailable} + ${line.quantity}` })
          .where(eq(products.id, line.productId))
          .returning();
        if (row) rows.set(row.id, row);
      }
      return [...rows.values()];
    },

    /** Of these SKUs, the ones sold out now (read in the caller's transaction, before an import writes them). */
    async soldOutSkus(tx: DbOrTx, skus: string[]): Promise<Set<string>> {
      if (skus.length === 0) return new Set();
      const rows = await tx
        .select({ sku: products.sku })
        .from(products)
        .where(and(inArray(products.sku, skus), eq(products.stockAvailable, 0)));
      return new Set(rows.map((r) => r.sku));
    },
  };
}

/**
 * The CTEs that take every line's units from stock, for a flow to put in a larger statement:
 * all lines or none. `stock_locked` locks (in id order, so parallel checkouts never deadlock) the
 * products that are on sale, have the units, and still have the price and name the flow read
 * (an order is never placed at a price nobody saw); `stock_taken` takes the units only when every
 * line passed (and the flow's own `gate` holds). The flow's guard is `stock_all`, which yields a row only then.
 * `precondition` (the account's limit on unpaid orders) is checked before any product row is
 * locked: when it fails, no line is wanted, so nothing is locked or taken.
 */
export function takeStockSql(
  lines: { productId: string; units: number; priceCents: number; name: string }[],
  gate: SQL = sql`true`,
  precondition: SQL = sql`true`,
): SQL {
  const want = sql.join(
    lines.map((l) => sql`(${l.productId}::uuid, ${l.units}::int, ${l.priceCents}::int, ${l.name}::text)`),
    sql`, `,
  );
  return sql`stock_want(id, units, price_cents, name) AS (SELECT * FROM (VALUES ${want}) AS v WHERE ${precondition}),
    stock_locked AS (
      SELECT p.id FROM ${products} p JOIN stock_want w ON w.id = p.id
      WHERE p.archived = false AND p.stock_available >= w.units AND p.price_cents = w.price_cents AND p.name = w.name
      ORDER BY p.id FOR UPDATE OF p
    ),
    stock_taken AS (
      UPDATE ${products} p SET stock_available = p.stock_available - w.units FROM stock_want w
      WHERE p.id = w.id AND ${gate} AND (SELECT count(*) FROM stock_locked) = ${lines.length}
      RETURNING p.id
    ),
    stock_all AS (SELECT 1 WHERE (SELECT count(*) FROM stock_taken) = ${lines.length})`;
}

export function createCatalogService(db: Database) {
  return {
    ...catalogReads(db),
    ...catalogWrites(),
    ...stockAndRatings(),
    ...createFitmentQueries(db),
    ...createLowStockQueries(db),
    takeStockSql,
    importProducts,
    exportPage: (after: string | null, limit: number) => exportPage(db, after, limit),
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
