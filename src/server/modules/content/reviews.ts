import { desc, eq } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.js';
import type { Viewer } from '../../lib/viewer.js';
import { reviews } from './tables.js';

export type ReviewRow = typeof reviews.$inferSelect;

/** The spec's reviews: testimonials about the shop, shown on the home page. */
export function createReviewService(db: Database) {
  return {
    /** The newest `limit` reviews, newest first. */
    async list(limit: number): Promise<ReviewRow[]> {
      return db.select().from(reviews).orderBy(desc(reviews.createdAt)).limit(limit);
    },
    /** The review's e-mail is the account's, whatever the body says. */
    async create(viewer: Viewer, review: Pick<ReviewRow, 'name' | 'text' | 'img'>): Promise<ReviewRow> {
      const [row] = await db
        .insert(reviews)
        .values({ userId: viewer.id, email: viewer.email, ...review })
        .returning();
      return row!;
    },

    /** The customer's reviews of the shop, newest first (Download my data). */
    async ofUser(userId: string): Promise<ReviewRow[]> {
      return db.select().from(reviews).where(eq(reviews.userId, userId)).orderBy(desc(reviews.createdAt));
    },

    /**
     * A deleted account's reviews of the shop: kept under a neutral name and the pseudonym's
     * address (`anonymise`), or removed. Answers how many.
     */
    async forgetAuthor(tx: DbOrTx, userId: string, keep: { name: string; email: string } | null): Promise<number> {
      const rows = keep
        ? await tx.update(reviews).set(keep).where(eq(reviews.userId, userId)).returning({ id: reviews.id })
        : await tx.delete(reviews).where(eq(reviews.userId, userId)).returning({ id: reviews.id });
      return rows.length;
    },
  };
}
export type ReviewService = ReturnType<typeof createReviewService>;
