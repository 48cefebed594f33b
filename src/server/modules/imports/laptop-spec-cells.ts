import { LAPTOP_SPEC_COLUMNS, storageFromText } from '../../../shared/laptop-spec-text.js';
import { laptopSpecSchema, type LaptopSpec } from '../../../shared/schemas/laptop-spec.js';
import type { ImportError } from '../../../shared/schemas/import.js';

/** A header's cells are keyed in lower case: the spec's columns by that key. */
const BY_KEY = new Map<string, string>(LAPTOP_SPEC_COLUMNS.map((c) => [c.toLowerCase(), c]));
/** The spec's parts with their columns (storage is one cell). */
const GROUPS = ['memory', 'display', 'battery', 'charging'] as const;
/** Columns a filled part may leave empty (and what they then hold). */
const OPTIONAL: Record<string, unknown> = { 'battery.partNumbers': [] };
const YES = new Set(['true', 'yes', '1']);
const NO = new Set(['false', 'no', '0']);

/** A cell as a value: a number or yes/no when it reads as one, else the text (which the schema then names). */
function cellValue(column: string, cell: string): unknown {
  if (column === 'battery.partNumbers')
    return cell
      .split(';')
      .map((s) => s.trim())
      .filter(Boolean);
  if (/^-?\d+(\.\d+)?$/.test(cell)) return Number(cell);
  if (column.endsWith('.touch') || column.endsWith('.usbPd')) {
    if (YES.has(cell.toLowerCase())) return true;
    if (NO.has(cell.toLowerCase())) return false;
  }
  return cell;
}

type Result = { ok: true; value: LaptopSpec | null | undefined } | { ok: false; errors: ImportError[] };

/** One part of the spec (memory, display, …) from its columns: undefined when none is filled. */
function readGroup(group: string, filled: Map<string, string>, row: number, errors: ImportError[]) {
  const columns = LAPTOP_SPEC_COLUMNS.filter((c) => c.startsWith(`${group}.`));
  if (!columns.some((c) => filled.has(c))) return undefined;
  const part: Record<string, unknown> = {};
  for (const column of columns) {
    const cell = filled.get(column);
    const field = column.slice(group.length + 1);
    if (cell !== undefined) part[field] = cellValue(column, cell);
    else if (column in OPTIONAL) part[field] = OPTIONAL[column];
    else errors.push({ row, column, message: `is required when other ${group} columns are filled` });
  }
  return part;
}

/**
 * The row's spec columns (issue 31) as a laptop's specification: undefined when the file has none of
 * them (the model keeps its own); null when they are all empty (not known); a part of the spec (memory,
 * display, battery, charging, storage) is set when any of its cells is filled, and then needs the rest.
 * Checked with laptopSpecSchema; each problem names its column.
 */
export function checkSpecCells(cells: Record<string, string>, row: number): Result {
  const present = Object.keys(cells).filter((k) => BY_KEY.has(k));
  if (present.length === 0) return { ok: true, value: undefined };
  const filled = new Map<string, string>();
  for (const key of present) if (cells[key]!.trim()) filled.set(BY_KEY.get(key)!, cells[key]!.trim());
  if (filled.size === 0) return { ok: true, value: null };
  const errors: ImportError[] = [];
  const spec: Record<string, unknown> = {};
  for (const group of GROUPS) {
    const part = readGroup(group, filled, row, errors);
    if (part) spec[group] = part;
  }
  const storage = filled.get('storage');
  if (storage !== undefined) {
    const read = storageFromText(storage);
    if ('problem' in read) errors.push({ row, column: 'storage', message: read.problem });
    else spec.storage = read.bays;
  }
  if (errors.length) return { ok: false, errors };
  const parsed = laptopSpecSchema.safeParse(spec);
  if (parsed.success) return { ok: true, value: parsed.data };
  return {
    ok: false,
    errors: parsed.error.issues.map((i) => {
      const [group, field] = i.path.map(String);
      return { row, column: group === 'storage' || !field ? (group ?? '') : `${group}.${field}`, message: i.message };
    }),
  };
}
