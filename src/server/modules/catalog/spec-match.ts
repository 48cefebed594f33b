import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PartAttributes } from '../../../shared/part-attributes.js';
import type {
  LaptopSpec,
  SpecBattery,
  SpecCharging,
  SpecDisplay,
  SpecMemory,
  SpecStorageBay,
} from '../../../shared/schemas/laptop-spec.js';
import { normalizeCode } from '../../../shared/schemas/laptop.js';
import { partNumberCode, partNumbers, products } from './tables.js';

/**
 * Fit by specification in SQL (issue 31): per category, a predicate over the products' `attributes`
 * built from a laptop model's specification, true exactly where the category's rule in
 * src/shared/fit-rules.ts answers "fits" or "fits with an adapter". Each arm starts with a
 * containment (`attributes @> {...}`, backed by product_attributes_gin_idx) or a part-number probe,
 * and the numbers the containment cannot say (capacity, length, size, watts) are checked on its rows.
 */

/** `attributes @> {...}`: GIN-indexed containment. */
const has = (a: PartAttributes) => sql`${products.attributes} @> ${JSON.stringify(a)}::jsonb`;
/** A number attribute (attributes are validated: a number is a JSON number); null when absent. */
const num = (name: string) => sql`(${products.attributes} ->> ${name})::numeric`;
const text = (name: string) => sql`(${products.attributes} ->> ${name})`;
const present = (name: string) => sql`${products.attributes} ? ${name}`;

function memoryMatch(m: SpecMemory): SQL | undefined {
  if (m.slots === 0 || m.formFactor === 'soldered') return undefined;
  const modules = sql`coalesce(${num('modules')}, 1)`;
  return and(
    has({ memoryType: m.type, formFactor: m.formFactor }),
    sql`${modules} <= ${m.slots}`,
    sql`${num('capacityGb')} / ${modules} <= ${m.maxPerSlotGb}`,
    sql`${num('capacityGb')} + ${m.solderedGb} <= ${m.maxTotalGb}`,
  );
}

function m2BayMatch(bay: SpecStorageBay): SQL {
  const protocols = bay.protocols ?? ['NVMe'];
  const longest = Math.max(...(bay.lengthsMm ?? [2280]));
  return and(
    or(...protocols.map((protocol) => has({ formFactor: 'M.2', protocol })))!,
    present('m2Key'),
    // A B+M slot takes only B+M drives; an M slot takes both.
    ...(bay.m2Key === 'B+M' ? [sql`${text('m2Key')} = 'B+M'`] : []),
    // Shorter than the slot: fits with an adapter.
    sql`${num('lengthMm')} <= ${longest}`,
  )!;
}

function storageMatch(bays: SpecStorageBay[]): SQL | undefined {
  const arms = bays.flatMap((bay) => {
    if (bay.formFactor === 'M.2') return [m2BayMatch(bay)];
    if (bay.formFactor === '2.5in') return [has({ formFactor: '2.5in' })];
    return [];
  });
  return arms.length ? or(...arms) : undefined;
}

function displayMatch(d: SpecDisplay): SQL {
  return and(
    has({ edpPins: d.edpPins }),
    sql`abs(${num('sizeInches')} - ${d.sizeInches}) <= 0.05`,
    sql`(NOT ${present('touch')} OR ${has({ touch: d.touch })})`,
  )!;
}

/**
 * A battery fits by one of its part numbers (as the rule reads them: its own `partNumber` and those
 * listed with it), at the laptop's voltage when it says one. The parts with those numbers are read
 * once, by index (product_part_number_normalized_idx, product_part_number_code_idx), as an array of
 * ids: a primary-key probe, or a lookup per row of a walk (not a part number normalised per row:
 * 44 ms for the 44,000 batteries a T480 count passed at 1,000,000 parts).
 */
function batteryMatch(b: SpecBattery): SQL | undefined {
  const codes = [...new Set(b.partNumbers.map(normalizeCode))];
  if (codes.length === 0) return undefined;
  // Inside it, "product" is this subquery's own (the nearer scope).
  const own = sql`SELECT ${products.id} FROM ${products} WHERE ${inArray(partNumberCode(products.partNumber), codes)}`;
  return and(
    sql`${products.id} = ANY(ARRAY(SELECT ${partNumbers.productId} FROM ${partNumbers} WHERE ${inArray(partNumbers.normalized, codes)} UNION ${own}))`,
    sql`(NOT ${present('voltage')} OR abs(${num('voltage')} - ${b.voltage}) <= 0.3)`,
  );
}

/** Its own plug, or (a laptop charging over USB-C PD) a USB-C charger that does not say it lacks PD; at least its watts. */
function chargerMatch(c: SpecCharging): SQL {
  const plugs: SQL[] = [];
  if (c.usbPd) plugs.push(and(has({ connector: 'USB-C' }), sql`NOT ${has({ usbPd: false })}`)!);
  if (!c.usbPd || c.connector !== 'USB-C') plugs.push(has({ connector: c.connector }));
  return and(or(...plugs)!, sql`${num('watts')} >= ${c.watts}`)!;
}

/** Per rule category, what the laptop's specification lets fit (absent: nothing fits by specification). */
export function specMatches(spec: LaptopSpec): Partial<Record<string, SQL>> {
  const arms: Partial<Record<string, SQL | undefined>> = {
    memory: spec.memory && memoryMatch(spec.memory),
    storage: spec.storage && storageMatch(spec.storage),
    screens: spec.display && displayMatch(spec.display),
    batteries: spec.battery && batteryMatch(spec.battery),
    chargers: spec.charging && chargerMatch(spec.charging),
  };
  return Object.fromEntries(Object.entries(arms).filter((e): e is [string, SQL] => e[1] !== undefined));
}

/**
 * The products that fit a laptop by its specification (of one category, or of every rule
 * category), as one predicate over product; undefined when none can.
 */
export function specPredicate(spec: LaptopSpec | null | undefined, category?: string): SQL | undefined {
  if (!spec) return undefined;
  const arms = Object.entries(specMatches(spec))
    .filter(([c]) => !category || c === category)
    .map(([c, match]) => and(eq(products.category, c), match)!);
  return arms.length ? or(...arms) : undefined;
}
