import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportJob, ImportKind } from '../../../../shared/schemas/import';
import { api } from '../../../lib/api-client';
import { getImportQueryOptions } from './get-import';

export interface ImportUpload {
  kind: ImportKind;
  file: File;
  /** Check only: every row is read and checked, nothing is written. */
  dryRun: boolean;
}

/** POST /api/admin/imports (admin, multipart, 202): the queued job; 400 for a missing or malformed file, 413 over 64 MB, 200,000 rows or 64 KB in a row. */
export function createImport({ kind, file, dryRun }: ImportUpload): Promise<ImportJob> {
  const form = new FormData();
  form.append('kind', kind);
  form.append('dryRun', String(dryRun));
  form.append('file', file);
  return api.upload<ImportJob>('/admin/imports', form);
}

/** The answer is the job's first state: its panel shows it at once, then follows it. */
export function useCreateImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createImport,
    onSuccess: (job) => queryClient.setQueryData(getImportQueryOptions(job._id).queryKey, job),
  });
}
