import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export interface LaptopsAdminParams {
  search: string;
  page: number;
}

/** The Laptop models page's search and page live in the address (?search=&page=); a new search starts at page 1. */
export function useLaptopsAdminParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo<LaptopsAdminParams>(() => {
    const page = Number(searchParams.get('page'));
    return { search: searchParams.get('search')?.trim() ?? '', page: Number.isInteger(page) && page > 1 ? page : 1 };
  }, [searchParams]);

  const update = useCallback(
    (change: Partial<LaptopsAdminParams>) => {
      setSearchParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (change.search !== undefined) {
            if (change.search) next.set('search', change.search);
            else next.delete('search');
          }
          const page = change.page ?? (change.search !== undefined ? 1 : Number(prev.get('page')) || 1);
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
