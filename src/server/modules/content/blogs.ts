import { asc, desc, eq } from 'drizzle-orm';
import { apiMessages } from '../../../shared/messages.js';
import type { Database } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { blogReviews, blogs } from './tables.js';

export type BlogRow = typeof blogs.$inferSelect;
export type BlogReviewRow = typeof blogReviews.$inferSelect;
export type NewBlogReview = Pick<BlogReviewRow, 'blogId' | 'name' | 'description' | 'note'>;

export function createBlogService(db: Database) {
  return {
    async list(): Promise<BlogRow[]> {
      return db.select().from(blogs).orderBy(asc(blogs.createdAt), asc(blogs.title));
    },
    async get(id: string): Promise<BlogRow> {
      const [row] = await db.select().from(blogs).where(eq(blogs.id, id));
      if (!row) throw notFound(apiMessages.blogNotFound);
      return row;
    },
    /** The newest `limit` blog reviews, newest first; only one blog's when blogId is given. */
    async listReviews(blogId: string | undefined, limit: number): Promise<BlogReviewRow[]> {
      const query = db.select().from(blogReviews).$dynamic();
      if (blogId) query.where(eq(blogReviews.blogId, blogId));
      return query.orderBy(desc(blogReviews.createdAt)).limit(limit);
    },
    async addReview(review: NewBlogReview): Promise<BlogReviewRow> {
      const [blog] = await db.select({ id: blogs.id }).from(blogs).where(eq(blogs.id, review.blogId));
      if (!blog) throw notFound(apiMessages.blogNotFound);
      const [row] = await db.insert(blogReviews).values(review).returning();
      return row!;
    },
  };
}
export type BlogService = ReturnType<typeof createBlogService>;
