import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { productSchema, type Product } from '../../../../shared/schemas/product';
import { api } from '../../../lib/api-client';

/** GET /api/service without parameters: every product, newest first (the spec's plain array). */
export const getProducts = (): Promise<Product[]> => api.get('/service', z.array(productSchema));

/**
 * Its key, ['products'], is the root of every product query (the pages of search-products and
 * one product of get-product), so invalidating it refreshes them all.
 */
export const getProductsQueryOptions = () => queryOptions({ queryKey: ['products'], queryFn: getProducts });

export const useProducts = () => useQuery(getProductsQueryOptions());
