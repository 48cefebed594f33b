import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';

const BRANDS = ['Lenovo', 'Dell', 'HP', 'Apple', 'ASUS', 'Acer', 'Microsoft', 'Samsung', 'Crucial', 'Kingston'];
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
 * A generated part's attributes (issue 31) by its category (`c`) and row number (`i`), so faceted
 * queries at this size count over realistic spreads of values.
 */
const attributesSql = sql.raw(`CASE c
  WHEN 'memory' THEN jsonb_build_object('memoryType', (ARRAY['DDR3L','DDR4','DDR4','DDR5'])[1 + i % 4], 'formFactor', 'SO-DIMM',
    'capacityGb', (ARRAY[4,8,16,32])[1 + (i / 7) % 4], 'speedMts', (ARRAY[2400,2666,3200,4800])[1 + (i / 3) % 4], 'voltage', 1.2)
  WHEN 'storage' THEN jsonb_build_object('formFactor', 'M.2', 'm2Key', (ARRAY['M','B+M'])[1 + i % 2], 'lengthMm', (ARRAY[2242,2280,2280])[1 + i % 3],
    'protocol', (ARRAY['NVMe','NVMe','SATA'])[1 + (i / 7) % 3], 'pcieGen', 3 + i % 2, 'capacityGb', (ARRAY[256,512,1000,2000])[1 + (i / 5) % 4])
  WHEN 'screens' THEN jsonb_build_object('sizeInches', (ARRAY[12.5,13.3,14,15.6])[1 + i % 4], 'edpPins', (ARRAY[30,40])[1 + (i / 7) % 2],
    'resolution', (ARRAY['1366x768','1920x1080','2560x1440'])[1 + i % 3], 'refreshHz', (ARRAY[60,60,144])[1 + (i / 3) % 3], 'touch', i % 5 = 0, 'panel', 'IPS')
  WHEN 'batteries' THEN jsonb_build_object('voltage', (ARRAY[11.1,11.4,15.2])[1 + i % 3], 'wattHours', (ARRAY[24,48,57,72])[1 + (i / 7) % 4])
  WHEN 'chargers' THEN jsonb_build_object('watts', (ARRAY[45,65,90])[1 + i % 3], 'connector', 'USB-C', 'usbPd', true)
  ELSE '{}'::jsonb END`);

/**
 * Adds `count` generated products in batches, fully in SQL (generate_series), so a
 * 100,000-part catalog loads in seconds. Names and part numbers vary per row; each part fits
 * two of the shop's laptop models (its fitment, compatible_models and two part numbers with it).
 */
export async function seedBulkProducts(db: Database, count: number, batch = 20_000): Promise<void> {
  const brands = sql.raw(`(ARRAY[${BRANDS.map((b) => `'${b}'`).join(',')}])`);
  const cats = sql.raw(`(ARRAY[${KINDS.map(([c]) => `'${c}'`).join(',')}])`);
  const kinds = sql.raw(`(ARRAY[${KINDS.map(([, k]) => `'${k}'`).join(',')}])`);
  const [models] = (await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM laptop_model`)).rows;
  if (!models || models.n === 0) throw new Error('Bulk products fit the shop’s laptop models: seed the shop first (npm start once).');
  // ANALYZE first: it drops the plans connections have cached for the product table, among them the
  // foreign-key checks of fitment and part-number rows. Planned while the demo shop held 40 parts,
  // those checks read the whole table for each row they check (a fresh 1,000,000-part seed crawled
  // at about 200 parts a second, slower with each batch); planned again in the first batch, they
  // see its 20,000 rows and probe the key.
  await db.execute(sql`ANALYZE product`);
  for (let start = 0; start < count; start += batch) {
    const n = Math.min(batch, count - start);
    await db.execute(sql`
      WITH models AS (
        SELECT id, coalesce(nullif(family, ''), brand) || ' ' || model AS label,
               (row_number() OVER (ORDER BY brand, family, model) - 1)::int AS n
        FROM laptop_model
      ), input AS (
        SELECT gen_random_uuid() AS id, i, m1.id AS l1, m1.label AS label1, m2.id AS l2, m2.label AS label2,
               upper(substr(md5(i::text || clock_timestamp()::text), 1, 4)) || '-' || lpad((i % 100000)::text, 5, '0') AS part_number
        FROM generate_series(${start + 1}::int, ${start + n}::int) AS i
        JOIN models m1 ON m1.n = (i * 7) % ${models.n}
        JOIN models m2 ON m2.n = (i * 11) % ${models.n}
      ), products AS (
        INSERT INTO product (id, sku, name, supplier_name, description, img, price_cents, stock_available, stock_received,
                             category, brand, part_number, compatible_models, created_at, attributes)
        SELECT id, 'BULK-' || upper(substr(md5(id::text), 1, 12)),
               ${brands}[1 + (i % 10)] || ' ' || ${kinds}[1 + (i % 7)] || ' for ' || label1 || ' #' || i,
               'Bulk Supplier ' || (1 + i % 40),
               'Generated catalog item ' || i || ' for load testing.',
               '/images/placeholder-product.svg',
               999 + (i::bigint * 7919 % 40000)::int,
               i % 50, 50,
               ${cats}[1 + (i % 7)],
               ${brands}[1 + (i % 10)],
               part_number,
               ARRAY(SELECT DISTINCT unnest(ARRAY[label1, label2]) ORDER BY 1),
               now() - make_interval(secs => ${count}::int - i + 3600),
               ${attributesSql}
        FROM (SELECT input.*, ${cats}[1 + (i % 7)] AS c FROM input) input
      ), fits AS (
        INSERT INTO product_fitment (product_id, laptop_id, category)
        SELECT DISTINCT input.id, x.laptop_id, ${cats}[1 + (i % 7)] FROM input CROSS JOIN LATERAL (VALUES (l1), (l2)) AS x(laptop_id)
      )
      INSERT INTO product_part_number (product_id, number, kind)
      SELECT id, part_number, 'manufacturer' FROM input
      UNION ALL
      SELECT id, 'FRU' || lpad(i::text, 7, '0') || upper(substr(md5(id::text), 1, 2)), 'fru' FROM input`);
  }
  // VACUUM too, not only ANALYZE: it sets the visibility map, as autovacuum would soon after a large
  // load, so a laptop's fitment is read by an index-only scan (the laptop filter at 1,000,000 parts:
  // 805 ms with every row fetched from the heap, 7.6 ms without). The word list too: without its
  // statistics the planner read all of its 55,000 words for each search's corrections (39 ms) instead
  // of probing its trigram index (0.1 ms).
  await db.execute(sql`VACUUM (ANALYZE) product`);
  await db.execute(sql`VACUUM (ANALYZE) product_search_word`);
  await db.execute(sql`VACUUM (ANALYZE) product_fitment`);
  await db.execute(sql`VACUUM (ANALYZE) product_part_number`);
}
