/**
 * A part's attributes per category (issue 31): what the fit rules read, what `GET /api/catalog/attributes`
 * answers and what `POST /api/service` and `PATCH /api/service/{id}` check `attributes` against.
 * Zod-free, so the web app can use it without loading the schemas.
 */
import type { CategorySlug } from './constants.js';

export type AttributeValue = string | number | boolean;
export type PartAttributes = Record<string, AttributeValue>;

/** One attribute of a category, as `GET /api/catalog/attributes` answers it. */
export interface AttributeDefinition {
  name: string;
  type: 'enum' | 'number' | 'boolean';
  /** The unit numbers are in ("GB", "MT/s", "V", "mm", "in", "Hz", "Wh", "W"). */
  unit?: string;
  /** An enum's values, or the only numbers a number may be (`lengthMm`: 2230, 2242, 2260, 2280). */
  values?: (string | number)[];
  /** A number's range (inclusive). */
  min?: number;
  max?: number;
}

export const MEMORY_TYPES = ['DDR3L', 'DDR4', 'DDR5'] as const;
export const MEMORY_FORM_FACTORS = ['SO-DIMM', 'DIMM'] as const;
export const SSD_FORM_FACTORS = ['M.2', '2.5in'] as const;
export const M2_KEYS = ['M', 'B+M'] as const;
export const M2_LENGTHS = [2230, 2242, 2260, 2280] as const;
export const STORAGE_PROTOCOLS = ['NVMe', 'SATA'] as const;
export const EDP_PINS = [30, 40] as const;
export const RESOLUTIONS = [
  '1366x768',
  '1600x900',
  '1920x1080',
  '1920x1200',
  '2160x1440',
  '2256x1504',
  '2304x1440',
  '2560x1440',
  '2560x1600',
  '2880x1800',
  '3200x1800',
  '3840x2160',
  '3840x2400',
] as const;
export const PANEL_TYPES = ['IPS', 'TN', 'VA', 'OLED'] as const;
/** A charger's plug: USB-C, or the barrel (or magnetic) tip by its maker's name. */
export const CHARGER_CONNECTORS = [
  'USB-C',
  'Lenovo slim tip',
  'Lenovo 5.5 mm round',
  'Dell 7.4 mm',
  'Dell 4.5 mm',
  'HP 7.4 mm',
  'HP 4.5 mm',
  'ASUS 4.0 mm',
  'Acer 5.5 mm',
  'MagSafe 2',
  'Surface Connect',
] as const;

const num = (name: string, unit: string | undefined, min: number, max: number): AttributeDefinition => ({
  name,
  type: 'number',
  ...(unit ? { unit } : {}),
  min,
  max,
});
const oneOf = (name: string, values: readonly (string | number)[], unit?: string): AttributeDefinition =>
  typeof values[0] === 'number'
    ? { name, type: 'number', ...(unit ? { unit } : {}), values: [...values] }
    : { name, type: 'enum', values: [...values] };
const flag = (name: string): AttributeDefinition => ({ name, type: 'boolean' });

/** The attributes of each category that has some; the others (keyboards, fans, gift cards, other) have none. */
export const PART_ATTRIBUTES: Partial<Record<CategorySlug, AttributeDefinition[]>> = {
  memory: [
    oneOf('memoryType', MEMORY_TYPES),
    oneOf('formFactor', MEMORY_FORM_FACTORS),
    num('capacityGb', 'GB', 1, 256),
    num('speedMts', 'MT/s', 800, 10_000),
    num('voltage', 'V', 0.5, 2),
    // A kit's modules (absent: one); capacityGb is the kit's total.
    num('modules', undefined, 1, 8),
  ],
  storage: [
    oneOf('formFactor', SSD_FORM_FACTORS),
    oneOf('m2Key', M2_KEYS),
    oneOf('lengthMm', M2_LENGTHS, 'mm'),
    oneOf('protocol', STORAGE_PROTOCOLS),
    num('pcieGen', undefined, 1, 6),
    num('capacityGb', 'GB', 1, 100_000),
  ],
  screens: [
    num('sizeInches', 'in', 7, 21),
    oneOf('edpPins', EDP_PINS),
    oneOf('resolution', RESOLUTIONS),
    num('refreshHz', 'Hz', 30, 500),
    flag('touch'),
    oneOf('panel', PANEL_TYPES),
  ],
  batteries: [num('voltage', 'V', 3, 30), num('wattHours', 'Wh', 5, 150)],
  chargers: [num('watts', 'W', 5, 400), oneOf('connector', CHARGER_CONNECTORS), flag('usbPd')],
};

export const attributesOf = (category: string): AttributeDefinition[] => PART_ATTRIBUTES[category as CategorySlug] ?? [];

function valueProblem(def: AttributeDefinition, value: unknown): string | null {
  if (def.type === 'boolean') return typeof value === 'boolean' ? null : `${def.name} must be true or false`;
  const choices = def.values ?? [];
  if (def.type === 'enum')
    return typeof value === 'string' && choices.includes(value) ? null : `${def.name} must be one of ${choices.join(', ')}`;
  if (typeof value !== 'number' || !Number.isFinite(value)) return `${def.name} must be a number${def.unit ? ` (${def.unit})` : ''}`;
  if (choices.length) return choices.includes(value) ? null : `${def.name} must be one of ${choices.join(', ')}`;
  if (def.min !== undefined && value < def.min) return `${def.name} must be at least ${def.min}`;
  if (def.max !== undefined && value > def.max) return `${def.name} must be at most ${def.max}`;
  return null;
}

/**
 * `attributes` checked against the category's definitions: the problems, each naming its attribute
 * (none: valid). Every attribute is optional; one the category does not have is a problem.
 */
export function attributeProblems(category: string, attributes: Record<string, unknown>): string[] {
  const defs = new Map(attributesOf(category).map((d) => [d.name, d]));
  return Object.entries(attributes).flatMap(([name, value]) => {
    const def = defs.get(name);
    if (!def)
      return [
        defs.size
          ? `${name} is not an attribute of ${category}: use ${[...defs.keys()].join(', ')}`
          : `${name}: ${category} parts have no attributes`,
      ];
    const problem = valueProblem(def, value);
    return problem ? [problem] : [];
  });
}

/** The query parameter an attribute filters by: `attr.capacityGb=16` (several values: `attr.capacityGb=16,32`). */
export const ATTRIBUTE_PARAM_PREFIX = 'attr.';

/** Every attribute filter parameter any category has (the server-rendered /service keeps these in its address). */
export const ATTRIBUTE_PARAMS = [
  ...new Set(Object.values(PART_ATTRIBUTES).flatMap((defs) => defs.map((d) => `${ATTRIBUTE_PARAM_PREFIX}${d.name}`))),
];

/** A filter's text value as the attribute's type, or null when the attribute does not take it. */
function filterValue(def: AttributeDefinition, text: string): AttributeValue | null {
  const value: AttributeValue = def.type === 'number' ? Number(text) : def.type === 'boolean' ? text === 'true' : text;
  if (def.type === 'boolean' && text !== 'true' && text !== 'false') return null;
  return valueProblem(def, value) ? null : value;
}

/**
 * `attr.<name>=<value>[,<value>…]` parameters read against the category's attributes: the filters,
 * or the problem naming the parameter (an attribute the category does not have, a value it does not take).
 */
export function attributeFilters(
  category: string | undefined,
  params: Iterable<[string, string]>,
): { filters: Record<string, AttributeValue[]> } | { problem: string } {
  const filters: Record<string, AttributeValue[]> = {};
  for (const [key, text] of params) {
    if (!key.startsWith(ATTRIBUTE_PARAM_PREFIX)) continue;
    const name = key.slice(ATTRIBUTE_PARAM_PREFIX.length);
    if (!category) return { problem: `${key}: choose a category to filter by its attributes` };
    const def = attributesOf(category).find((d) => d.name === name);
    if (!def) return { problem: `${key}: ${name} is not an attribute of ${category}` };
    const values = text
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean)
      .slice(0, 20);
    const parsed = values.map((t) => filterValue(def, t));
    const bad = values.find((_, i) => parsed[i] === null);
    if (bad !== undefined || values.length === 0) return { problem: `${key}: "${bad ?? text}" is not a value of ${name}` };
    filters[name] = [...(filters[name] ?? []), ...(parsed as AttributeValue[])];
  }
  return { filters };
}
