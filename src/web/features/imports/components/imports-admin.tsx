import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { IMPORT_KINDS, type ImportJob } from '../../../../shared/schemas/import';
import { useCreateImport, type ImportUpload } from '../api/create-import';
import { exportUrl } from '../api/export-url';
import { ImportForm, KIND_LABELS } from './import-form';
import { ImportJobPanel, type ImportNow } from './import-job';

function DownloadIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth={2}>
      <path d="M12 4v11m0 0-4-4m4 4 4-4M5 19h14" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function ExportLinks() {
  return (
    <section aria-labelledby="export-title" className="card card-border bg-base-100">
      <div className="card-body gap-3 p-4 sm:p-6">
        <h2 id="export-title" className="text-lg font-semibold">
          Export
        </h2>
        <p className="text-base-content/70 text-sm">
          Every product (with its part numbers and fitment) or every laptop model, as CSV. A file imports back unchanged.
        </p>
        <div className="flex flex-wrap gap-2">
          {IMPORT_KINDS.map((kind) => (
            <a key={kind} href={exportUrl(kind)} download={`${kind}.csv`} className="btn btn-outline btn-sm" data-testid={`export-${kind}`}>
              <DownloadIcon />
              {KIND_LABELS[kind]} ({kind}.csv)
            </a>
          ))}
        </div>
      </div>
    </section>
  );
}

/**
 * Import and export (admin): download the catalog or the laptop models as CSV; upload a CSV (or only
 * check it) and follow the job. The job's id is in the address (?job=), so a reload keeps following it.
 */
export function ImportsAdmin({ onApplied }: { onApplied: (job: ImportJob) => void }) {
  const [params, setParams] = useSearchParams();
  const jobId = params.get('job');
  // Only an upload made here moves the focus to the panel; a reload leaves it at the top.
  const [uploaded, setUploaded] = useState<string | null>(null);
  // The file of the last upload made here, which a check can be followed by importing for real.
  const [held, setHeld] = useState<{ jobId: string; upload: ImportUpload } | null>(null);
  const upload = useCreateImport();
  const started = (job: ImportJob, sent: ImportUpload) => {
    setUploaded(job._id);
    setHeld({ jobId: job._id, upload: sent });
    upload.reset();
    setParams({ job: job._id });
  };
  const importNow: ImportNow | undefined =
    held && held.jobId === jobId && held.upload.dryRun
      ? {
          run: () => {
            const sent = { ...held.upload, dryRun: false };
            upload.mutate(sent, { onSuccess: (job) => started(job, sent) });
          },
          busy: upload.isPending,
          error: upload.error ? upload.error.message || 'The file could not be uploaded.' : null,
        }
      : undefined;
  return (
    <div className="flex flex-col gap-6">
      <ExportLinks />
      <section aria-labelledby="import-title" className="card card-border bg-base-100">
        <div className="card-body gap-3 p-4 sm:p-6">
          <h2 id="import-title" className="text-lg font-semibold">
            Import
          </h2>
          <p className="text-base-content/70 text-sm">
            The import runs in the background: good rows are applied, every rejected row is reported with its reason. Importing the same
            file again changes nothing.
          </p>
          <ImportForm onStarted={started} />
        </div>
      </section>
      {jobId && <ImportJobPanel key={jobId} jobId={jobId} focus={uploaded === jobId} onApplied={onApplied} importNow={importNow} />}
    </div>
  );
}
