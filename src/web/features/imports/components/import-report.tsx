import type { ImportJob } from '../../../../shared/schemas/import';

export const count = (n: number) => n.toLocaleString('en-US');

/** Every rejected row the job lists (the first 1,000): row number as a spreadsheet shows it, column and reason. */
export function ImportReport({ job }: { job: ImportJob }) {
  if (job.errors.length === 0) return null;
  const partial = job.errorCount > job.errors.length;
  return (
    <div className="border-base-300 rounded-box overflow-x-auto border" data-testid="import-report">
      <table className="table-zebra table-sm table">
        <caption className="px-3 pt-3 pb-2 text-left">
          <span className="font-semibold">Rejected rows</span>
          <span className="text-base-content/70 text-sm">
            {partial
              ? `: showing the first ${count(job.errors.length)} of ${count(job.errorCount)}`
              : ` (${count(job.errorCount)}); row 1 is the header`}
          </span>
        </caption>
        <thead>
          <tr>
            <th scope="col" className="w-16">
              Row
            </th>
            <th scope="col" className="w-32">
              Column
            </th>
            <th scope="col">Reason</th>
          </tr>
        </thead>
        <tbody>
          {job.errors.map((e, i) => (
            <tr key={`${e.row}-${e.column}-${i}`} data-testid="import-error">
              <th scope="row" className="font-normal tabular-nums">
                {e.row}
              </th>
              <td className="font-mono text-xs break-all">{e.column || '—'}</td>
              <td className="min-w-40 break-words">{e.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
