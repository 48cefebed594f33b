import { desc } from 'drizzle-orm';
import type { Review, ReviewCreateInput } from '../../shared/schemas/review.js';
import { reviewCreateSchema } from '../../shared/schemas/review.js';
import type { Database } from '../db/client.js';
import { reviews } from '../db/schema/content.js';
import type { Viewer } from './viewer.js';

type ReviewRow = typeof reviews.$inferSelect;

export const reviewToWire = (r: ReviewRow): Review => ({
  _id: r.id,
  Name: r.name,
  Email: r.email,
  dec: r.text,
  img: r.img,
  createdAt: r.createdAt.toISOString(),
});

export function createReviewService(db: Database) {
  return {
    /** All reviews, newest first. */
    async list(): Promise<Review[]> {
      return (await db.select().from(reviews).orderBy(desc(reviews.createdAt))).map(reviewToWire);
    },
    /** The review's e-mail is the account's, whatever the body says. */
    async create(viewer: Viewer, input: ReviewCreateInput): Promise<Review> {
      const data = reviewCreateSchema.parse(input);
      const [row] = await db
        .insert(reviews)
        .values({ userId: viewer.id, name: data.Name, email: viewer.email, text: data.dec, img: data.img })
        .returning();
      return reviewToWire(row!);
    },
  };
}
export type ReviewService = ReturnType<typeof createReviewService>;
