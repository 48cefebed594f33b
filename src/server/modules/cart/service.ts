import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { CART_MAX_LINES } from '../../../shared/schemas/cart.js';
import { apiMessages } from '../../../shared/messages.js';
import type { Database, DbOrTx } from '../../db/client.js';
import { conflict } from '../../lib/errors.js';
import { cartItems } from './tables.js';

export interface CartLine {
  productId: string;
  quantity: number;
  /** The laptop the shopper had selected when adding the part (null: none). */
  laptopId?: string | null;
}

/** A signed-in customer's cart: product ids and quantities (prices and stock come from the catalog). */
export function createCartService(db: Database) {
  return {
    /** The cart's lines, in the order they were first added. */
    async lines(userId: string): Promise<CartLine[]> {
      return db
        .select({ productId: cartItems.productId, quantity: cartItems.quantity, laptopId: cartItems.laptopId })
        .from(cartItems)
        .where(eq(cartItems.userId, userId))
        .orderBy(asc(cartItems.createdAt), asc(cartItems.productId));
    },

    /** Empties the cart (a deleted account's), in the caller's transaction. */
    async clear(tx: DbOrTx, userId: string): Promise<void> {
      await tx.delete(cartItems).where(eq(cartItems.userId, userId));
    },

    /**
     * The cart's product ids as a subquery, for a read of their products that runs at the same
     * time as `lines` (the checkout's reads). It may see a line added or removed between the two.
     */
    productIdsSql(userId: string): SQL {
      return sql`(SELECT ${cartItems.productId} FROM ${cartItems} WHERE ${cartItems.userId} = ${userId})`;
    },

    /**
     * Sets the quantities of these lines (0 removes one). A cart holds at most CART_MAX_LINES
     * products: adding past that is a 409 and changes nothing.
     */
    async set(userId: string, lines: CartLine[]): Promise<void> {
      await db.transaction(async (tx) => {
        const remove = lines.filter((l) => l.quantity === 0).map((l) => l.productId);
        const keep = lines.filter((l) => l.quantity > 0);
        if (remove.length) await tx.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.productId, remove)));
        if (keep.length === 0) return;
        await tx
          .insert(cartItems)
          .values(keep.map((l) => ({ userId, productId: l.productId, quantity: l.quantity, laptopId: l.laptopId ?? null })))
          .onConflictDoUpdate({
            target: [cartItems.userId, cartItems.productId],
            // A line set without a laptop keeps the one it was added for.
            set: { quantity: sql`excluded.quantity`, laptopId: sql`coalesce(excluded.laptop_id, ${cartItems.laptopId})` },
          });
        const [row] = await tx.select({ n: count() }).from(cartItems).where(eq(cartItems.userId, userId));
        // Thrown inside the transaction: the insert above is rolled back.
        if (row!.n > CART_MAX_LINES) throw conflict(apiMessages.cartFull(CART_MAX_LINES));
      });
    },

    /**
     * The checkout statement's hold on the cart: `cart_locked` locks the cart's rows with exactly
     * these quantities, and the answered gate holds only when all of them are there. Two checkouts
     * of one cart at once: the second waits for the first, finds the rows gone, and places nothing.
     */
    lockSql(userId: string, lines: CartLine[]): { cte: SQL; gate: SQL } {
      const wanted = sql.join(
        lines.map((l) => sql`(${l.productId}::uuid, ${l.quantity}::int)`),
        sql`, `,
      );
      return {
        cte: sql`cart_locked AS (
          SELECT product_id FROM ${cartItems} WHERE user_id = ${userId} AND (product_id, quantity) IN (VALUES ${wanted})
          ORDER BY product_id FOR UPDATE
        )`,
        gate: sql`(SELECT count(*) FROM cart_locked) = ${lines.length}`,
      };
    },

    /** The part of the checkout statement that empties the ordered lines once the CTE `placed` inserted the order. */
    clearSql(userId: string, productIds: string[]): SQL {
      return sql`DELETE FROM ${cartItems} WHERE user_id = ${userId}
        AND product_id IN (${sql.join(
          productIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}) AND EXISTS (SELECT 1 FROM placed)`;
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
