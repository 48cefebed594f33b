/** Plain SQL for the benchmark's 1,000-product catalog (same shape as the seed:bulk command). */
export function seedBulkSql(count: number): string {
  return `
    INSERT INTO product (name, supplier_name, description, img, price_cents, stock_available, stock_received, category, brand, part_number, compatible_models, created_at)
    SELECT 'Bench part ' || i || ' for ThinkPad T480', 'Bulk Supplier', 'Generated catalog item ' || i || ' for benchmarking the catalog endpoint.',
           '/images/placeholder-product.svg', 999 + (i * 7919 % 40000), 50, 50,
           (ARRAY['memory','storage','batteries','screens','keyboards','chargers','fans'])[1 + (i % 7)], 'Lenovo',
           'BP-' || lpad(i::text, 5, '0'), ARRAY['ThinkPad T480', 'ThinkPad T470'], now() - make_interval(secs => 100000 - i)
    FROM generate_series(1, ${Math.max(0, Math.floor(count))}) AS i`;
}
