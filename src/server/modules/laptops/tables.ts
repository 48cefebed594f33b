import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { LaptopSpec } from '../../../shared/schemas/laptop-spec.js';
import { id, timestamps } from '../../db/columns.js';
import { users } from '../accounts/tables.js';

/**
 * A laptop model as its maker sells it (Lenovo / ThinkPad / T480), with the identifiers the
 * maker prints and the machine reports: machine types (20L5), model numbers (A1989), model
 * identifiers (MacBookPro15,2) and DMI product names (XPS 13 9360).
 */
export const laptopModels = pgTable(
  'laptop_model',
  {
    id: id(),
    brand: text('brand').notNull(),
    family: text('family').notNull().default(''),
    model: text('model').notNull(),
    year: integer('year'),
    identifiers: text('identifiers')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The identifiers upper-cased without spaces, dashes, dots or underscores (what a lookup compares). */
    identifiersNorm: text('identifiers_norm')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Its specification (issue 31: memory, storage bays, display, battery, charging); null: not known. */
    spec: jsonb('spec').$type<LaptopSpec>(),
    /** Lower-cased brand, family, model and identifiers: what the typo-tolerant search scores against. */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(brand || ' ' || family || ' ' || model || ' ' || shop_text_array_to_string(identifiers))`,
    ),
    ...timestamps(),
  },
  (t) => [
    unique('laptop_model_name_unique').on(t.brand, t.family, t.model),
    index('laptop_model_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('laptop_model_identifiers_idx').using('gin', t.identifiersNorm),
  ],
);

/** "My laptops": the models a customer saved to their account. */
export const savedLaptops = pgTable(
  'saved_laptop',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    laptopId: uuid('laptop_id')
      .notNull()
      .references(() => laptopModels.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.laptopId] })],
);
