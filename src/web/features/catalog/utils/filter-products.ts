import type { Product } from '../../../../shared/schemas/product';

type Searchable = Pick<Product, 'name' | 'partNumber' | 'compatibleModels'>;

const compact = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The 'Find Your Product' filter: case-insensitive, by name, part number and compatible
 * laptop model. Every word typed must match ("t480 battery"); spaces and dashes are
 * ignored when comparing ("xps13" finds "XPS 13 9360"). An empty query keeps everything.
 * Pure and self-contained so it can be swapped for a server-side search.
 */
export function filterProducts<T extends Searchable>(products: readonly T[], query: string): T[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...products];
  return products.filter((p) => {
    const fields = [p.name, p.partNumber, ...p.compatibleModels];
    const text = fields.join(' ').toLowerCase();
    const packed = fields.map(compact).join(' ');
    return words.every((w) => text.includes(w) || (compact(w) !== '' && packed.includes(compact(w))));
  });
}
