import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { productSchema, type Product } from '../../../../shared/schemas/product';
import { api } from '../../../lib/api-client';

/** GET /api/service: every product, newest first. */
export const getProducts = (): Promise<Product[]> => api.get('/service', z.array(productSchema));

export const getProductsQueryOptions = () => queryOptions({ queryKey: ['products'], queryFn: getProducts });

export const useProducts = () => useQuery(getProductsQueryOptions());
