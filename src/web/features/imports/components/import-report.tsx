import type { ImportJob } from '../../../../shared/schemas/import';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';

export const count = (n: number) => n.toLocaleString('en-US');

type ImportError = ImportJob['errors'][number];

const columns: DataTableColumn<ImportError>[] = [
  { key: 'row', header: 'Row', headerClassName: 'w-16', rowHeader: true, cellClassName: 'font-normal tabular-nums', cell: (e) => e.row },
  { key: 'column', header: 'Column', headerClassName: 'w-32', cellClassName: 'font-mono text-xs break-all', cell: (e) => e.column || '—' },
  { key: 'reason', header: 'Reason', cellClassName: 'min-w-40 break-words', cell: (e) => e.message },
];

/** Every rejected row the job lists (the first 1,000): row number as a spreadsheet shows it, column and reason. */
export function ImportReport({ job }: { job: ImportJob }) {
  if (job.errors.length === 0) return null;
  const partial = job.errorCount > job.errors.length;
  const caption = (
    <>
      <span className="font-semibold">Rejected rows</span>
      <span className="text-base-content/70 text-sm">
        {partial
          ? `: showing the first ${count(job.errors.length)} of ${count(job.errorCount)}`
          : ` (${count(job.errorCount)}); row 1 is the header`}
      </span>
    </>
  );
  return (
    <DataTable
      caption={caption}
      captionClassName="px-3 pt-3 pb-2 text-left"
      columns={columns}
      rows={job.errors}
      rowKey={(e, i) => `${e.row}-${e.column}-${i}`}
      rowTestId="import-error"
      size="sm"
      testId="import-report"
    />
  );
}
