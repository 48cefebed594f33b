import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';

const BRANDS = ['Lenovo', 'Dell', 'HP', 'Apple', 'ASUS', 'Acer', 'Microsoft', 'Samsung', 'Crucial', 'Kingston'];
const MODELS = [
  'ThinkPad T480',
  'ThinkPad T470',
  'ThinkPad X1 Carbon Gen 6',
  'ThinkPad T14 Gen 2',
  'XPS 13 9360',
  'XPS 15 9570',
  'Latitude 7490',
  'Latitude 5400',
  'EliteBook 840 G5',
  'ProBook 450 G7',
  'MacBook Pro 13 A1708',
  'MacBook Air A1466',
  'ZenBook UX430',
  'VivoBook S15',
  'Aspire 5 A515',
  'Swift 3 SF314',
  'Surface Laptop 3',
  'Inspiron 15 5570',
  'IdeaPad 5 14',
  'Pavilion 15',
  'Spectre x360 13',
  'Envy 13',
  'Galaxy Book Pro',
  'Chromebook 14',
];
const KINDS: [string, string][] = [
  ['memory', 'DDR4 SO-DIMM'],
  ['storage', 'NVMe SSD'],
  ['batteries', 'Replacement battery'],
  ['screens', 'IPS display panel'],
  ['keyboards', 'Keyboard US layout'],
  ['chargers', 'USB-C charger'],
  ['fans', 'CPU cooling fan'],
];

/**
 * Adds `count` generated products in batches, fully in SQL (generate_series), so a
 * 100,000-part catalog loads in seconds. Names, part numbers and models vary per row.
 */
export async function seedBulkProducts(db: Database, count: number, batch = 20_000): Promise<void> {
  const brands = sql.raw(`(ARRAY[${BRANDS.map((b) => `'${b}'`).join(',')}])`);
  const models = sql.raw(`(ARRAY[${MODELS.map((m) => `'${m}'`).join(',')}])`);
  const cats = sql.raw(`(ARRAY[${KINDS.map(([c]) => `'${c}'`).join(',')}])`);
  const kinds = sql.raw(`(ARRAY[${KINDS.map(([, k]) => `'${k}'`).join(',')}])`);
  for (let start = 0; start < count; start += batch) {
    const n = Math.min(batch, count - start);
    await db.execute(sql`
      INSERT INTO product (name, supplier_name, description, img, price_cents, stock_available, stock_received,
                           category, brand, part_number, compatible_models, created_at)
      SELECT ${brands}[1 + (i % 10)] || ' ' || ${kinds}[1 + (i % 7)] || ' for ' || ${models}[1 + (i * 7 % 24)] || ' #' || i,
             'Bulk Supplier ' || (1 + i % 40),
             'Generated catalog item ' || i || ' for load testing.',
             '/images/placeholder-product.svg',
             999 + (i * 7919 % 40000),
             i % 50, 50,
             ${cats}[1 + (i % 7)],
             ${brands}[1 + (i % 10)],
             upper(substr(md5(i::text), 1, 4)) || '-' || lpad((i % 100000)::text, 5, '0'),
             ARRAY[${models}[1 + (i * 7 % 24)], ${models}[1 + (i * 11 % 24)]],
             now() - make_interval(secs => ${count}::int - i + 3600)
      FROM generate_series(${start + 1}::int, ${start + n}::int) AS i`);
  }
  await db.execute(sql`ANALYZE product`);
}
