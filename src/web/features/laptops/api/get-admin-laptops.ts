import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LaptopPage } from '../../../../shared/schemas/laptop';
import { api } from '../../../lib/api-client';
import { laptopKeys } from '../../../entities/laptop/api/laptop-api';

/** What the admin's list asks for: the words typed (or none) and a page. */
export interface AdminLaptopsQuery {
  search: string;
  page: number;
  limit?: number;
}

export const LAPTOPS_PAGE_SIZE = 25;

/** GET /api/admin/laptops (admin): every model by brand, family and model, a page at a time; `search` narrows by the words typed. */
export function getAdminLaptops({ search, page, limit = LAPTOPS_PAGE_SIZE }: AdminLaptopsQuery): Promise<LaptopPage> {
  const params = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (search) params.set('search', search);
  return api.get<LaptopPage>(`/admin/laptops?${params}`);
}

/** Under `laptopKeys.all`, so a model added, edited or deleted reads the list again (invalidate-laptops.ts). */
export const getAdminLaptopsQueryOptions = (query: AdminLaptopsQuery) =>
  queryOptions({
    queryKey: [...laptopKeys.all, 'admin', query],
    queryFn: () => getAdminLaptops(query),
    // The last page stays on screen while the next search or page loads.
    placeholderData: keepPreviousData,
  });

export const useAdminLaptops = (query: AdminLaptopsQuery) => useQuery(getAdminLaptopsQueryOptions(query));
