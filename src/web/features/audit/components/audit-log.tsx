import { buttonClass } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Pager } from '../../../components/ui/pager';
import { Skeleton } from '../../../components/ui/skeleton';
import { auditCsvUrl, useAudit } from '../api/get-audit';
import { isFiltered, useAuditParams, type AuditParams } from '../hooks/use-audit-params';
import { AuditFilters, FilterSummary } from './audit-filters';
import { AuditTable } from './audit-table';

const NOUN = ['change', 'changes'] as const;

function ListSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading the audit log" className="flex flex-col gap-3">
      {Array.from({ length: 5 }, (_, i) => (
        <Skeleton key={i} className="h-16 w-full" />
      ))}
    </div>
  );
}

/** The filters without the page: what the list and the CSV share. */
const filtersOf = ({ page: _page, ...filters }: AuditParams) => filters;

/** "Download CSV": every row the filters keep (not only this page). */
function CsvLink({ params }: { params: AuditParams }) {
  return (
    <a
      href={auditCsvUrl(filtersOf(params))}
      download="audit-log.csv"
      className={buttonClass({ size: 'sm', outline: true })}
      data-testid="audit-csv"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth={2}>
        <path d="M12 4v11m0 0-4-4m4 4 4-4M5 19h14" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      Download CSV
    </a>
  );
}

/** The Audit log (audit:read): who changed what and when, newest first, filtered and paged on the server, with its CSV. */
export function AuditLog() {
  const [params, setParams] = useAuditParams();
  const audit = useAudit(filtersOf(params), params.page);

  let body: React.ReactNode;
  if (audit.isPending) body = <ListSkeleton />;
  else if (audit.isError && !audit.data) body = <ErrorState message={audit.error.message} onRetry={() => void audit.refetch()} />;
  else if (audit.data.items.length === 0)
    body = (
      <EmptyState>
        {audit.data.total > 0
          ? 'This page is past the last change.'
          : isFiltered(params)
            ? 'No changes match these filters.'
            : 'No changes yet.'}
      </EmptyState>
    );
  else
    body = (
      <div aria-busy={audit.isPlaceholderData} className={`transition-opacity ${audit.isPlaceholderData ? 'opacity-60' : ''}`}>
        <AuditTable rows={audit.data.items} />
        <Pager
          page={params.page}
          limit={audit.data.limit}
          total={audit.data.total}
          onPage={(page) => setParams({ page })}
          noun={NOUN}
          testId="audit-range"
        />
      </div>
    );

  return (
    <>
      <AuditFilters params={params} onChange={setParams} />
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <FilterSummary params={params} onChange={setParams} />
        <CsvLink params={params} />
      </div>
      {body}
    </>
  );
}
