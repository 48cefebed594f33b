import { queryOptions } from '@tanstack/react-query';
import type { Cart, CartMergeInput } from '../../../../shared/schemas/cart';
import type { ProductDetail } from '../../../../shared/schemas/product';
import { api } from '../../../lib/api-client';

/** The signed-in customer's cart under /api/cart, through the one API client. */
export const cartApi = {
  /** GET /api/cart */
  get: (): Promise<Cart> => api.get<Cart>('/cart'),
  /** PUT /api/cart/items/:productId: sets a line's quantity (0 removes it; above the stock is a 409). */
  setItem: (productId: string, quantity: number, laptopId?: string): Promise<Cart> =>
    api.put<Cart>(`/cart/items/${encodeURIComponent(productId)}`, laptopId ? { quantity, laptopId } : { quantity }),
  /** DELETE /api/cart/items/:productId */
  removeItem: (productId: string): Promise<Cart> => api.delete<Cart>(`/cart/items/${encodeURIComponent(productId)}`),
  /** POST /api/cart/merge: a guest cart joins the account's (quantities added, capped at the stock). */
  merge: (items: CartMergeInput['items']): Promise<Cart> => api.post<Cart>('/cart/merge', { items }),
};

/** The server cart; one key, since signing out forgets every account query (see lib/auth.tsx). */
export const getCartQueryOptions = () => queryOptions({ queryKey: ['cart'], queryFn: cartApi.get, staleTime: 0 });

/**
 * GET /api/service/:id for a guest's cart line and for stock shown beside "Add to cart". The key is
 * the catalog's key for one product (features/catalog/api/get-product.ts), so both share one cache
 * entry (the same answer, part numbers and fitment included) and a catalog change
 * refreshes the cart's names, prices and stock too.
 */
export const getCartProductQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['products', id],
    queryFn: (): Promise<ProductDetail> => api.get<ProductDetail>(`/service/${encodeURIComponent(id)}`),
  });
