import type { ImportJob } from '../../../../shared/schemas/import';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';

export const count = (n: number) => n.toLocaleString('en-US');

type ImportError = ImportJob['errors'][number];

/** A rejected row and everything wrong with it. */
interface RejectedRow {
  row: number;
  errors: Pick<ImportError, 'column' | 'message'>[];
}

/** The listed errors under their row, in the file's order (a row's errors arrive together). */
export function rejectedRows(errors: readonly ImportError[]): RejectedRow[] {
  const rows: RejectedRow[] = [];
  for (const { row, column, message } of errors) {
    const last = rows.at(-1);
    if (last?.row === row) last.errors.push({ column, message });
    else rows.push({ row, errors: [{ column, message }] });
  }
  return rows;
}

const columns: DataTableColumn<RejectedRow>[] = [
  {
    key: 'row',
    header: 'Row',
    headerClassName: 'w-16',
    rowHeader: true,
    cellClassName: 'font-normal tabular-nums align-top',
    cell: (r) => r.row,
  },
  {
    key: 'problems',
    header: 'What is wrong',
    cellClassName: 'min-w-40 break-words',
    cell: (r) => (
      <ul className="flex flex-col gap-0.5">
        {r.errors.map((e, i) => (
          <li key={i} data-testid="import-error-item">
            {e.column && <span className="font-mono text-xs font-semibold break-all">{e.column}: </span>}
            {e.message}
          </li>
        ))}
      </ul>
    ),
  },
];

/**
 * Every rejected row the job lists (the first 1,000 errors), each with its errors under it: the row
 * number as a spreadsheet shows it, then each column and reason.
 */
export function ImportReport({ job }: { job: ImportJob }) {
  if (job.errors.length === 0) return null;
  const rows = rejectedRows(job.errors);
  const partial = job.errorCount > job.errors.length;
  const caption = (
    <>
      <span className="font-semibold">Rejected rows</span>
      <span className="text-base-content/70 text-sm">
        {partial
          ? `: showing the first ${count(rows.length)} of ${count(job.rows.rejected)}`
          : ` (${count(job.rows.rejected)}); row 1 is the header`}
      </span>
    </>
  );
  return (
    <DataTable
      caption={caption}
      captionClassName="px-3 pt-3 pb-2 text-left"
      columns={columns}
      rows={rows}
      rowKey={(r) => String(r.row)}
      rowTestId="import-error"
      size="sm"
      testId="import-report"
    />
  );
}
