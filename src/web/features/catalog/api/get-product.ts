import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductDetail } from '../../../../shared/schemas/product';
import { api } from '../../../lib/api-client';
import { productKeys } from './product-keys';

/** GET /api/service/:id: one product with its part numbers and fitment (under the list's key, so list changes refresh it too). */
export const getProduct = (id: string): Promise<ProductDetail> => api.get<ProductDetail>(`/service/${encodeURIComponent(id)}`);

export const getProductQueryOptions = (id: string) => queryOptions({ queryKey: [...productKeys.all, id], queryFn: () => getProduct(id) });

export const useProduct = (id: string) => useQuery(getProductQueryOptions(id));

/** GET /api/service/:id?laptop=: the part's fit for that laptop, with its source and reasons (issue 31); undefined until known. */
export function useProductFit(id: string, laptopId: string | undefined) {
  const query = useQuery({
    queryKey: [...productKeys.all, id, 'fit', laptopId],
    queryFn: () => api.get<ProductDetail>(`/service/${encodeURIComponent(id)}?laptop=${encodeURIComponent(laptopId!)}`),
    enabled: Boolean(laptopId),
    select: (p) => p.fit,
  });
  return query.data;
}
