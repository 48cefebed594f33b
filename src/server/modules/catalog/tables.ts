import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { DEFAULT_LOW_STOCK_THRESHOLD } from '../../../shared/constants.js';
import type { PartAttributes } from '../../../shared/part-attributes.js';
import { laptopModels } from '../laptops/tables.js';
import { id, timestamps } from '../../db/columns.js';

/**
 * How many units a part has above its low-stock threshold (its own, or DEFAULT_LOW_STOCK_THRESHOLD):
 * at or below 0 it is low. The one expression the index and the queries share.
 */
export const lowStockMargin = sql.raw(`(stock_available - coalesce(low_stock_threshold, ${DEFAULT_LOW_STOCK_THRESHOLD}))`);

/**
 * A part number as the shop compares them: upper-cased without spaces, dots, underscores or dashes
 * (`normalizeCode` in src/shared/laptop-names.ts; product_part_number.normalized is the same). On
 * product.part_number it is indexed (product_part_number_code_idx): a part known only by its own
 * number is found by it.
 */
export const partNumberCode = (column: AnyPgColumn | SQL) => sql`regexp_replace(upper(${column}), '[[:space:]._-]', '', 'g')`;

export const products = pgTable(
  'product',
  {
    id: id(),
    /** The shop's own stock-keeping unit: unique, what CSV imports match products by. */
    sku: text('sku')
      .notNull()
      .unique()
      .default(sql`('PH-' || upper(substr(md5(random()::text || clock_timestamp()::text), 1, 10)))`),
    name: text('name').notNull(),
    supplierName: text('supplier_name').notNull(),
    description: text('description').notNull().default(''),
    img: text('img').notNull().default(''),
    priceCents: integer('price_cents').notNull(),
    /** Units available now (the spec's Quantity). */
    stockAvailable: integer('stock_available').notNull().default(0),
    /** Units ever received (the spec's TotalQuentity). */
    stockReceived: integer('stock_received').notNull().default(0),
    category: text('category').notNull(),
    brand: text('brand').notNull().default(''),
    partNumber: text('part_number').notNull().default(''),
    compatibleModels: text('compatible_models')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    archived: boolean('archived').notNull().default(false),
    /** At or below this many units the part is low on stock (issue 32: the `product.low_stock` event, the staff's digest); null: never. */
    lowStockThreshold: integer('low_stock_threshold'),
    /** The part's attributes of its category (src/shared/part-attributes.ts): what fit by specification reads. */
    attributes: jsonb('attributes')
      .$type<PartAttributes>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** Visible product reviews and the sum of their stars, kept by the review flows under the product's lock. */
    ratingCount: integer('rating_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    /** The average to two decimals, null while unrated: what sort=rating orders by. */
    ratingAverage: numeric('rating_average', { precision: 3, scale: 2, mode: 'number' }).generatedAlwaysAs(
      sql`CASE WHEN rating_count > 0 THEN round(rating_sum::numeric / rating_count, 2) END`,
    ),
    /** Lower-cased name, part number, brand and models: what the shop's search matches (trigram-indexed). */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(name || ' ' || part_number || ' ' || brand || ' ' || shop_text_array_to_string(compatible_models))`,
    ),
    /** Lower-cased compatible models, for the "fits my laptop" filter. */
    modelsText: text('models_text').generatedAlwaysAs(sql`lower(shop_text_array_to_string(compatible_models))`),
    ...timestamps(),
  },
  (t) => [
    check('product_stock_non_negative', sql`${t.stockAvailable} >= 0`),
    check('product_price_positive', sql`${t.priceCents} > 0`),
    check('product_low_stock_threshold_non_negative', sql`${t.lowStockThreshold} >= 0`),
    // The parts low on stock now (the digest, the Overview): how far each is above its threshold.
    index('product_low_stock_idx')
      .on(lowStockMargin)
      .where(sql`${t.archived} = false`),
    index('product_created_at_idx').on(t.createdAt),
    index('product_category_idx').on(t.category),
    // What a fitment row's category refers to (product_fitment_product_category_fk).
    unique('product_id_category_unique').on(t.id, t.category),
    // product_category_newest_idx (category, created_at DESC, id DESC) INCLUDE (attributes, part_number,
    // stock_available) WHERE archived = false is created in migrations/0033_category_newest.sql: drizzle-kit
    // cannot say INCLUDE. A category's parts, newest first, with what its filters read: the page walks it,
    // and the capped count and the facets read it alone (an index-only scan, never the wide product rows).
    index('product_price_idx').on(t.priceCents),
    index('product_part_number_code_idx').on(partNumberCode(t.partNumber)),
    index('product_rating_idx').on(sql`${t.ratingAverage} DESC NULLS LAST`, sql`${t.ratingCount} DESC`, sql`${t.id} DESC`),
    check('product_rating_consistent', sql`${t.ratingCount} >= 0 AND ${t.ratingSum} BETWEEN ${t.ratingCount} AND 5 * ${t.ratingCount}`),
    index('product_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('product_models_trgm_idx').using('gin', sql`${t.modelsText} gin_trgm_ops`),
    // Containment (`attributes @> '{"memoryType":"DDR4"}'`): fit by specification and the facets to come.
    index('product_attributes_gin_idx').using('gin', sql`${t.attributes} jsonb_path_ops`),
  ],
);

/**
 * Every word of the products' search text (three characters or more, with a letter), each once: what
 * a misspelt word is corrected to ("batery" → "battery"), found by trigram similarity on a table
 * far smaller than the products. Kept by triggers on product (migrations/0028_search_words.sql);
 * a word is never removed, so it may outlive the last product that held it.
 */
export const searchWords = pgTable('product_search_word', { word: text('word').primaryKey() }, (t) => [
  index('product_search_word_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
]);

/** A product's part numbers: the maker's, the laptop maker's FRU or OEM numbers, alternatives. */
export const partNumbers = pgTable(
  'product_part_number',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    kind: text('kind').$type<'oem' | 'fru' | 'manufacturer' | 'alternative'>().notNull(),
    /** Upper-cased without spaces, dashes, dots or underscores: `01av-422` finds `01AV422`. */
    normalized: text('normalized').generatedAlwaysAs(sql`regexp_replace(upper(number), '[[:space:]._-]', '', 'g')`),
  },
  (t) => [unique('product_part_number_unique').on(t.productId, t.number), index('product_part_number_normalized_idx').on(t.normalized)],
);

/** Which laptop models a product fits, with an optional note ("non-touch", "30-pin panel only"). */
export const fitments = pgTable(
  'product_fitment',
  {
    productId: uuid('product_id').notNull(),
    laptopId: uuid('laptop_id')
      .notNull()
      .references(() => laptopModels.id, { onDelete: 'cascade' }),
    /**
     * The product's category, kept equal to it by PostgreSQL (the foreign key on both columns
     * cascades a product's change of category): a laptop's listed parts of one category are one
     * index range, not all of its parts (the T480's memory: 3,200 rows of its 22,739 at 1,000,000 parts).
     */
    category: text('category').notNull(),
    note: text('note').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.laptopId] }),
    foreignKey({
      name: 'product_fitment_product_category_fk',
      columns: [t.productId, t.category],
      foreignColumns: [products.id, products.category],
    })
      .onUpdate('cascade')
      .onDelete('cascade'),
    index('product_fitment_laptop_idx').on(t.laptopId, t.category, t.productId),
  ],
);

/**
 * One row per day the staff's low-stock digest went out (or was due with nothing low): the
 * instance that inserts the day sends it, so any number of instances send it once.
 */
export const lowStockDigests = pgTable('low_stock_digest', {
  day: date('day').primaryKey(),
  /** Parts low on stock that day, and staff mailed. */
  parts: integer('parts').notNull(),
  recipients: integer('recipients').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});
