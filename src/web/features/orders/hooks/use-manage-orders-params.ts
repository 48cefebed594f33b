import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ORDER_STATUSES, type OrderStatus } from '../../../../shared/constants';

export interface ManageOrdersParams {
  status?: OrderStatus;
  q: string;
  page: number;
}

const isStatus = (v: string | null): v is OrderStatus => ORDER_STATUSES.includes(v as OrderStatus);

/**
 * Manage Order's filter, search and page live in the address (?status=&q=&page=), so a reload
 * or a shared link shows the same list. A new filter or search starts again at page 1.
 */
export function useManageOrdersParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo<ManageOrdersParams>(() => {
    const status = searchParams.get('status');
    const page = Number(searchParams.get('page'));
    return {
      status: isStatus(status) ? status : undefined,
      q: searchParams.get('q')?.trim() ?? '',
      page: Number.isInteger(page) && page > 1 ? page : 1,
    };
  }, [searchParams]);

  const update = useCallback(
    (change: Partial<ManageOrdersParams>) => {
      setSearchParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          const set = (key: string, value: string | number | undefined) =>
            value === undefined || value === '' || value === 1 ? next.delete(key) : next.set(key, String(value));
          if ('status' in change) set('status', change.status);
          if ('q' in change) set('q', change.q);
          set('page', change.page ?? ('status' in change || 'q' in change ? 1 : Number(prev.get('page')) || 1));
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  return [params, update] as const;
}
