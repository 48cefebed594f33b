import { z } from 'zod';
import { CATEGORY_SLUGS, type CategorySlug } from '../../../shared/constants.js';
import { imageRefSchema } from '../../../shared/schemas/common.js';
import { attributeProblems, PART_ATTRIBUTES, type AttributeDefinition, type PartAttributes } from '../../../shared/part-attributes.js';
import { ATTRIBUTE_PREFIX, CSV_COLUMNS, type ImportError, type ImportKind } from '../../../shared/schemas/import.js';
import { PART_NUMBER_KINDS, type PartNumberKind } from '../../../shared/schemas/laptop.js';
import type { LaptopSpec } from '../../../shared/schemas/laptop-spec.js';
import { nameKey } from '../laptops/names.js';
import { checkSpecCells } from './laptop-spec-cells.js';

/** One data row of a CSV: its spreadsheet row number and its cells by column name. */
export interface CsvRow {
  row: number;
  cells: Record<string, string>;
}

export interface ProductImportRow {
  sku: string;
  name: string;
  brand: string;
  category: CategorySlug;
  priceCents: number;
  stock: number;
  description: string;
  img: string;
  partNumbers: { number: string; kind: PartNumberKind }[];
  /** Laptop models by their full name ("Lenovo ThinkPad T480"), each with an optional note. */
  fits: { name: string; note: string }[];
  /** The part's attributes, when the file has attribute columns (absent: the product keeps its own). */
  attributes?: PartAttributes;
}

export interface LaptopImportRow {
  brand: string;
  family: string;
  model: string;
  year: number | null;
  identifiers: string[];
  /** Its specification, when the file has spec columns (absent: the model keeps its own; null: not known). */
  spec?: LaptopSpec | null;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; errors: ImportError[] };

const list = (cell: string) =>
  cell
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean);

/** The items of a `fits` cell: split at `;` outside a [note], so a note may hold `;`. */
function fitItems(cell: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of cell) {
    if (ch === '[') depth++;
    if (ch === ']') depth = Math.max(0, depth - 1);
    if (ch === ';' && depth === 0) {
      items.push(current);
      current = '';
    } else current += ch;
  }
  items.push(current);
  return items.map((s) => s.trim()).filter(Boolean);
}

const text = (max: number, required = false) => {
  const s = z
    .string()
    .trim()
    .max(max, { message: `at most ${max} characters` });
  return required ? s.min(1, { message: 'is required' }) : s;
};

const productCells = z.object({
  sku: text(64, true).regex(/^[A-Za-z0-9][A-Za-z0-9._\-/]*$/, { message: 'letters, digits, dots, dashes, underscores and slashes only' }),
  name: text(200, true),
  brand: text(100),
  category: z.enum(CATEGORY_SLUGS, { message: `must be one of ${CATEGORY_SLUGS.join(', ')}` }),
  price: z
    .string()
    .trim()
    .regex(/^\d{1,6}(\.\d{1,2})?$/, { message: 'must be a price like 12.50' })
    .transform((v) => Math.round(Number(v) * 100))
    .refine((c) => c > 0 && c <= 10_000_000, { message: 'must be above 0 and at most 100000' }),
  stock: z
    .string()
    .trim()
    .regex(/^\d{1,7}$/, { message: 'must be a whole number of units' })
    .transform(Number)
    .refine((n) => n <= 1_000_000, { message: 'must be at most 1000000' }),
  description: text(5000),
  img: imageRefSchema,
  part_numbers: z.string().transform((cell, ctx) =>
    list(cell).map((item) => {
      const [written = '', ...rest] = item.split(':');
      // The kind in any case: spreadsheets write OEM and FRU in capitals.
      const kind = written.trim().toLowerCase() as PartNumberKind;
      const number = rest.join(':').trim();
      if (!PART_NUMBER_KINDS.includes(kind) || !number || number.length > 64) {
        ctx.addIssue({ code: 'custom', message: `"${item}" is not kind:number (kind ${PART_NUMBER_KINDS.join(', ')}, in any case)` });
      }
      return { kind, number };
    }),
  ),
  fits: z.string().transform((cell) =>
    fitItems(cell).map((item) => {
      const note = /\[([^\]]*)\]\s*$/.exec(item);
      return { name: nameKey(note ? item.slice(0, note.index) : item), note: note ? note[1]!.trim() : '' };
    }),
  ),
});

const laptopCells = z.object({
  brand: text(100, true),
  family: text(100),
  model: text(150, true),
  year: z
    .string()
    .trim()
    .regex(/^(\d{4})?$/, { message: 'must be a year like 2018, or empty' })
    .transform((v) => (v ? Number(v) : null)),
  identifiers: z.string().transform((cell, ctx) => {
    const items = list(cell);
    if (items.length > 50 || items.some((i) => i.length > 100))
      ctx.addIssue({ code: 'custom', message: 'at most 50, of at most 100 characters each' });
    return items;
  }),
});

/** The columns a file lacks (its header compared without case or surrounding spaces). */
export function missingColumns(kind: ImportKind, header: string[]): string[] {
  const have = new Set(header.map((h) => h.trim().toLowerCase()));
  return CSV_COLUMNS[kind].filter((c) => !have.has(c));
}

function checkRow<T>(schema: z.ZodType<T>, row: CsvRow): Checked<T> {
  const parsed = schema.safeParse(row.cells);
  if (parsed.success) return { ok: true, value: parsed.data };
  return {
    ok: false,
    errors: parsed.error.issues.map((i) => ({ row: row.row, column: String(i.path[0] ?? ''), message: i.message })),
  };
}

/** Every attribute of any category by its name in lower case (a header's cells are keyed so). */
const ANY_ATTRIBUTE = new Map<string, AttributeDefinition>(
  Object.values(PART_ATTRIBUTES).flatMap((defs) => defs.map((d) => [d.name.toLowerCase(), d] as const)),
);
const YES = new Set(['true', 'yes', '1']);
const NO = new Set(['false', 'no', '0']);

/** A cell as the attribute's value: a number or yes/no when it reads as one, else the text (which the check then names). */
function attributeValue(def: AttributeDefinition, cell: string): string | number | boolean {
  if (def.type === 'number' && /^-?\d+(\.\d+)?$/.test(cell)) return Number(cell);
  if (def.type === 'boolean' && YES.has(cell.toLowerCase())) return true;
  if (def.type === 'boolean' && NO.has(cell.toLowerCase())) return false;
  return cell;
}

/**
 * The row's `attr.*` cells (issue 31) checked against its category's attributes: undefined when the file
 * has no such column; empty cells are attributes not set; each problem names its attribute and column.
 */
function checkAttributeCells(category: string, row: CsvRow): Checked<PartAttributes | undefined> {
  const columns = Object.keys(row.cells).filter((c) => c.startsWith(ATTRIBUTE_PREFIX));
  if (columns.length === 0) return { ok: true, value: undefined };
  const attributes: PartAttributes = {};
  const errors: ImportError[] = [];
  for (const column of columns) {
    const cell = row.cells[column]!.trim();
    if (!cell) continue;
    const lower = column.slice(ATTRIBUTE_PREFIX.length);
    const def = ANY_ATTRIBUTE.get(lower);
    const name = def?.name ?? lower;
    const value = def ? attributeValue(def, cell) : cell;
    const [problem] = attributeProblems(category, { [name]: value });
    if (problem) errors.push({ row: row.row, column: `${ATTRIBUTE_PREFIX}${name}`, message: problem });
    else attributes[name] = value;
  }
  return errors.length ? { ok: false, errors } : { ok: true, value: attributes };
}

export function checkProductRow(row: CsvRow): Checked<ProductImportRow> {
  const checked = checkRow(productCells, row);
  if (!checked.ok) return checked;
  const { price, part_numbers, ...rest } = checked.value;
  const attributes = checkAttributeCells(rest.category, row);
  if (!attributes.ok) return attributes;
  return {
    ok: true,
    value: { ...rest, priceCents: price, partNumbers: part_numbers, ...(attributes.value && { attributes: attributes.value }) },
  };
}

export function checkLaptopRow(row: CsvRow): Checked<LaptopImportRow> {
  const checked = checkRow(laptopCells, row);
  if (!checked.ok) return checked;
  const spec = checkSpecCells(row.cells, row.row);
  if (!spec.ok) return spec;
  return { ok: true, value: { ...checked.value, ...(spec.value !== undefined && { spec: spec.value }) } };
}
