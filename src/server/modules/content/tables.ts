import { boolean, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables.js';
import { id, timestamps } from '../../db/columns.js';

export const reviews = pgTable('review', {
  id: id(),
  userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  text: text('text').notNull(),
  img: text('img').notNull().default(''),
  ...timestamps(),
});

export const blogs = pgTable('blog', {
  id: id(),
  img: text('img').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  body: text('body').notNull(),
  body2: text('body2').notNull(),
  ...timestamps(),
});

export const blogReviews = pgTable(
  'blog_review',
  {
    id: id(),
    blogId: uuid('blog_id')
      .notNull()
      .references(() => blogs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    note: text('note').notNull().default(''),
    ...timestamps(),
  },
  (t) => [index('blog_review_blog_id_idx').on(t.blogId)],
);

export const counters = pgTable('counter', {
  id: id(),
  img: text('img').notNull(),
  count: integer('count').notNull(),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
});

export const bestSellerSamples = pgTable('best_seller_sample', {
  id: id(),
  name: text('name').notNull(),
  img: text('img').notNull(),
  priceCents: integer('price_cents').notNull(),
  description: text('description').notNull(),
  position: integer('position').notNull().default(0),
});

export const contactMessages = pgTable('contact_message', {
  id: id(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  read: boolean('read').notNull().default(false),
  ...timestamps(),
});
