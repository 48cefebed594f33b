import { pipeline, Readable } from 'node:stream';
import { CsvError, parse, type Options } from 'csv-parse';
import { stringify, type Options as StringifyOptions } from 'csv-stringify/sync';
import { IMPORT_MAX_ROW_BYTES, IMPORT_MAX_ROWS, type ImportKind } from '../../../shared/schemas/import.js';
import { missingColumns, type CsvRow } from './rows.js';

/** The whole file cannot be imported (not CSV, or a header without the columns needed): refused with this message. */
export class ImportFileError extends Error {}
/** The file is over a limit (too many rows, a row too long): refused with this message (413). */
export class ImportLimitError extends ImportFileError {}

const OPTIONS: Options = {
  bom: true,
  skip_empty_lines: true,
  relax_column_count: true,
  relax_quotes: false,
  // An overlong row (or an unclosed quote swallowing the rest of the file) stops here instead of filling memory.
  max_record_size: IMPORT_MAX_ROW_BYTES,
};

/**
 * What a spreadsheet reads as a formula: a cell starting with = + - @ (or their full-width forms), a tab or a
 * CR. The export puts a `'` before such a cell (csv-stringify's escape_formulas, OWASP's advice), and one
 * before a cell that already starts with `'`s and one of them, so the import takes exactly one `'` off again.
 */
const ESCAPED_FORMULA = /^'+[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

const STRINGIFY: StringifyOptions = {
  escape_formulas: true,
  // escape_formulas adds the `'` before a bare formula; this adds it where the value already starts with `'`.
  cast: { string: (value) => (ESCAPED_FORMULA.test(value) ? `'${value}` : value) },
};

/** Records as CSV text, every cell that a spreadsheet would run as a formula neutralised (the import undoes it). */
export const toCsv = (records: string[][]): string => stringify(records, STRINGIFY);

/** A cell as written: the `'` the export put before a formula-like value taken off again. */
const unescapeCell = (cell: string) => (ESCAPED_FORMULA.test(cell) ? cell.slice(1) : cell);

/** A file's bytes as they arrive (an upload, the stored chunks) or at once. */
export type FileBytes = AsyncIterable<Buffer> | Iterable<Buffer>;

/** The file's bytes in pieces of at most 64 KB, so the parser never holds the event loop for long. */
async function* slices(source: FileBytes, size = 64 * 1024): AsyncGenerator<Buffer> {
  for await (const buffer of source) {
    for (let i = 0; i < buffer.length; i += size) yield buffer.subarray(i, i + size);
  }
}

/** A streaming parser over the file's bytes (csv-parse decodes UTF-8 itself, so a character may span two pieces). */
function records(source: FileBytes): AsyncIterable<string[]> {
  const parser = parse(OPTIONS);
  // An error of the source (the database) or of the parser reaches the reader of `parser`.
  pipeline(Readable.from(slices(source)), parser, () => {});
  return parser;
}

/** The parser's error as the message the admin sees; any other error (the database's) is passed on. */
function asFileError(err: unknown): unknown {
  if (!(err instanceof CsvError)) return err;
  if (err.code === 'CSV_MAX_RECORD_SIZE') {
    return new ImportLimitError(
      `A row is longer than ${IMPORT_MAX_ROW_BYTES / 1024} KB (near line ${String(err.lines)}): a row may hold at most ` +
        `${IMPORT_MAX_ROW_BYTES.toLocaleString('en-US')} characters. An unclosed quote makes the rest of the file one row.`,
    );
  }
  return new ImportFileError(`The file is not valid CSV: ${err.message}`);
}

/** The header's column names (compared without case or surrounding spaces), or the file's error for a missing one. */
function readHeader(record: string[], kind: ImportKind): string[] {
  const header = record.map((h) => h.trim().toLowerCase());
  const missing = missingColumns(kind, header);
  if (missing.length) throw new ImportFileError(`The header lacks the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}.`);
  return header;
}

/**
 * Reads a whole file as it arrives: valid CSV, the header with the kind's columns, at most `maxRows` data rows
 * of at most IMPORT_MAX_ROW_BYTES each. Answers the number of data rows; throws ImportFileError (or
 * ImportLimitError, at once when a limit is passed) otherwise.
 */
export async function checkFile(source: FileBytes, kind: ImportKind, maxRows = IMPORT_MAX_ROWS): Promise<number> {
  let rows = -1;
  try {
    for await (const record of records(source)) {
      if (rows === -1) readHeader(record, kind);
      if (++rows > maxRows) {
        const most = maxRows.toLocaleString('en-US');
        throw new ImportLimitError(`The file has more than ${most} rows: split it into files of at most ${most} rows.`);
      }
    }
  } catch (err) {
    throw asFileError(err);
  }
  if (rows === -1) throw new ImportFileError('The file is empty.');
  return rows;
}

/**
 * The file's data rows with their cells by column name (other columns are ignored) and their
 * spreadsheet row number (header = 1).
 */
export async function* csvRows(source: FileBytes, kind: ImportKind): AsyncGenerator<CsvRow> {
  let header: string[] | null = null;
  let row = 1;
  try {
    for await (const record of records(source)) {
      if (!header) {
        header = readHeader(record, kind);
        continue;
      }
      row++;
      const cells: Record<string, string> = {};
      header.forEach((name, i) => (cells[name] = unescapeCell(record[i] ?? '')));
      yield { row, cells };
    }
  } catch (err) {
    throw asFileError(err);
  }
  if (!header) throw new ImportFileError('The file is empty.');
}
