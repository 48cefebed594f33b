import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { RETURN_STATUSES, type ReturnStatus } from '../../../../shared/schemas/return';

export interface ReturnsParams {
  status?: ReturnStatus;
  page: number;
}

const isStatus = (v: string | null): v is ReturnStatus => RETURN_STATUSES.includes(v as ReturnStatus);

/** The Returns page's filter and page live in the address (?status=&page=); a new filter starts at page 1. */
export function useReturnsParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo<ReturnsParams>(() => {
    const status = searchParams.get('status');
    const page = Number(searchParams.get('page'));
    return { status: isStatus(status) ? status : undefined, page: Number.isInteger(page) && page > 1 ? page : 1 };
  }, [searchParams]);

  const update = useCallback(
    (change: Partial<ReturnsParams>) => {
      setSearchParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if ('status' in change) {
            if (change.status) next.set('status', change.status);
            else next.delete('status');
          }
          const page = change.page ?? ('status' in change ? 1 : Number(prev.get('page')) || 1);
          if (page > 1) next.set('page', String(page));
          else next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  return [params, update] as const;
}
