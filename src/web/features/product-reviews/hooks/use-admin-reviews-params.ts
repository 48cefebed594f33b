import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export interface AdminReviewsParams {
  /** Hidden ones only (true), visible ones only (false), or all (undefined). */
  hidden?: boolean;
  page: number;
}

/** The admin's filter and page live in the address (?hidden=true|false&page=); a new filter starts at page 1. */
export function useAdminReviewsParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo<AdminReviewsParams>(() => {
    const hidden = searchParams.get('hidden');
    const page = Number(searchParams.get('page'));
    return {
      hidden: hidden === 'true' ? true : hidden === 'false' ? false : undefined,
      page: Number.isInteger(page) && page > 1 ? page : 1,
    };
  }, [searchParams]);

  const update = useCallback(
    (change: Partial<AdminReviewsParams>) => {
      setSearchParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if ('hidden' in change) {
            if (change.hidden === undefined) next.delete('hidden');
            else next.set('hidden', String(change.hidden));
          }
          const page = change.page ?? ('hidden' in change ? 1 : Number(prev.get('page')) || 1);
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
