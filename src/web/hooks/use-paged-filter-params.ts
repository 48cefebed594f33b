import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export type PagedFilterParams<K extends string, V extends string> = { page: number } & { [P in K]?: V };
export type PagedFilterChange<K extends string, V extends string> = { page?: number } & { [P in K]?: V | undefined };

/**
 * An admin list's one filter and its page, kept in the address (`?<key>=&page=`) so a reload or a
 * shared link shows the same list; a value `isValue` does not know reads as no filter, and a new
 * filter starts at page 1.
 */
export function usePagedFilterParams<K extends string, V extends string>(key: K, isValue: (v: string | null) => v is V) {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => {
    const value = searchParams.get(key);
    const page = Number(searchParams.get('page'));
    return { [key]: isValue(value) ? value : undefined, page: Number.isInteger(page) && page > 1 ? page : 1 } as PagedFilterParams<K, V>;
  }, [searchParams, key, isValue]);

  const update = useCallback(
    (change: PagedFilterChange<K, V>) => {
      setSearchParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          const filterChanged = key in change;
          if (filterChanged) {
            const value = (change as Record<K, V | undefined>)[key];
            if (value) next.set(key, value);
            else next.delete(key);
          }
          const page = change.page ?? (filterChanged ? 1 : Number(prev.get('page')) || 1);
          if (page > 1) next.set('page', String(page));
          else next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams, key],
  );

  return [params, update] as const;
}
