import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables.js';
import { products } from '../catalog/tables.js';
import { laptopModels } from '../laptops/tables.js';
import { timestamps } from '../../db/columns.js';

/** A signed-in customer's cart: one row per product. */
export const cartItems = pgTable(
  'cart_item',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** The laptop the shopper had selected when adding the part (carried to the order line). */
    laptopId: uuid('laptop_id').references(() => laptopModels.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] }), check('cart_item_quantity_positive', sql`${t.quantity} > 0`)],
);
