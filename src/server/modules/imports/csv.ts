import { Readable } from 'node:stream';
import { parse, type Options } from 'csv-parse';
import type { ImportKind } from '../../../shared/schemas/import.js';
import { missingColumns, type CsvRow } from './rows.js';

/** The whole file cannot be imported (not CSV, or a header without the columns needed): the job fails with this message. */
export class ImportFileError extends Error {}

const OPTIONS: Options = { bom: true, skip_empty_lines: true, relax_column_count: true, relax_quotes: false };

/** Slices of the file small enough for the parser to work through one at a time. */
function* slices(csv: string, size = 64 * 1024): Generator<string> {
  for (let i = 0; i < csv.length; i += size) yield csv.slice(i, i + size);
}

/**
 * A streaming parser over the file, fed 64 KB at a time: it parses a slice, then waits until its
 * records are read, so a big file never holds the event loop (one 20 MB chunk would, for seconds).
 */
function records(csv: string): AsyncIterable<string[]> {
  return Readable.from(slices(csv)).pipe(parse(OPTIONS));
}

async function* guarded(csv: string): AsyncGenerator<string[]> {
  try {
    yield* records(csv);
  } catch (err) {
    throw new ImportFileError(`The file is not valid CSV: ${err instanceof Error ? err.message : String(err)}`);
  }
}

/** Data rows in a file (records after the header). */
export async function countRows(csv: string): Promise<number> {
  let n = -1;
  for await (const _ of guarded(csv)) n++;
  return Math.max(n, 0);
}

/**
 * The file's data rows with their cells by column name (header names compared without case or
 * surrounding spaces; other columns are ignored) and their spreadsheet row number (header = 1).
 */
export async function* csvRows(csv: string, kind: ImportKind): AsyncGenerator<CsvRow> {
  let header: string[] | null = null;
  let row = 1;
  for await (const record of guarded(csv)) {
    if (!header) {
      header = record.map((h) => h.trim().toLowerCase());
      const missing = missingColumns(kind, header);
      if (missing.length) throw new ImportFileError(`The header lacks the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}.`);
      continue;
    }
    row++;
    const cells: Record<string, string> = {};
    header.forEach((name, i) => (cells[name] = record[i] ?? ''));
    yield { row, cells };
  }
  if (!header) throw new ImportFileError('The file is empty.');
}
