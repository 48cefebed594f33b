import { asc, desc, eq } from 'drizzle-orm';
import { apiMessages } from '../../shared/messages.js';
import type { Blog, BlogReview, BlogReviewCreateInput } from '../../shared/schemas/blog.js';
import { blogReviewCreateSchema } from '../../shared/schemas/blog.js';
import type { Database } from '../db/client.js';
import { blogReviews, blogs } from '../db/schema/content.js';
import { notFound } from '../lib/errors.js';

type BlogRow = typeof blogs.$inferSelect;
type BlogReviewRow = typeof blogReviews.$inferSelect;

export const blogToWire = (b: BlogRow): Blog => ({
  _id: b.id,
  img: b.img,
  title: b.title,
  description: b.description,
  dec: b.body,
  dec1: b.body2,
  createdAt: b.createdAt.toISOString(),
});

export const blogReviewToWire = (r: BlogReviewRow): BlogReview => ({
  _id: r.id,
  blogId: r.blogId,
  name: r.name,
  description: r.description,
  dec: r.note,
  createdAt: r.createdAt.toISOString(),
});

export function createBlogService(db: Database) {
  return {
    async list(): Promise<Blog[]> {
      return (await db.select().from(blogs).orderBy(asc(blogs.createdAt), asc(blogs.title))).map(blogToWire);
    },
    async get(id: string): Promise<Blog> {
      const [row] = await db.select().from(blogs).where(eq(blogs.id, id));
      if (!row) throw notFound(apiMessages.blogNotFound);
      return blogToWire(row);
    },
    /** Blog reviews, newest first; only one blog's when blogId is given. */
    async listReviews(blogId?: string): Promise<BlogReview[]> {
      const query = db.select().from(blogReviews).$dynamic();
      if (blogId) query.where(eq(blogReviews.blogId, blogId));
      return (await query.orderBy(desc(blogReviews.createdAt))).map(blogReviewToWire);
    },
    async addReview(input: BlogReviewCreateInput): Promise<BlogReview> {
      const data = blogReviewCreateSchema.parse(input);
      const [blog] = await db.select({ id: blogs.id }).from(blogs).where(eq(blogs.id, data.blogId));
      if (!blog) throw notFound(apiMessages.blogNotFound);
      const [row] = await db
        .insert(blogReviews)
        .values({ blogId: data.blogId, name: data.name, description: data.description, note: data.dec })
        .returning();
      return blogReviewToWire(row!);
    },
  };
}
export type BlogService = ReturnType<typeof createBlogService>;
