/**
 * How the shop names laptop models and compares their codes. Plain functions without zod, so the
 * browser can use them without loading the schemas; schemas/laptop.ts re-exports them.
 */

/** What a name is made of (a laptop model, a product's fit, the laptop a shopper picked). */
export interface LaptopName {
  brand: string;
  family: string;
  model: string;
}

/**
 * A part number or laptop identifier as the shop compares it: upper case, without spaces,
 * dots, dashes or underscores (`01av-422` is `01AV422`). The database's generated column
 * `product_part_number.normalized` applies the same rule.
 */
export const normalizeCode = (s: string) => s.toUpperCase().replace(/[\s._-]/g, '');

/** "Lenovo ThinkPad T480": brand, family and model (a products CSV's `fits` names a model so). */
export const laptopFullName = (l: LaptopName) => [l.brand, l.family, l.model].filter(Boolean).join(' ');

/** "ThinkPad T480" (the family and model; the brand when there is no family). */
export const laptopLabel = (l: LaptopName) => `${l.family || l.brand} ${l.model}`;
