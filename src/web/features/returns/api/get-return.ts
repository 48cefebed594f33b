import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Return } from '../../../../shared/schemas/return';
import { api } from '../../../lib/api-client';
import { returnKeys } from './return-keys';

/** GET /api/returns/:id: one return (the customer's own, or any for an admin). */
export const getReturn = (id: string): Promise<Return> => api.get<Return>(`/returns/${encodeURIComponent(id)}`);

export const getReturnQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...returnKeys.all, 'one', id], queryFn: () => getReturn(id), staleTime: 0 });

export const useReturn = (id: string) => useQuery(getReturnQueryOptions(id));
