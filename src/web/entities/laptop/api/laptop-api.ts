import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Laptop } from '../../../../shared/schemas/laptop';
import type { LaptopFitDetail } from '../../../../shared/schemas/laptop-fit';
import { api } from '../../../lib/api-client';

/** Laptop models and "My laptops", through the one API client. */
export const laptopApi = {
  /** GET /api/laptops?search=: at most 20, best match first (no search: the newest models). */
  search: (search: string): Promise<Laptop[]> => api.get<Laptop[]>(`/laptops${search ? `?${new URLSearchParams({ search })}` : ''}`),
  /** GET /api/laptops/:id: the model, how many parts on sale fit it per category, its specification and its upgrade planner. */
  get: (id: string): Promise<LaptopFitDetail> => api.get<LaptopFitDetail>(`/laptops/${encodeURIComponent(id)}`),
  /** GET /api/me/laptops: the account's saved models, newest first. */
  mine: (): Promise<Laptop[]> => api.get<Laptop[]>('/me/laptops'),
  /** POST /api/me/laptops: saving one again changes nothing; past 10 a 409 with the shop's message. */
  save: (laptopId: string): Promise<Laptop> => api.post<Laptop>('/me/laptops', { laptopId }),
  /** DELETE /api/me/laptops/:laptopId */
  remove: (laptopId: string) => api.delete<{ deleted: boolean }>(`/me/laptops/${encodeURIComponent(laptopId)}`),
};

/** Every laptop query starts with this key. */
export const laptopKeys = { all: ['laptops'] as const };

export const getLaptopSearchQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [...laptopKeys.all, 'search', search],
    queryFn: () => laptopApi.search(search),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });

export const getLaptopQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...laptopKeys.all, 'detail', id], queryFn: () => laptopApi.get(id), staleTime: 5 * 60_000 });

/** The account's laptops; signing out forgets it with every other account query (see lib/auth.tsx). */
export const getMyLaptopsQueryOptions = () => queryOptions({ queryKey: ['my-laptops'], queryFn: laptopApi.mine });
