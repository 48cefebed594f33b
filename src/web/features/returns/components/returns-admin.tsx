import { useState } from 'react';
import { RETURN_STATUS_LABELS, RETURN_STATUSES, type Return, type ReturnStatus } from '../../../../shared/schemas/return';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Pager } from '../../../components/ui/pager';
import { SelectField } from '../../../components/ui/select-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { RETURNS_PAGE_SIZE, useReturns } from '../api/get-returns';
import { useReturnsParams, type ReturnsParams } from '../hooks/use-returns-params';
import { ReturnCard } from './return-card';
import { ReturnStepDialog, type StepChoice } from './return-step-dialog';

const NOUN = ['return', 'returns'] as const;
const STATUS_OPTIONS = RETURN_STATUSES.map((status) => ({ value: status, label: RETURN_STATUS_LABELS[status] }));

function StatusFilter({ params, onChange }: { params: ReturnsParams; onChange: (change: Partial<ReturnsParams>) => void }) {
  return (
    <div className="mb-4 sm:w-60" role="search" aria-label="Filter returns">
      <SelectField
        label="Status"
        fieldClassName="py-0"
        value={params.status ?? ''}
        onChange={(e) => onChange({ status: (e.target.value || undefined) as ReturnStatus | undefined })}
        options={STATUS_OPTIONS}
      >
        <option value="">All statuses</option>
      </SelectField>
    </div>
  );
}

function NoReturns({ filtered, beyondLastPage, onReset }: { filtered: boolean; beyondLastPage: boolean; onReset: () => void }) {
  let text = 'No returns yet.';
  if (beyondLastPage) text = 'This page is past the last return.';
  else if (filtered) text = 'No returns with this status.';
  return (
    <EmptyState>
      {text}{' '}
      {(filtered || beyondLastPage) && (
        <button type="button" className="link link-primary" onClick={onReset}>
          Show all returns
        </button>
      )}
    </EmptyState>
  );
}

/**
 * Returns (admin): every return, newest first, filtered by status and paged on the server, each
 * with its next steps. `onChanged` lets the page refresh the order and the stock a step changed.
 */
export function ReturnsAdmin({ onChanged }: { onChanged?: (ret: Return) => unknown }) {
  const [params, setParams] = useReturnsParams();
  const returns = useReturns({ status: params.status, page: params.page, limit: RETURNS_PAGE_SIZE });
  const [choice, setChoice] = useState<StepChoice | null>(null);

  let body: React.ReactNode;
  if (returns.isPending)
    body = (
      <div role="status" aria-busy="true" aria-label="Loading the returns" className="flex flex-col gap-3">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-40 w-full" />
        ))}
      </div>
    );
  else if (returns.isError && !returns.data) body = <ErrorState message={returns.error.message} onRetry={() => void returns.refetch()} />;
  else if (returns.data.items.length === 0)
    body = (
      <NoReturns
        filtered={Boolean(params.status)}
        beyondLastPage={returns.data.total > 0}
        onReset={() => setParams({ status: undefined })}
      />
    );
  else
    body = (
      <div aria-busy={returns.isPlaceholderData} className={`transition-opacity ${returns.isPlaceholderData ? 'opacity-60' : ''}`}>
        <ul className="flex flex-col gap-3" aria-label="Returns, newest first">
          {returns.data.items.map((ret) => (
            <ReturnCard key={ret._id} ret={ret} onStep={(r, step) => setChoice({ ret: r, step })} />
          ))}
        </ul>
        <Pager
          page={params.page}
          limit={returns.data.limit}
          total={returns.data.total}
          onPage={(page) => setParams({ page })}
          noun={NOUN}
          testId="returns-range"
        />
      </div>
    );

  return (
    <>
      <StatusFilter params={params} onChange={setParams} />
      {body}
      <ReturnStepDialog choice={choice} onClose={() => setChoice(null)} onChanged={onChanged} />
    </>
  );
}
