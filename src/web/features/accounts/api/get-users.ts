import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '../../../../shared/schemas/user';
import { api } from '../../../lib/api-client';

/** GET /api/user (admin): every account's e-mail, role and name. */
export const getUsers = (): Promise<User[]> => api.get<User[]>('/user');

export const getUsersQueryOptions = () => queryOptions({ queryKey: ['users'], queryFn: getUsers });

export const useUsers = () => useQuery(getUsersQueryOptions());
