import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ImportJob } from '../../../../shared/schemas/import';
import { api } from '../../../lib/api-client';

/** How often a queued or running import is asked for its progress (ms). */
export const IMPORT_POLL_MS = 500;

/** Done or failed: its numbers and report no longer change. */
export const isFinished = (job: ImportJob | undefined) => job?.status === 'done' || job?.status === 'failed';

/** GET /api/admin/imports/:id (admin): the job's progress, then its report. */
export const getImport = (id: string): Promise<ImportJob> => api.get<ImportJob>(`/admin/imports/${encodeURIComponent(id)}`);

/** Asked again every IMPORT_POLL_MS until the job is finished (or cannot be read). */
export const getImportQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'imports', id],
    queryFn: () => getImport(id),
    refetchInterval: (query) => (isFinished(query.state.data) || query.state.status === 'error' ? false : IMPORT_POLL_MS),
  });

export const useImport = (id: string) => useQuery(getImportQueryOptions(id));
