import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ProductPage, ProductQuery } from '../../../../shared/schemas/product';
import { api } from '../../../lib/api-client';
import { productKeys } from './product-keys';

export const PAGE_SIZE = 24;

/** The filters of a search, without the paging. */
export type ProductFilters = Omit<ProductQuery, 'page' | 'limit'>;

/** Only the filters that are set, so equal searches share one cache entry and one URL. */
function toParams(query: ProductQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const text = value === undefined ? '' : String(value).trim();
    if (text) params.set(key, text);
  }
  return params;
}

/** GET /api/service?search=&category=&model=&sort=&page=&limit=: one page of matches plus the total. */
export const searchProducts = (query: ProductQuery): Promise<ProductPage> =>
  api.get<ProductPage>(`/service?${toParams({ ...query, limit: query.limit ?? PAGE_SIZE })}`);

const searchKey = (kind: 'page' | 'pages', query: ProductQuery) => [...productKeys.all, kind, Object.fromEntries(toParams(query))] as const;

/** One numbered page (the admin list). */
export const getSearchProductsQueryOptions = (query: ProductQuery) =>
  queryOptions({ queryKey: searchKey('page', query), queryFn: () => searchProducts(query) });

/** The previous page stays on screen while the next one loads, so the list does not jump. */
export const useSearchProducts = (query: ProductQuery) =>
  useQuery({ ...getSearchProductsQueryOptions(query), placeholderData: keepPreviousData });

/** Past a capped total ("1,000+"), pages go on while they come back full. */
function nextPage(last: ProductPage): number | undefined {
  if (last.page * last.limit < last.total) return last.page + 1;
  return last.totalCapped && last.items.length === last.limit ? last.page + 1 : undefined;
}

/** Page after page of the same search ("Load more" on /service). */
export const getInfiniteSearchProductsQueryOptions = (filters: ProductFilters, limit = PAGE_SIZE) =>
  infiniteQueryOptions({
    queryKey: searchKey('pages', { ...filters, limit }),
    queryFn: ({ pageParam }) => searchProducts({ ...filters, page: pageParam, limit }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export const useInfiniteSearchProducts = (filters: ProductFilters, limit = PAGE_SIZE) =>
  useInfiniteQuery({ ...getInfiniteSearchProductsQueryOptions(filters, limit), placeholderData: keepPreviousData });
