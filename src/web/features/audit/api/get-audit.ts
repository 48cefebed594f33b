import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditAction, AuditEntity, AuditPage } from '../../../../shared/schemas/audit';
import { api } from '../../../lib/api-client';

export const AUDIT_PAGE_SIZE = 25;

/** The Audit log's filters as the page keeps them: days are the viewer's own (YYYY-MM-DD). */
export interface AuditFilters {
  actor?: string;
  entity?: AuditEntity;
  entityId?: string;
  action?: AuditAction;
  from?: string;
  to?: string;
}

/** A day's start, or its end, in the viewer's time zone, as the instant the server filters by. */
const dayEdge = (day: string, edge: 'start' | 'end') =>
  new Date(`${day}T${edge === 'start' ? '00:00:00.000' : '23:59:59.999'}`).toISOString();

/** The filters as query parameters (the list's and the CSV's). */
export function auditParams(f: AuditFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (f.actor) params.set('actor', f.actor);
  if (f.entity) params.set('entity', f.entity);
  if (f.entityId) params.set('entityId', f.entityId);
  if (f.action) params.set('action', f.action);
  if (f.from) params.set('from', dayEdge(f.from, 'start'));
  if (f.to) params.set('to', dayEdge(f.to, 'end'));
  return params;
}

/** GET /api/admin/audit (audit:read): who changed what, newest first, filtered and paged on the server. */
export function getAudit(filters: AuditFilters, page: number, limit = AUDIT_PAGE_SIZE): Promise<AuditPage> {
  const params = auditParams(filters);
  params.set('page', String(page));
  params.set('limit', String(limit));
  return api.get<AuditPage>(`/admin/audit?${params}`);
}

/**
 * GET /api/admin/audit.csv with the same filters: every matching row as CSV. A plain download
 * link: the session cookie signs it in.
 */
export const auditCsvUrl = (filters: AuditFilters) => {
  const query = auditParams(filters).toString();
  return `/api/admin/audit.csv${query ? `?${query}` : ''}`;
};

export const getAuditQueryOptions = (filters: AuditFilters, page: number) =>
  queryOptions({
    queryKey: ['audit', { ...filters, page }],
    queryFn: () => getAudit(filters, page),
    staleTime: 0,
    // The last page stays on screen while the next filter or page loads.
    placeholderData: keepPreviousData,
  });

export const useAudit = (filters: AuditFilters, page: number) => useQuery(getAuditQueryOptions(filters, page));
