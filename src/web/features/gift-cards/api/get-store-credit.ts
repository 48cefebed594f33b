import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreCredit } from '../../../../shared/schemas/gift-card';
import { api } from '../../../lib/api-client';

/** GET /api/me/store-credit: the caller's store credit, the balance and its entries (newest first). */
export const getStoreCredit = (): Promise<StoreCredit> => api.get<StoreCredit>('/me/store-credit');

/** The signed-in account's store credit (sign-out drops it with the account's other queries). */
export const getStoreCreditQueryOptions = () => queryOptions({ queryKey: ['store-credit'], queryFn: getStoreCredit });

/** With `enabled: false` (a guest) nothing is asked. */
export const useStoreCredit = (enabled = true) => useQuery({ ...getStoreCreditQueryOptions(), enabled });
