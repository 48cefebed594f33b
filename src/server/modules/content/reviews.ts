import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
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
  };
}
export type ReviewService = ReturnType<typeof createReviewService>;
