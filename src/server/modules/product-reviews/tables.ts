import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, smallint, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../db/columns.js';
import { users } from '../accounts/tables.js';
import { products } from '../catalog/tables.js';
import { laptopModels } from '../laptops/tables.js';
import { orders } from '../orders/tables.js';

/**
 * A product review by someone who bought the part: one per customer and product (writing again
 * edits it). The laptop it was fitted to is copied from the order line when the shopper had one selected.
 */
export const productReviews = pgTable(
  'product_review',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The paid order that makes it a verified purchase (checked when the review is written). */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    rating: smallint('rating').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    laptopId: uuid('laptop_id').references(() => laptopModels.id, { onDelete: 'set null' }),
    laptopBrand: text('laptop_brand'),
    /** The laptop's family and model ("ThinkPad T480"), as the order line recorded it. */
    laptopModel: text('laptop_model'),
    /** Hidden by an admin: gone from every public answer and from the product's rating. */
    hidden: boolean('hidden').notNull().default(false),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    helpfulCount: integer('helpful_count').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    check('product_review_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
    unique('product_review_one_per_customer').on(t.productId, t.userId),
    index('product_review_product_newest_idx').on(t.productId, t.hidden, t.createdAt),
    index('product_review_product_helpful_idx').on(t.productId, t.hidden, t.helpfulCount),
    index('product_review_created_at_idx').on(t.createdAt),
    index('product_review_user_id_idx').on(t.userId),
  ],
);

/** Who marked a review helpful: once per user. */
export const productReviewHelpful = pgTable(
  'product_review_helpful',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => productReviews.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] }), index('product_review_helpful_user_idx').on(t.userId)],
);
