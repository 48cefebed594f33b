import { useEffect, useEffectEvent, useId, useRef } from 'react';
import type { ImportJob } from '../../../../shared/schemas/import';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDateTime } from '../../../lib/dates';
import { isFinished, useImport } from '../api/get-import';
import { KIND_LABELS } from './import-form';
import { count, ImportReport } from './import-report';
import { Alert } from '../../../components/ui/alert';

const rows = (n: number) => `${count(n)} ${n === 1 ? 'row' : 'rows'}`;

/** "12 rows applied, 1 rejected" (a dry run: "would be applied"). */
function summary(job: ImportJob) {
  const applied = `${rows(job.applied)} ${job.dryRun ? 'would be applied' : 'applied'}`;
  return `${applied}, ${count(job.errorCount)} rejected.`;
}

/** What the live region says: it changes with the status only, not with every row counted. */
function statusText(job: ImportJob) {
  if (job.status === 'queued') return 'Waiting to start…';
  if (job.status === 'running') return job.total === 0 ? 'Counting the rows…' : 'Checking the rows…';
  if (job.status === 'failed') return 'The import stopped: nothing more was checked.';
  return job.dryRun ? 'Check finished: nothing was written.' : 'Import finished.';
}

/** The progress bar: rows checked of the file's rows (no value while the rows are being counted). */
function Progress({ job }: { job: ImportJob }) {
  const labelId = useId();
  const finished = isFinished(job);
  if (finished && job.total === 0) return null;
  const known = job.total > 0;
  return (
    <div className="flex flex-col gap-1">
      <p id={labelId} className="text-sm tabular-nums" data-testid="import-progress-label">
        Rows checked: {count(job.processed)}
        {known && ` of ${count(job.total)}`}
      </p>
      <progress
        className={`progress w-full ${job.status === 'failed' ? 'progress-error' : 'progress-primary'}`}
        aria-labelledby={labelId}
        value={known ? job.processed : undefined}
        max={known ? job.total : undefined}
        data-testid="import-progress"
      />
    </div>
  );
}

function JobDetails({ job }: { job: ImportJob }) {
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
}

/** The job's panel: progress while it runs (polled every 500 ms), then the summary and the report of rejected rows. */
export function ImportJobPanel({ jobId, focus, onApplied }: Props) {
  const job = useImport(jobId);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const applied = job.data && isFinished(job.data) && !job.data.dryRun && job.data.applied > 0;
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
        {job.isSuccess && <JobDetails job={job.data} />}
      </div>
    </section>
  );
}
