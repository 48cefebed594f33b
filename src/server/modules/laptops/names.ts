import { sql } from 'drizzle-orm';
import { laptopFullName, laptopLabel, type Laptop } from '../../../shared/schemas/laptop.js';
import type { DbOrTx } from '../../db/client.js';
import { laptopModels } from './tables.js';

type Named = Pick<Laptop, 'brand' | 'family' | 'model'>;

/** A laptop's name as the shop compares it: lower case, one space between words. */
export const nameKey = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The one lookup of laptop models by name (a products CSV's `fits`, a product's `compatibleModels`):
 * a name matches, in any case, a model's full name ("Lenovo ThinkPad T480") or else its label
 * ("ThinkPad T480", what `compatibleModels` shows). Answers every model the name matches: none
 * (unknown), one, or several (a label two makers share: the brand tells them apart).
 */
export function laptopNameIndex<T extends Named>(models: T[]): (name: string) => T[] {
  const full = new Map<string, T[]>();
  const labels = new Map<string, T[]>();
  const add = (map: Map<string, T[]>, key: string, model: T) => map.set(key, [...(map.get(key) ?? []), model]);
  for (const model of models) {
    add(full, nameKey(laptopFullName(model)), model);
    add(labels, nameKey(laptopLabel(model)), model);
  }
  return (name) => {
    const key = nameKey(name);
    return full.get(key) ?? labels.get(key) ?? [];
  };
}

/**
 * The models each name matches (see laptopNameIndex), by the name as given. Only models whose
 * `model` ends a name can match, so only those are read (inside `tx`).
 */
export async function laptopsNamed(tx: DbOrTx, names: string[]): Promise<Map<string, (typeof laptopModels.$inferSelect)[]>> {
  const keys = [...new Set(names.map(nameKey))].filter(Boolean);
  if (keys.length === 0) return new Map(names.map((n) => [n, []]));
  const model = sql`lower(regexp_replace(btrim(${laptopModels.model}), '\\s+', ' ', 'g'))`;
  const rows = await tx
    .select()
    .from(laptopModels)
    .where(
      sql`exists (select 1 from jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb) n(name) where right(n.name, length(${model})) = ${model})`,
    );
  const find = laptopNameIndex(rows);
  return new Map(names.map((n) => [n, find(n)]));
}
