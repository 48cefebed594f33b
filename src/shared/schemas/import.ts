import { z } from 'zod';
import { PART_ATTRIBUTES } from '../part-attributes.js';
import { idSchema, isoDate } from './common.js';

export const IMPORT_KINDS = ['products', 'laptops'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
export const IMPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** The columns of each CSV, in the order an export writes them. Lists inside a cell are separated by `;`. */
export const CSV_COLUMNS = {
  /** part_numbers: `kind:number` (kind oem, fru, manufacturer or alternative); fits: `Brand Family Model`, a note in [brackets]. */
  products: ['sku', 'name', 'brand', 'category', 'price', 'stock', 'description', 'img', 'part_numbers', 'fits'],
  laptops: ['brand', 'family', 'model', 'year', 'identifiers'],
} as const satisfies Record<ImportKind, readonly string[]>;

/**
 * The products CSV's optional attribute columns (issue 31), after CSV_COLUMNS.products: one per attribute
 * name of any category (`attr.capacityGb`), empty when the part does not have it. A file without any
 * keeps its parts' attributes; a file with some sets each row's to what its cells say.
 */
export const ATTRIBUTE_PREFIX = 'attr.';
export const PRODUCT_ATTRIBUTE_COLUMNS: readonly string[] = [
  ...new Set(Object.values(PART_ATTRIBUTES).flatMap((defs) => defs.map((d) => `${ATTRIBUTE_PREFIX}${d.name}`))),
];

/** An import file may be this large (bytes). */
export const IMPORT_MAX_BYTES = 64 * 1024 * 1024;
/** An import file may hold this many data rows (the header not counted). */
export const IMPORT_MAX_ROWS = 200_000;
/** One row (record) of an import file may be this long (bytes, about characters); an unclosed quote stops here. */
export const IMPORT_MAX_ROW_BYTES = 64 * 1024;
/** A report lists at most this many rejected rows (errorCount has them all). */
export const IMPORT_ERRORS_LISTED = 1000;

export const importErrorSchema = z.object({
  /** The row as a spreadsheet numbers it: the header is row 1, the first data row 2. */
  row: z.number().int(),
  column: z.string(),
  message: z.string(),
});
export type ImportError = z.infer<typeof importErrorSchema>;

export const importJobSchema = z.object({
  _id: idSchema,
  kind: z.enum(IMPORT_KINDS),
  status: z.enum(IMPORT_STATUSES),
  /** Check only: every row is read and checked, nothing is written. */
  dryRun: z.boolean(),
  fileName: z.string(),
  /** Data rows in the file, rows read so far, and rows written (or, in a dry run, that would be). */
  total: z.number().int(),
  processed: z.number().int(),
  applied: z.number().int(),
  /**
   * The rows of the file: how many it holds, how many were read, written (in a dry run: would be) and
   * refused. A refused row counts once however many errors it has; `errors` lists them under their row.
   */
  rows: z.object({ total: z.number().int(), processed: z.number().int(), applied: z.number().int(), rejected: z.number().int() }),
  /** Each refused cell: row, column and reason (the first IMPORT_ERRORS_LISTED; errorCount has them all). */
  errors: z.array(importErrorSchema),
  errorCount: z.number().int(),
  /** Why the whole import stopped (a file that is not CSV, a wrong header); null otherwise. */
  failure: z.string().nullable(),
  createdAt: isoDate,
  finishedAt: isoDate.nullable(),
});
export type ImportJob = z.infer<typeof importJobSchema>;
