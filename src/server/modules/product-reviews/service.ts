import { and, asc, count, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import { apiMessages } from '../../../shared/messages.js';
import type { ReviewSort } from '../../../shared/schemas/product-review.js';
import type { Database, DbOrTx } from '../../db/client.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { productReviewHelpful, productReviews } from './tables.js';

export type ProductReviewRow = typeof productReviews.$inferSelect;

/** What a buyer writes, with the purchase that lets them (its order and the laptop it was bought for). */
export interface NewProductReview {
  productId: string;
  userId: string;
  orderId: string;
  laptopId: string | null;
  laptopBrand: string | null;
  laptopModel: string | null;
  rating: number;
  title: string;
  body: string;
}

/** Stars given by the visible reviews: how many gave 1 … 5. */
export type StarCounts = Record<'1' | '2' | '3' | '4' | '5', number>;

const ORDER_BY: Record<ReviewSort, SQL[]> = {
  newest: [desc(productReviews.createdAt), desc(productReviews.id)],
  helpful: [desc(productReviews.helpfulCount), desc(productReviews.createdAt), desc(productReviews.id)],
  // The "lowest rating": the complaints first.
  rating: [asc(productReviews.rating), desc(productReviews.createdAt), desc(productReviews.id)],
};

const visibleOf = (productId: string) => and(eq(productReviews.productId, productId), eq(productReviews.hidden, false))!;

/** What shoppers see: a product's visible reviews, their stars, one's own review. */
function reviewReads(db: Database) {
  return {
    /** How many visible reviews gave each number of stars. */
    async starCounts(productId: string): Promise<StarCounts> {
      const rows = await db
        .select({ rating: productReviews.rating, n: count() })
        .from(productReviews)
        .where(visibleOf(productId))
        .groupBy(productReviews.rating);
      const counts: StarCounts = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
      for (const r of rows) counts[String(r.rating) as keyof StarCounts] = r.n;
      return counts;
    },

    /** One page of a product's visible reviews. */
    async page(productId: string, sort: ReviewSort, page: number, limit: number): Promise<ProductReviewRow[]> {
      return db
        .select()
        .from(productReviews)
        .where(visibleOf(productId))
        .orderBy(...ORDER_BY[sort])
        .limit(limit)
        .offset((page - 1) * limit);
    },

    /** The caller's own review of a product (hidden or not). */
    async mine(productId: string, userId: string): Promise<ProductReviewRow | null> {
      const [row] = await db
        .select()
        .from(productReviews)
        .where(and(eq(productReviews.productId, productId), eq(productReviews.userId, userId)));
      return row ?? null;
    },

    async get(id: string): Promise<ProductReviewRow> {
      const [row] = await db.select().from(productReviews).where(eq(productReviews.id, id));
      if (!row) throw notFound(apiMessages.reviewNotFound);
      return row;
    },
  };
}

/** A buyer's review written, and the product's rating it changes (in the flow's transaction). */
function reviewWrites() {
  return {
    /**
     * The buyer's review of the product, written or replaced (one per customer and product; a
     * hidden review stays hidden when edited). `created` is false when it replaced one. The caller
     * holds the product's lock (see the flow), so one buyer's two submissions run one after the other.
     */
    async upsert(tx: DbOrTx, r: NewProductReview): Promise<{ row: ProductReviewRow; created: boolean }> {
      const mine = and(eq(productReviews.productId, r.productId), eq(productReviews.userId, r.userId));
      const [updated] = await tx
        .update(productReviews)
        .set({
          rating: r.rating,
          title: r.title,
          body: r.body,
          orderId: r.orderId,
          laptopId: r.laptopId,
          laptopBrand: r.laptopBrand,
          laptopModel: r.laptopModel,
        })
        .where(mine)
        .returning();
      if (updated) return { row: updated, created: false };
      const [created] = await tx.insert(productReviews).values(r).returning();
      return { row: created!, created: true };
    },

    /** The visible reviews' count and stars added up (the product's rating), read in the caller's transaction. */
    async ratingOf(tx: DbOrTx, productId: string): Promise<{ count: number; sum: number }> {
      const [row] = await tx
        .select({ count: count(), sum: sql<number>`coalesce(sum(${productReviews.rating}), 0)::int` })
        .from(productReviews)
        .where(visibleOf(productId));
      return { count: row!.count, sum: row!.sum };
    },
  };
}

/** Shoppers' helpful marks. */
function helpfulMarks(db: Database) {
  return {
    /**
     * Marks a visible review helpful for this user, once (one statement: the mark and the count go
     * together, so two clicks count one). Answers the review's count, and whether this call marked
     * it (false: the user had marked it before, nothing changed). Your own review: 403.
     */
    async markHelpful(id: string, userId: string): Promise<{ count: number; marked: boolean }> {
      const { rows } = await db.execute<{ user_id: string; counted: number | null; before: number }>(sql`
        WITH review AS (
          SELECT id, user_id, helpful_count FROM ${productReviews} WHERE id = ${id} AND hidden = false
        ), marked AS (
          INSERT INTO ${productReviewHelpful} (review_id, user_id)
          SELECT id, ${userId} FROM review WHERE user_id <> ${userId}
          ON CONFLICT DO NOTHING
          RETURNING review_id
        ), counted AS (
          UPDATE ${productReviews} r SET helpful_count = r.helpful_count + 1 FROM marked WHERE r.id = marked.review_id
          RETURNING r.helpful_count
        )
        SELECT user_id, (SELECT helpful_count FROM counted) AS counted, helpful_count AS before FROM review`);
      const row = rows[0];
      if (!row) throw notFound(apiMessages.reviewNotFound);
      if (row.user_id === userId) throw forbidden(apiMessages.ownReviewHelpful);
      return { count: row.counted ?? row.before, marked: row.counted !== null };
    },

    /** Which of these reviews this user marked helpful. */
    async markedHelpfulBy(userId: string, reviewIds: string[]): Promise<Set<string>> {
      if (reviewIds.length === 0) return new Set();
      const rows = await db
        .select({ id: productReviewHelpful.reviewId })
        .from(productReviewHelpful)
        .where(and(eq(productReviewHelpful.userId, userId), inArray(productReviewHelpful.reviewId, reviewIds)));
      return new Set(rows.map((r) => r.id));
    },
  };
}

/** The admins' moderation. */
function reviewModeration(db: Database) {
  return {
    /** Locks a review for moderation in the caller's transaction. */
    async lock(tx: DbOrTx, id: string): Promise<ProductReviewRow> {
      const [row] = await tx.select().from(productReviews).where(eq(productReviews.id, id)).for('update');
      if (!row) throw notFound(apiMessages.reviewNotFound);
      return row;
    },

    async setHidden(tx: DbOrTx, id: string, hidden: boolean): Promise<ProductReviewRow> {
      const [row] = await tx
        .update(productReviews)
        .set({ hidden, hiddenAt: hidden ? new Date() : null })
        .where(eq(productReviews.id, id))
        .returning();
      return row!;
    },

    /** Every review for the admins, newest first; `hidden` filters. */
    async adminPage(q: {
      hidden?: boolean | undefined;
      page: number;
      limit: number;
    }): Promise<{ items: ProductReviewRow[]; total: number }> {
      const where = q.hidden === undefined ? undefined : eq(productReviews.hidden, q.hidden);
      const [items, [counted]] = await Promise.all([
        db
          .select()
          .from(productReviews)
          .where(where)
          .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
          .limit(q.limit)
          .offset((q.page - 1) * q.limit),
        db.select({ n: count() }).from(productReviews).where(where),
      ]);
      return { items, total: counted!.n };
    },

    /** Reviews written since this moment (hidden ones included). */
    async countSince(since: Date): Promise<number> {
      const [row] = await db.select({ n: count() }).from(productReviews).where(gte(productReviews.createdAt, since));
      return row!.n;
    },
  };
}

/** What Download my data and deleting an account ask of a customer's reviews. */
function reviewsOfAccount(db: Database) {
  return {
    /** Every review the customer wrote (hidden ones too), newest first. */
    async ofUser(userId: string): Promise<ProductReviewRow[]> {
      return db.select().from(productReviews).where(eq(productReviews.userId, userId)).orderBy(desc(productReviews.createdAt));
    },

    /** The products the customer reviewed (the ones whose rating a deletion changes), in id order. */
    async productsReviewedBy(tx: DbOrTx, userId: string): Promise<string[]> {
      const rows = await tx
        .select({ productId: productReviews.productId })
        .from(productReviews)
        .where(eq(productReviews.userId, userId))
        .orderBy(asc(productReviews.productId));
      return rows.map((r) => r.productId);
    },

    /** Deletes the customer's reviews (their helpful marks go with them); the caller holds their products' locks. */
    async removeAllOf(tx: DbOrTx, userId: string): Promise<number> {
      return (await tx.delete(productReviews).where(eq(productReviews.userId, userId)).returning({ id: productReviews.id })).length;
    },
  };
}

/** Reviews of products by their buyers, their helpful marks and their moderation. */
export function createProductReviewService(db: Database) {
  return { ...reviewReads(db), ...reviewWrites(), ...helpfulMarks(db), ...reviewModeration(db), ...reviewsOfAccount(db) };
}
export type ProductReviewService = ReturnType<typeof createProductReviewService>;
