import { useEffect, useEffectEvent, useId, useRef } from 'react';
import type { ImportJob } from '../../../../shared/schemas/import';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDateTime } from '../../../lib/dates';
import { isFinished, useImport } from '../api/get-import';
import { KIND_LABELS } from './import-form';
import { count, ImportReport } from './import-report';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';

const rows = (n: number) => `${count(n)} ${n === 1 ? 'row' : 'rows'}`;

/** "12 rows applied, 1 rejected" (a dry run: "would be applied"); a row with several errors is one rejected row. */
function summary(job: ImportJob) {
  const applied = `${rows(job.rows.applied)} ${job.dryRun ? 'would be applied' : 'applied'}`;
  return `${applied}, ${count(job.rows.rejected)} rejected.`;
}

/** What the live region says: it changes with the status only, not with every row counted. */
function statusText(job: ImportJob) {
  if (job.status === 'queued') return 'Waiting to start…';
  if (job.status === 'running') return job.total === 0 ? 'Counting the rows…' : 'Checking the rows…';
  if (job.status === 'failed') return 'The import stopped: nothing more was checked.';
  return job.dryRun ? 'Check finished: nothing was written.' : 'Import finished.';
}

/**
 * The progress bar: rows checked of the file's rows (no value while the rows are being counted); a
 * finished job's bar is full, a failed one's stays where it stopped.
 */
function Progress({ job }: { job: ImportJob }) {
  const labelId = useId();
  const { total } = job.rows;
  if (isFinished(job) && total === 0) return null;
  const known = total > 0;
  const processed = job.status === 'done' ? total : Math.min(job.rows.processed, total);
  return (
    <div className="flex flex-col gap-1">
      <p id={labelId} className="text-sm tabular-nums" data-testid="import-progress-label">
        Rows checked: {count(known ? processed : job.rows.processed)}
        {known && ` of ${count(total)}`}
      </p>
      <progress
        className={`progress w-full ${job.status === 'failed' ? 'progress-error' : 'progress-primary'}`}
        aria-labelledby={labelId}
        value={known ? processed : undefined}
        max={known ? total : undefined}
        data-testid="import-progress"
      />
    </div>
  );
}

/** The real import of a checked file the page still holds (its File object): run it, and its state. */
export interface ImportNow {
  run: () => void;
  busy: boolean;
  error: string | null;
}

/**
 * After a check with rows to write: "Import this file now" while the page still holds the file, else how
 * to import it (a reload forgets the file).
 */
function ImportNowOffer({ job, importNow }: { job: ImportJob; importNow: ImportNow | undefined }) {
  if (!job.dryRun || job.status !== 'done' || job.rows.applied === 0) return null;
  const rejected =
    job.rows.rejected > 0 ? `; the ${rows(job.rows.rejected)} rejected ${job.rows.rejected === 1 ? 'is' : 'are'} left out` : '';
  if (!importNow) {
    return (
      <p className="text-sm" data-testid="import-now-hint">
        To import it, choose <strong className="break-all">{job.fileName}</strong> again above and upload it without “Check only”.
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <Button variant="primary" busy={importNow.busy} onClick={importNow.run} data-testid="import-now">
          Import this file now
        </Button>
        <p className="text-base-content/80 text-sm">
          Writes the {rows(job.rows.applied)} that passed the check{rejected}.
        </p>
      </div>
      {importNow.error && <Alert>{importNow.error}</Alert>}
    </div>
  );
}

function JobDetails({ job, importNow }: { job: ImportJob; importNow: ImportNow | undefined }) {
  const finished = isFinished(job);
  return (
    <div className="flex flex-col gap-4" data-testid="import-job" data-status={job.status}>
      <p className="text-base-content/70 text-sm break-words">
        {job.dryRun ? 'Check only' : 'Import'} of {KIND_LABELS[job.kind].toLowerCase()} from <strong>{job.fileName}</strong>, started{' '}
        <time dateTime={job.createdAt}>{formatDateTime(job.createdAt)}</time>
      </p>
      <Progress job={job} />
      <div role="status" aria-live="polite" className="flex flex-col gap-1">
        <p className="font-medium" data-testid="import-status">
          {statusText(job)}
        </p>
        {finished && (
          <p className="text-lg font-semibold" data-testid="import-summary">
            {summary(job)}
          </p>
        )}
      </div>
      <ImportNowOffer job={job} importNow={importNow} />
      {job.failure && (
        <Alert look="box" data-testid="import-failure">
          <span className="break-words">{job.failure}</span>
        </Alert>
      )}
      {finished && <ImportReport job={job} />}
    </div>
  );
}

interface Props {
  jobId: string;
  /** Move the focus to the panel's heading (just after an upload). */
  focus: boolean;
  /** A real import finished with rows written: what shows products or models should refresh. */
  onApplied: (job: ImportJob) => void;
  /** The checked file, still held by the page: imported for real on demand. */
  importNow?: ImportNow;
}

/** The job's panel: progress while it runs (polled every 500 ms), then the summary and the report of rejected rows. */
export function ImportJobPanel({ jobId, focus, onApplied, importNow }: Props) {
  const job = useImport(jobId);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const applied = job.data && isFinished(job.data) && !job.data.dryRun && job.data.rows.applied > 0;
  const notify = useEffectEvent(() => job.data && onApplied(job.data));
  useEffect(() => {
    if (applied) notify();
  }, [applied, jobId]);
  useEffect(() => {
    if (focus) headingRef.current?.focus();
  }, [focus, jobId]);

  return (
    <section aria-labelledby="import-job-title" className="card card-border bg-base-100">
      <div className="card-body gap-4 p-4 sm:p-6">
        <h2 id="import-job-title" ref={headingRef} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
          Progress and report
        </h2>
        {job.isPending && <Skeleton className="h-24 w-full" />}
        {job.isError && <ErrorState message={job.error.message} onRetry={() => void job.refetch()} />}
        {job.isSuccess && <JobDetails job={job.data} importNow={importNow} />}
      </div>
    </section>
  );
}
